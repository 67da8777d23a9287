import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DB } from '../db/schema.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { SCHEDULES } from '../jobs/queues.js';
import type { MailQueue } from '../mail/mail-queue.js';
import { queuePaymentReminders } from './payment-reminders.js';

/** Schedules the payment reminders on the job queue's cron (one instance runs each tick). */
export async function startPaymentReminders(
  db: Kysely<DB>,
  jobs: JobQueue,
  mailQueue: MailQueue,
  options: { siteUrl: string; logger: Logger },
): Promise<void> {
  await jobs.every(SCHEDULES.paymentReminders, async () => {
    const queued = await queuePaymentReminders(db, mailQueue, { now: new Date(), siteUrl: options.siteUrl });
    options.logger.info({ queued }, 'payment reminders checked');
  });
}
