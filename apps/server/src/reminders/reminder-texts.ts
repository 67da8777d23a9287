import type { MailLocale } from '../identity/mail/mail-texts.js';

export const reminderKinds = [
  'installment_due_soon',
  'installment_due_today',
  'installment_overdue',
  'invoice_overdue',
  // Sent by staff from the invoice: a reminder before the due date, and the invoice itself.
  'invoice_due',
  'invoice_copy',
] as const;
export type ReminderKind = (typeof reminderKinds)[number];

/** The courtesy reminders an author may turn off; overdue notices always go out. */
export const optionalReminderKinds: readonly ReminderKind[] = ['installment_due_soon', 'installment_due_today'];

interface ReminderText {
  subject: string;
  /**
   * `{service}`, `{amount}` (what is still owed, never the total) and `{date}` are filled in (money
   * and dates in the site's formats).
   */
  body: string;
}

interface LocaleTexts {
  reminders: Record<ReminderKind, ReminderText>;
  /** Above the payment instructions; `{method}` is the method's label. */
  howToPay: string;
  /** The link to the dashboard's payments page. */
  button: string;
  /** For an author without an account yet, in place of the dashboard link. */
  invitation: string;
  /** Under a reminder the author can turn off: where to do it. */
  optOut: string;
}

/** Payment reminders in the 8 locales of the identity mails. */
export const reminderTexts: Record<MailLocale, LocaleTexts> = {
  en: {
    reminders: {
      installment_due_soon: {
        subject: 'Payment due soon: {service}',
        body: 'A payment of {amount} for {service} is due on {date}.',
      },
      installment_due_today: {
        subject: 'Payment due today: {service}',
        body: 'A payment of {amount} for {service} is due today, {date}.',
      },
      installment_overdue: {
        subject: 'Payment overdue: {service}',
        body: 'A payment of {amount} for {service} was due on {date} and is still open.',
      },
      invoice_overdue: {
        subject: 'Invoice overdue: {service}',
        body: 'Your invoice for {service} was due on {date}: {amount} of it is still owed.',
      },
      invoice_due: {
        subject: 'Payment reminder: {service}',
        body: 'Your invoice for {service} is due on {date}: {amount} of it is still owed.',
      },
      invoice_copy: {
        subject: 'Your invoice: {service}',
        body: 'Here is your invoice for {service}, due on {date}: {amount} of it is owed.',
      },
    },
    howToPay: 'How to pay ({method})',
    button: 'View your payments',
    invitation:
      'Reply to this email and we will send you an invitation to your author dashboard, where you can follow your invoices and payments.',
    optOut: 'You can turn these reminders off on the Payment preferences page of your dashboard.',
  },
  fr: {
    reminders: {
      installment_due_soon: {
        subject: 'Paiement bientôt dû : {service}',
        body: 'Un paiement de {amount} pour {service} est dû le {date}.',
      },
      installment_due_today: {
        subject: 'Paiement dû aujourd’hui : {service}',
        body: 'Un paiement de {amount} pour {service} est dû aujourd’hui, {date}.',
      },
      installment_overdue: {
        subject: 'Paiement en retard : {service}',
        body: 'Un paiement de {amount} pour {service} était dû le {date} et reste à régler.',
      },
      invoice_overdue: {
        subject: 'Facture en retard : {service}',
        body: 'Votre facture pour {service} était due le {date} : il en reste {amount} à régler.',
      },
      invoice_due: {
        subject: 'Rappel de paiement : {service}',
        body: 'Votre facture pour {service} est due le {date} : il en reste {amount} à régler.',
      },
      invoice_copy: {
        subject: 'Votre facture : {service}',
        body: 'Voici votre facture pour {service}, due le {date} : il en reste {amount} à régler.',
      },
    },
    howToPay: 'Comment payer ({method})',
    button: 'Voir vos paiements',
    invitation:
      'Répondez à cet e-mail et nous vous enverrons une invitation à votre espace auteur, où vous pourrez suivre vos factures et paiements.',
    optOut: 'Vous pouvez désactiver ces rappels sur la page Préférences de paiement de votre tableau de bord.',
  },
  es: {
    reminders: {
      installment_due_soon: {
        subject: 'Pago próximo: {service}',
        body: 'Un pago de {amount} por {service} vence el {date}.',
      },
      installment_due_today: {
        subject: 'Pago que vence hoy: {service}',
        body: 'Un pago de {amount} por {service} vence hoy, {date}.',
      },
      installment_overdue: {
        subject: 'Pago vencido: {service}',
        body: 'Un pago de {amount} por {service} venció el {date} y sigue pendiente.',
      },
      invoice_overdue: {
        subject: 'Factura vencida: {service}',
        body: 'Su factura por {service} venció el {date}: quedan {amount} pendientes.',
      },
      invoice_due: {
        subject: 'Recordatorio de pago: {service}',
        body: 'Su factura por {service} vence el {date}: quedan {amount} pendientes.',
      },
      invoice_copy: {
        subject: 'Su factura: {service}',
        body: 'Le enviamos su factura por {service}, con vencimiento el {date}: quedan {amount} pendientes.',
      },
    },
    howToPay: 'Cómo pagar ({method})',
    button: 'Ver sus pagos',
    invitation:
      'Responda a este correo y le enviaremos una invitación a su panel de autor, donde podrá seguir sus facturas y pagos.',
    optOut: 'Puede desactivar estos recordatorios en la página Preferencias de pago de su panel.',
  },
  hu: {
    reminders: {
      installment_due_soon: {
        subject: 'Hamarosan esedékes fizetés: {service}',
        body: 'A(z) {service} {amount} összegű részlete {date} napon esedékes.',
      },
      installment_due_today: {
        subject: 'Ma esedékes fizetés: {service}',
        body: 'A(z) {service} {amount} összegű részlete ma, {date} napon esedékes.',
      },
      installment_overdue: {
        subject: 'Lejárt fizetés: {service}',
        body: 'A(z) {service} {amount} összegű részlete {date} napon volt esedékes, és még nincs rendezve.',
      },
      invoice_overdue: {
        subject: 'Lejárt számla: {service}',
        body: 'A(z) {service} számlája {date} napon volt esedékes; ebből még {amount} nincs rendezve.',
      },
      invoice_due: {
        subject: 'Fizetési emlékeztető: {service}',
        body: 'A(z) {service} számlája {date} napon esedékes; ebből még {amount} nincs rendezve.',
      },
      invoice_copy: {
        subject: 'Az Ön számlája: {service}',
        body: 'Küldjük a(z) {service} számláját, amely {date} napon esedékes; ebből még {amount} nincs rendezve.',
      },
    },
    howToPay: 'Fizetés módja ({method})',
    button: 'Fizetések megtekintése',
    invitation:
      'Válaszoljon erre a levélre, és meghívót küldünk a szerzői vezérlőpultjához, ahol követheti számláit és befizetéseit.',
    optOut: 'Ezeket az emlékeztetőket a vezérlőpult Fizetési beállítások oldalán kapcsolhatja ki.',
  },
  pt: {
    reminders: {
      installment_due_soon: {
        subject: 'Pagamento a vencer: {service}',
        body: 'Um pagamento de {amount} referente a {service} vence em {date}.',
      },
      installment_due_today: {
        subject: 'Pagamento vence hoje: {service}',
        body: 'Um pagamento de {amount} referente a {service} vence hoje, {date}.',
      },
      installment_overdue: {
        subject: 'Pagamento em atraso: {service}',
        body: 'Um pagamento de {amount} referente a {service} venceu em {date} e continua em aberto.',
      },
      invoice_overdue: {
        subject: 'Fatura em atraso: {service}',
        body: 'A sua fatura referente a {service} venceu em {date}: ainda estão em aberto {amount}.',
      },
      invoice_due: {
        subject: 'Lembrete de pagamento: {service}',
        body: 'A sua fatura referente a {service} vence em {date}: ainda estão em aberto {amount}.',
      },
      invoice_copy: {
        subject: 'A sua fatura: {service}',
        body: 'Segue a sua fatura referente a {service}, com vencimento em {date}: ainda estão em aberto {amount}.',
      },
    },
    howToPay: 'Como pagar ({method})',
    button: 'Ver os seus pagamentos',
    invitation:
      'Responda a este e-mail e enviaremos um convite para o seu painel de autor, onde pode acompanhar as suas faturas e pagamentos.',
    optOut: 'Pode desativar estes lembretes na página Preferências de pagamento do seu painel.',
  },
  pl: {
    reminders: {
      installment_due_soon: {
        subject: 'Zbliża się termin płatności: {service}',
        body: 'Płatność {amount} za {service} przypada na {date}.',
      },
      installment_due_today: {
        subject: 'Termin płatności mija dziś: {service}',
        body: 'Płatność {amount} za {service} przypada na dziś, {date}.',
      },
      installment_overdue: {
        subject: 'Zaległa płatność: {service}',
        body: 'Płatność {amount} za {service} przypadała na {date} i nadal jest nieopłacona.',
      },
      invoice_overdue: {
        subject: 'Zaległa faktura: {service}',
        body: 'Twoja faktura za {service} była płatna do {date}: do zapłaty pozostaje {amount}.',
      },
      invoice_due: {
        subject: 'Przypomnienie o płatności: {service}',
        body: 'Twoja faktura za {service} jest płatna do {date}: do zapłaty pozostaje {amount}.',
      },
      invoice_copy: {
        subject: 'Twoja faktura: {service}',
        body: 'Przesyłamy fakturę za {service}, płatną do {date}: do zapłaty pozostaje {amount}.',
      },
    },
    howToPay: 'Jak zapłacić ({method})',
    button: 'Zobacz płatności',
    invitation:
      'Odpowiedz na tę wiadomość, a wyślemy zaproszenie do panelu autora, w którym można śledzić faktury i płatności.',
    optOut: 'Te przypomnienia można wyłączyć na stronie Preferencje płatności w panelu.',
  },
  cs: {
    reminders: {
      installment_due_soon: {
        subject: 'Blíží se splatnost platby: {service}',
        body: 'Platba {amount} za {service} je splatná {date}.',
      },
      installment_due_today: {
        subject: 'Platba splatná dnes: {service}',
        body: 'Platba {amount} za {service} je splatná dnes, {date}.',
      },
      installment_overdue: {
        subject: 'Platba po splatnosti: {service}',
        body: 'Platba {amount} za {service} byla splatná {date} a dosud není uhrazena.',
      },
      invoice_overdue: {
        subject: 'Faktura po splatnosti: {service}',
        body: 'Vaše faktura za {service} byla splatná {date}: zbývá uhradit {amount}.',
      },
      invoice_due: {
        subject: 'Připomínka platby: {service}',
        body: 'Vaše faktura za {service} je splatná {date}: zbývá uhradit {amount}.',
      },
      invoice_copy: {
        subject: 'Vaše faktura: {service}',
        body: 'Zasíláme vaši fakturu za {service}, splatnou {date}: zbývá uhradit {amount}.',
      },
    },
    howToPay: 'Jak zaplatit ({method})',
    button: 'Zobrazit platby',
    invitation:
      'Odpovězte na tento e-mail a pošleme vám pozvánku do autorského přehledu, kde můžete sledovat své faktury a platby.',
    optOut: 'Tato připomenutí můžete vypnout na stránce Předvolby plateb ve svém přehledu.',
  },
  sk: {
    reminders: {
      installment_due_soon: {
        subject: 'Blíži sa splatnosť platby: {service}',
        body: 'Platba {amount} za {service} je splatná {date}.',
      },
      installment_due_today: {
        subject: 'Platba splatná dnes: {service}',
        body: 'Platba {amount} za {service} je splatná dnes, {date}.',
      },
      installment_overdue: {
        subject: 'Platba po splatnosti: {service}',
        body: 'Platba {amount} za {service} bola splatná {date} a ešte nie je uhradená.',
      },
      invoice_overdue: {
        subject: 'Faktúra po splatnosti: {service}',
        body: 'Vaša faktúra za {service} bola splatná {date}: zostáva uhradiť {amount}.',
      },
      invoice_due: {
        subject: 'Pripomienka platby: {service}',
        body: 'Vaša faktúra za {service} je splatná {date}: zostáva uhradiť {amount}.',
      },
      invoice_copy: {
        subject: 'Vaša faktúra: {service}',
        body: 'Zasielame vašu faktúru za {service}, splatnú {date}: zostáva uhradiť {amount}.',
      },
    },
    howToPay: 'Ako zaplatiť ({method})',
    button: 'Zobraziť platby',
    invitation:
      'Odpovedzte na tento e-mail a pošleme vám pozvánku do autorského prehľadu, kde môžete sledovať svoje faktúry a platby.',
    optOut: 'Tieto pripomienky môžete vypnúť na stránke Predvoľby platieb vo svojom prehľade.',
  },
};
