import type { MailLocale } from '../../identity/mail/mail-texts.js';

/** The mails the author receives; `{title}` and `{date}` are filled in. */
export type AuthorSignatureMail = 'sent' | 'signed' | 'completed';

interface MailText {
  subject: string;
  lines: string[];
  button: string;
}

/** The author's signing mails in the 8 locales of the identity mails (staff get theirs in English). */
export const signatureTexts: Record<MailLocale, Record<AuthorSignatureMail, MailText>> = {
  en: {
    sent: {
      subject: 'Please sign "{title}"',
      lines: ['"{title}" is ready for your signature.', 'Read it and sign it in your dashboard before {date}.'],
      button: 'Read and sign',
    },
    signed: {
      subject: 'You signed "{title}"',
      lines: [
        'You signed "{title}" on {date} (UTC).',
        'Your signed copy, with its certificate of completion, is in your dashboard.',
      ],
      button: 'Download the signed copy',
    },
    completed: {
      subject: '"{title}" is complete',
      lines: [
        'We countersigned "{title}" on {date} (UTC).',
        'The completed copy, with its certificate of completion, is in your dashboard.',
      ],
      button: 'Download the signed copy',
    },
  },
  fr: {
    sent: {
      subject: 'Merci de signer « {title} »',
      lines: [
        '« {title} » est prêt à être signé.',
        'Lisez-le et signez-le dans votre tableau de bord avant le {date}.',
      ],
      button: 'Lire et signer',
    },
    signed: {
      subject: 'Vous avez signé « {title} »',
      lines: [
        'Vous avez signé « {title} » le {date} (UTC).',
        'Votre exemplaire signé, avec son certificat de signature, est dans votre tableau de bord.',
      ],
      button: "Télécharger l'exemplaire signé",
    },
    completed: {
      subject: '« {title} » est finalisé',
      lines: [
        'Nous avons contresigné « {title} » le {date} (UTC).',
        "L'exemplaire final, avec son certificat de signature, est dans votre tableau de bord.",
      ],
      button: "Télécharger l'exemplaire signé",
    },
  },
  es: {
    sent: {
      subject: 'Firme «{title}», por favor',
      lines: ['«{title}» está listo para su firma.', 'Léalo y fírmelo en su panel antes del {date}.'],
      button: 'Leer y firmar',
    },
    signed: {
      subject: 'Ha firmado «{title}»',
      lines: [
        'Ha firmado «{title}» el {date} (UTC).',
        'Su copia firmada, con su certificado de finalización, está en su panel.',
      ],
      button: 'Descargar la copia firmada',
    },
    completed: {
      subject: '«{title}» está completo',
      lines: [
        'Hemos refrendado «{title}» el {date} (UTC).',
        'La copia completa, con su certificado de finalización, está en su panel.',
      ],
      button: 'Descargar la copia firmada',
    },
  },
  hu: {
    sent: {
      subject: 'Kérjük, írja alá: „{title}”',
      lines: ['A(z) „{title}” aláírásra vár.', 'Olvassa el és írja alá a vezérlőpulton {date} előtt.'],
      button: 'Elolvasom és aláírom',
    },
    signed: {
      subject: 'Aláírta: „{title}”',
      lines: [
        'A(z) „{title}” dokumentumot {date} (UTC) időpontban aláírta.',
        'Az aláírt példány a tanúsítvánnyal együtt a vezérlőpulton található.',
      ],
      button: 'Az aláírt példány letöltése',
    },
    completed: {
      subject: 'A(z) „{title}” lezárult',
      lines: [
        'A(z) „{title}” dokumentumot {date} (UTC) időpontban ellenjegyeztük.',
        'A végleges példány a tanúsítvánnyal együtt a vezérlőpulton található.',
      ],
      button: 'Az aláírt példány letöltése',
    },
  },
  pt: {
    sent: {
      subject: 'Assine «{title}», por favor',
      lines: ['«{title}» está pronto para a sua assinatura.', 'Leia e assine no seu painel até {date}.'],
      button: 'Ler e assinar',
    },
    signed: {
      subject: 'Assinou «{title}»',
      lines: [
        'Assinou «{title}» em {date} (UTC).',
        'A sua cópia assinada, com o certificado de conclusão, está no seu painel.',
      ],
      button: 'Descarregar a cópia assinada',
    },
    completed: {
      subject: '«{title}» está concluído',
      lines: [
        'Referendámos «{title}» em {date} (UTC).',
        'A cópia final, com o certificado de conclusão, está no seu painel.',
      ],
      button: 'Descarregar a cópia assinada',
    },
  },
  pl: {
    sent: {
      subject: 'Prosimy o podpisanie „{title}”',
      lines: ['„{title}” czeka na Twój podpis.', 'Przeczytaj i podpisz w panelu przed {date}.'],
      button: 'Przeczytaj i podpisz',
    },
    signed: {
      subject: 'Podpisano „{title}”',
      lines: ['Podpisano „{title}” {date} (UTC).', 'Podpisany egzemplarz wraz z certyfikatem jest w Twoim panelu.'],
      button: 'Pobierz podpisany egzemplarz',
    },
    completed: {
      subject: '„{title}” jest zakończona',
      lines: [
        'Kontrasygnowaliśmy „{title}” {date} (UTC).',
        'Ostateczny egzemplarz wraz z certyfikatem jest w Twoim panelu.',
      ],
      button: 'Pobierz podpisany egzemplarz',
    },
  },
  cs: {
    sent: {
      subject: 'Prosíme o podpis: „{title}“',
      lines: ['„{title}“ čeká na váš podpis.', 'Přečtěte si ji a podepište na nástěnce do {date}.'],
      button: 'Přečíst a podepsat',
    },
    signed: {
      subject: 'Podepsali jste „{title}“',
      lines: ['„{title}“ jste podepsali {date} (UTC).', 'Podepsaná kopie s certifikátem je na vaší nástěnce.'],
      button: 'Stáhnout podepsanou kopii',
    },
    completed: {
      subject: '„{title}“ je dokončena',
      lines: ['„{title}“ jsme spolupodepsali {date} (UTC).', 'Konečná kopie s certifikátem je na vaší nástěnce.'],
      button: 'Stáhnout podepsanou kopii',
    },
  },
  sk: {
    sent: {
      subject: 'Prosíme o podpis: „{title}“',
      lines: ['„{title}“ čaká na váš podpis.', 'Prečítajte si ju a podpíšte na nástenke do {date}.'],
      button: 'Prečítať a podpísať',
    },
    signed: {
      subject: 'Podpísali ste „{title}“',
      lines: ['„{title}“ ste podpísali {date} (UTC).', 'Podpísaná kópia s certifikátom je na vašej nástenke.'],
      button: 'Stiahnuť podpísanú kópiu',
    },
    completed: {
      subject: '„{title}“ je dokončená',
      lines: ['„{title}“ sme spolupodpísali {date} (UTC).', 'Konečná kópia s certifikátom je na vašej nástenke.'],
      button: 'Stiahnuť podpísanú kópiu',
    },
  },
};
