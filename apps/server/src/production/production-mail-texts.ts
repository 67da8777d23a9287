import type { MailLocale } from '../identity/mail/mail-texts.js';

interface ProductionMailText {
  subject: string;
  body: string;
  button: string;
}

/**
 * The mail when staff send a proof, in the 8 locales of the identity mails. `{version}`, `{title}`,
 * `{date}` (the due date, in the site's format) and `{rounds}` (free correction rounds left) are filled in.
 */
export const proofSentTexts: Record<MailLocale, ProductionMailText> = {
  en: {
    subject: 'A new proof is ready for your review',
    body: 'Proof {version} of “{title}” is ready. Please approve it or request changes by {date}. Free correction rounds left: {rounds}.',
    button: 'Review the proof',
  },
  fr: {
    subject: 'Une nouvelle épreuve est prête pour votre relecture',
    body: 'L’épreuve {version} de « {title} » est prête. Merci de l’approuver ou de demander des corrections avant le {date}. Tours de corrections gratuits restants : {rounds}.',
    button: 'Relire l’épreuve',
  },
  es: {
    subject: 'Una nueva prueba está lista para su revisión',
    body: 'La prueba {version} de «{title}» está lista. Apruébela o pida cambios antes del {date}. Rondas de correcciones gratuitas restantes: {rounds}.',
    button: 'Revisar la prueba',
  },
  hu: {
    subject: 'Új korrektúra vár az ön átnézésére',
    body: 'Elkészült a(z) „{title}” {version}. korrektúrája. Kérjük, hagyja jóvá vagy kérjen javítást eddig: {date}. Hátralévő ingyenes javítási körök: {rounds}.',
    button: 'Korrektúra megnyitása',
  },
  pt: {
    subject: 'Uma nova prova está pronta para a sua revisão',
    body: 'A prova {version} de «{title}» está pronta. Aprove-a ou peça alterações até {date}. Rondas de correções gratuitas restantes: {rounds}.',
    button: 'Rever a prova',
  },
  pl: {
    subject: 'Nowa korekta czeka na Twoje sprawdzenie',
    body: 'Korekta {version} książki „{title}” jest gotowa. Zatwierdź ją lub poproś o zmiany do {date}. Pozostałe bezpłatne rundy poprawek: {rounds}.',
    button: 'Sprawdź korektę',
  },
  cs: {
    subject: 'Nový nátisk je připraven ke kontrole',
    body: 'Nátisk {version} knihy „{title}” je připraven. Schvalte jej nebo požádejte o změny do {date}. Zbývající bezplatná kola oprav: {rounds}.',
    button: 'Zkontrolovat nátisk',
  },
  sk: {
    subject: 'Nový nátlačok je pripravený na kontrolu',
    body: 'Nátlačok {version} knihy „{title}” je pripravený. Schváľte ho alebo požiadajte o zmeny do {date}. Zostávajúce bezplatné kolá opráv: {rounds}.',
    button: 'Skontrolovať nátlačok',
  },
};

/** The mail when staff mark a stage done. `{stage}` and `{title}` are filled in. */
export const stageDoneTexts: Record<MailLocale, ProductionMailText> = {
  en: {
    subject: 'A production stage of your book is done',
    body: 'The stage “{stage}” of “{title}” is done.',
    button: 'Follow your book',
  },
  fr: {
    subject: 'Une étape de production de votre livre est terminée',
    body: 'L’étape « {stage} » de « {title} » est terminée.',
    button: 'Suivre votre livre',
  },
  es: {
    subject: 'Una etapa de producción de su libro ha terminado',
    body: 'La etapa «{stage}» de «{title}» ha terminado.',
    button: 'Seguir su libro',
  },
  hu: {
    subject: 'Elkészült könyve egyik gyártási szakasza',
    body: 'A(z) „{title}” „{stage}” szakasza elkészült.',
    button: 'Könyve követése',
  },
  pt: {
    subject: 'Uma etapa de produção do seu livro está concluída',
    body: 'A etapa «{stage}» de «{title}» está concluída.',
    button: 'Acompanhar o seu livro',
  },
  pl: {
    subject: 'Etap produkcji Twojej książki został zakończony',
    body: 'Etap „{stage}” książki „{title}” został zakończony.',
    button: 'Śledź swoją książkę',
  },
  cs: {
    subject: 'Fáze výroby vaší knihy je hotová',
    body: 'Fáze „{stage}” knihy „{title}” je hotová.',
    button: 'Sledovat knihu',
  },
  sk: {
    subject: 'Fáza výroby vašej knihy je hotová',
    body: 'Fáza „{stage}” knihy „{title}” je hotová.',
    button: 'Sledovať knihu',
  },
};
