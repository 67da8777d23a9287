/**
 * What the visitor reads after the public forms, shared by the page scripts and the server's
 * answer to a form posted without JavaScript. Kept apart from the schemas (zod) so the footer's
 * newsletter form, on every page, does not download the validation library.
 */

/** What the newsletter endpoint says happened; every outcome is a success to the visitor. */
export type NewsletterOutcome = 'confirmation_sent' | 'already_subscribed';

/** What the visitor reads for each newsletter outcome (in the footer, or on the page a form post without JavaScript gets). */
export const newsletterOutcomeMessages: Record<NewsletterOutcome, string> = {
  confirmation_sent: 'Almost there: check your inbox and click the link to confirm your subscription.',
  already_subscribed: 'You are already on the list. Thank you for reading with us!',
};

/** What the visitor reads once the contact form's message is stored. */
export const contactSentMessage = {
  title: 'Thank you, your message is on its way',
  body: 'A member of our team will reply within one business day. A copy of your message went to our inbox.',
} as const;

/**
 * A page the server answers with where no page script runs first: a form posted without
 * JavaScript, the newsletter's confirmation link. The server renders it in the site's layout.
 */
export interface ResultPage {
  title: string;
  paragraphs: string[];
  /** Points the visitor can act on, e.g. each field that needs another look. */
  list?: string[];
  /** Where the visitor goes next. */
  link: { href: string; label: string };
}
