import { catalogues } from '../i18n/i18n.js';

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

/**
 * Payment reminders in the 8 locales of the identity mails, as catalogued in
 * `i18n/<locale>/reminders.json`: `{{service}}`, `{{amount}}` (what is still owed, never the total)
 * and `{{date}}` are filled in; `howToPay` takes `{{method}}`.
 */
export const reminderTexts = catalogues.reminders;
