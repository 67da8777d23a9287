import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DB } from '../db/schema.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { SCHEDULES } from '../jobs/queues.js';

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
  jobs: JobQueue,
  options: { days: number; logger: Logger },
): Promise<void> {
  if (options.days === 0) return;
  await jobs.every(SCHEDULES.mailLogRetention, async () => {
    const removed = await pruneMailLog(db, options.days, new Date());
    options.logger.info({ removed, days: options.days }, 'mail log pruned');
  });
}
