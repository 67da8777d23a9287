import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DB } from '../db/schema.js';
import type { MailQueue } from './mail-queue.js';

const RETENTION_QUEUE = 'mail-log-retention';
const DAILY = '45 3 * * *';

/**
 * Removes from the mail log what was sent (or given up on) more than `days` days before `now`.
 * Mail still waiting or being sent stays whatever its age. Returns how many went.
 */
export async function pruneMailLog(db: Kysely<DB>, days: number, now: Date): Promise<number> {
  const before = new Date(now.getTime() - days * 86_400_000);
  const removed = await db
    .deleteFrom('mail_messages')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'sent'), eb('sent_at', '<', before)]),
        eb.and([eb('status', '=', 'failed'), eb('updated_at', '<', before)]),
      ]),
    )
    .executeTakeFirst();
  return Number(removed.numDeletedRows);
}

/**
 * The mail log keeps every mail's text: without a limit it grows for as long as the site runs.
 * Once a day the job queue prunes it to `days` days (0 keeps everything).
 */
export async function startMailLogRetention(
  db: Kysely<DB>,
  mailQueue: MailQueue,
  options: { days: number; logger: Logger },
): Promise<void> {
  const { boss } = mailQueue;
  if (options.days === 0) {
    await boss.unschedule(RETENTION_QUEUE).catch(() => undefined);
    return;
  }
  await boss.schedule(RETENTION_QUEUE, DAILY, undefined, { tz: 'UTC' });
  await boss.work(RETENTION_QUEUE, async () => {
    const removed = await pruneMailLog(db, options.days, new Date());
    options.logger.info({ removed, days: options.days }, 'mail log pruned');
  });
}
