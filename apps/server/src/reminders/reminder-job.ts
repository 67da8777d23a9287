import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DB } from '../db/schema.js';
import type { MailQueue } from '../mail/mail-queue.js';
import { queuePaymentReminders } from './payment-reminders.js';

const REMINDER_QUEUE = 'reminders';
/** Hourly: a day's reminders go out in its first hour, and a server down at that time catches up. */
const EVERY_HOUR = '15 * * * *';

/**
 * Schedules the payment reminders with the queue's cron (pg-boss keeps one schedule for every
 * instance, and one instance runs each tick).
 */
export async function startPaymentReminders(
  db: Kysely<DB>,
  mailQueue: MailQueue,
  options: { siteUrl: string; logger: Logger },
): Promise<void> {
  await mailQueue.boss.schedule(REMINDER_QUEUE, EVERY_HOUR);
  await mailQueue.boss.work(REMINDER_QUEUE, async () => {
    const queued = await queuePaymentReminders(db, mailQueue, { now: new Date(), siteUrl: options.siteUrl });
    options.logger.info({ queued }, 'payment reminders checked');
  });
}
