import { sql, type Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DB } from '../db/schema.js';
import type { MailTransport } from './transport.js';

export type DeliveryOutcome = 'sent' | 'retry' | 'failed' | 'skipped';

/** Why a mail is not sent again on its own: the server may have it already. */
export const OUTCOME_UNKNOWN = 'outcome unknown (not retried automatically: the server may have accepted it)';

interface SmtpError {
  code?: string;
  syscall?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

/**
 * True when the server surely did not take the message: it answered with a refusal (a 4xx/5xx
 * code), or no connection was ever made. Anything else (a connection lost or timed out mid-way)
 * may have happened after the server accepted the message, so it must not be sent again.
 */
export function surelyNotDelivered(error: unknown): boolean {
  const { code, syscall, responseCode, message } = (error ?? {}) as SmtpError;
  if (responseCode && responseCode >= 400) return true;
  if (syscall === 'connect' || code === 'EDNS') return true;
  return code === 'ETIMEDOUT' && /^(Connection timeout|Greeting never received)/.test(message ?? '');
}

const describe = (error: unknown) => {
  const { response, message } = (error ?? {}) as SmtpError;
  return (response ?? message ?? String(error)).slice(0, 1000);
};

/**
 * One attempt at one mail. The row is marked 'sending' and committed before the SMTP exchange: a
 * worker that finds it still 'sending' knows an earlier attempt ended without recording its outcome
 * (its process died, or the server's answer was lost), and marks it failed instead of sending twice.
 * 'retry' asks the queue to try again later with backoff (a refusal for now, or no connection).
 */
export async function deliverMail(
  db: Kysely<DB>,
  transport: MailTransport,
  mailId: string,
  options: { lastAttempt: boolean; logger: Logger },
): Promise<DeliveryOutcome> {
  const mail = await db
    .updateTable('mail_messages')
    .set({ status: 'sending', attempts: sql`attempts + 1`, updated_at: new Date() })
    .where('id', '=', mailId)
    .where('status', '=', 'queued')
    .returningAll()
    .executeTakeFirst();
  const record = (changes: { status: 'sent' | 'queued' | 'failed'; last_error?: string; smtp_response?: string }) =>
    db
      .updateTable('mail_messages')
      .set({ ...changes, updated_at: new Date(), ...(changes.status === 'sent' ? { sent_at: new Date() } : {}) })
      .where('id', '=', mailId)
      .execute();

  if (!mail) {
    // Sent or failed already (a repeated job), or an earlier attempt's outcome is unknown.
    const stale = await db
      .updateTable('mail_messages')
      .set({ status: 'failed', last_error: OUTCOME_UNKNOWN, updated_at: new Date() })
      .where('id', '=', mailId)
      .where('status', '=', 'sending')
      .returning('id')
      .executeTakeFirst();
    if (stale) options.logger.error({ mailId }, 'mail attempt ended without an outcome; marked failed');
    return 'skipped';
  }

  try {
    const { response } = await transport.send({
      to: mail.recipient,
      subject: mail.subject,
      text: mail.text_body,
      html: mail.html_body,
      messageId: mail.message_id,
    });
    await record({ status: 'sent', smtp_response: response });
    return 'sent';
  } catch (error) {
    const answer = describe(error);
    if (!surelyNotDelivered(error)) {
      await record({ status: 'failed', last_error: `${OUTCOME_UNKNOWN}: ${answer}` });
      options.logger.error({ mailId, answer }, 'mail outcome unknown; marked failed');
      return 'failed';
    }
    // A 5xx answer is permanent (no such mailbox, say): trying again would get the same.
    const giveUp = options.lastAttempt || ((error as SmtpError).responseCode ?? 0) >= 500;
    await record({ status: giveUp ? 'failed' : 'queued', last_error: answer });
    options.logger.warn({ mailId, attempts: mail.attempts, answer }, giveUp ? 'mail failed' : 'mail not sent yet');
    return giveUp ? 'failed' : 'retry';
  }
}
