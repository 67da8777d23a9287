import type PgBoss from 'pg-boss';

/**
 * Every background queue of the server, with the data its jobs carry and how they are retried:
 * the one list to read to know what runs in the background. Features send to and work these
 * queues through `JobQueue` (job-queue.ts).
 */

/** A queue whose jobs carry `Data`; `send` defaults come with it. */
export interface Queue<Data extends object> {
  readonly name: string;
  readonly send: PgBoss.SendOptions;
  /** Never set: carries `Data` for the type checker. */
  readonly data?: Data;
}

/** A job run on a cron schedule: pg-boss keeps one schedule for all instances, one runs each tick. */
export interface ScheduledJob {
  readonly name: string;
  readonly cron: string;
  readonly tz: string;
}

const queue = <Data extends object>(name: string, send: PgBoss.SendOptions = {}): Queue<Data> => ({ name, send });

/** Sales imports whose every attempt ended without finishing them (the dead letters of SALES_IMPORT). */
export const SALES_IMPORT_STALLED = queue<{ importId: string }>('sales-import-stalled');

export const QUEUES = {
  /** A mail of mail_messages to deliver; retried with backoff for MAIL_RETRY_HOURS (mail-queue.ts). */
  mail: queue<{ mailId: string }>('mail'),
  /**
   * A confirmed sales import: retried after a server died mid-file or the database went away for a
   * moment; given up imports go to SALES_IMPORT_STALLED, which fails them once they stop moving.
   */
  salesImport: queue<{ importId: string }>('sales-import', {
    retryLimit: 4,
    retryDelay: 2,
    deadLetter: SALES_IMPORT_STALLED.name,
  }),
  salesImportStalled: SALES_IMPORT_STALLED,
} as const;

export const SCHEDULES = {
  /** Hourly: a day's reminders go out in its first hour, and a server down at that time catches up. */
  paymentReminders: { name: 'reminders', cron: '15 * * * *', tz: 'UTC' },
  /** Authors with a staff reply they have not read: one sweep a minute. */
  chatReplyNotices: { name: 'chat-reply-notices', cron: '* * * * *', tz: 'UTC' },
  /** Proofs falling due and corrections waiting on staff (production-reminders.ts), hourly. */
  productionReminders: { name: 'production-reminders', cron: '30 * * * *', tz: 'UTC' },
  /** Project files of uploads that died before becoming a version (production/dead-uploads.ts), hourly. */
  deadUploads: { name: 'dead-uploads', cron: '50 * * * *', tz: 'UTC' },
  /** The mail log's retention, once a day at night. */
  mailLogRetention: { name: 'mail-log-retention', cron: '45 3 * * *', tz: 'UTC' },
} as const satisfies Record<string, ScheduledJob>;

/** The embedded database's backups: their cron is BACKUP_SCHEDULE. */
export const backupSchedule = (cron: string): ScheduledJob => ({ name: 'backups', cron, tz: 'UTC' });
