import type { MailLocale } from '../identity/mail/mail-texts.js';

interface ProofDueText {
  subject: string;
  /** `{version}`, `{title}` and `{date}` (the due date, in the site's format) are filled in. */
  body: string;
  button: string;
}

/** The reminder before a proof's due date, in the 8 locales of the identity mails. */
export const proofDueTexts: Record<MailLocale, ProofDueText> = {
  en: {
    subject: 'Your proof is waiting for your review',
    body: 'Proof {version} of “{title}” is waiting for you. Please approve it or request changes by {date}.',
    button: 'Review the proof',
  },
  fr: {
    subject: 'Votre épreuve attend votre relecture',
    body: 'L’épreuve {version} de « {title} » vous attend. Merci de l’approuver ou de demander des corrections avant le {date}.',
    button: 'Relire l’épreuve',
  },
  es: {
    subject: 'Su prueba espera su revisión',
    body: 'La prueba {version} de «{title}» le espera. Apruébela o pida cambios antes del {date}.',
    button: 'Revisar la prueba',
  },
  hu: {
    subject: 'A korrektúra az ön átnézésére vár',
    body: 'A(z) „{title}” {version}. korrektúrája önre vár. Kérjük, hagyja jóvá vagy kérjen javítást eddig: {date}.',
    button: 'Korrektúra megnyitása',
  },
  pt: {
    subject: 'A sua prova aguarda a sua revisão',
    body: 'A prova {version} de «{title}» está à sua espera. Aprove-a ou peça alterações até {date}.',
    button: 'Rever a prova',
  },
  pl: {
    subject: 'Korekta czeka na Twoje sprawdzenie',
    body: 'Korekta {version} książki „{title}” czeka na Ciebie. Zatwierdź ją lub poproś o zmiany do {date}.',
    button: 'Sprawdź korektę',
  },
  cs: {
    subject: 'Váš nátisk čeká na kontrolu',
    body: 'Nátisk {version} knihy „{title}” na vás čeká. Schvalte jej nebo požádejte o změny do {date}.',
    button: 'Zkontrolovat nátisk',
  },
  sk: {
    subject: 'Váš nátlačok čaká na kontrolu',
    body: 'Nátlačok {version} knihy „{title}” na vás čaká. Schváľte ho alebo požiadajte o zmeny do {date}.',
    button: 'Skontrolovať nátlačok',
  },
};
