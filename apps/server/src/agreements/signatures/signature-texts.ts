/** The mails the author receives (texts in `i18n/<locale>/signatures.json`; `{{title}}` and `{{date}}` are filled in). */
export type AuthorSignatureMail = 'sent' | 'signed' | 'completed';
