import { createHash, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Logger } from 'pino';
import { MAIL_STATUSES, type MailStatus } from '@app/contracts/staff-api';
import { precompiled } from '../db/precompiled.js';
import type { DB } from '../db/schema.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { QUEUES } from '../jobs/queues.js';
import { deliverMail } from './delivery.js';
import type { Config, MailQueueSettings } from '../config/env.js';
import { createMailTransport, type MailMessage, type MailTransport } from './transport.js';

export interface NewMail extends MailMessage {
  /** What the mail is, for the staff mail log: 'identity.recovery', 'contact', … */
  kind: string;
  /**
   * One key, one mail, ever: a second enqueue with a key already stored is dropped. Defaults to a
   * fresh key (the change that causes the mail happens once, in the same transaction).
   */
  key?: string;
}

/** Mails sent at once by one instance: a batch is fetched, then sent side by side. */
const BATCH_SIZE = 20;

/**
 * Exponential backoff doubles the wait each time (pg-boss adds up to as much again at random):
 * the smallest number of retries whose shortest waits add up to `hours`.
 */
export function retryLimitFor(retryDelaySeconds: number, hours: number): number {
  return Math.ceil(Math.log2((hours * 3600) / retryDelaySeconds + 1));
}

/** A Message-ID that is the same on every attempt of a mail, so a receiver can tell repeats apart. */
export function messageIdFor(key: string, siteUrl: string): string {
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 40)}@${new URL(siteUrl).hostname}>`;
}

/**
 * Every mail the server sends goes through here: `enqueue` stores it (a mail_messages row and a
 * pg-boss job) in the caller's transaction, and workers send it later with retries. See
 * docs/operations.md for the delivery guarantees.
 */
export class MailQueue {
  private wakeWorker: (() => void) | null = null;
  private readonly retryLimit: number;

  constructor(
    private readonly jobs: JobQueue,
    private readonly db: Kysely<DB>,
    private readonly transport: MailTransport,
    private readonly settings: MailQueueSettings & { siteUrl: string },
    private readonly logger: Logger,
  ) {
    this.retryLimit = retryLimitFor(settings.retryDelaySeconds, settings.retryHours);
  }

  /** Stores a mail in the transaction of `db` (one is opened when `db` is not in one). */
  async enqueue(db: Kysely<DB>, mail: NewMail): Promise<void> {
    if (!db.isTransaction) return db.transaction().execute((trx) => this.enqueue(trx, mail));
    const key = mail.key ?? `${mail.kind}:${randomUUID()}`;
    const stored = await db
      .insertInto('mail_messages')
      .values({
        idempotency_key: key,
        kind: mail.kind,
        recipient: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        message_id: messageIdFor(key, this.settings.siteUrl),
      })
      .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!stored) return;
    await this.sendMailJob(db, stored.id);
  }

  /**
   * Puts a failed mail back in the queue, in the transaction of `db` (staff's Retry): it goes out
   * once more, under its Message-ID. False when it is not a failed mail.
   */
  async requeue(db: Kysely<DB>, mailId: string): Promise<boolean> {
    if (!db.isTransaction) return db.transaction().execute((trx) => this.requeue(trx, mailId));
    const row = await db
      .updateTable('mail_messages')
      .set({ status: 'queued', updated_at: new Date() })
      .where('id', '=', mailId)
      .where('status', '=', 'failed')
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    await this.sendMailJob(db, row.id);
    return true;
  }

  /** The count statements by their list of statuses, built once: the health check counts on every check. */
  private readonly countStatements = new Map<
    string,
    (values: object) => Promise<{ status: MailStatus; count: number }[]>
  >();

  /**
   * How many mails are in each of `statuses` (all by default; others count 0): `queued` wait to
   * be sent or retried.
   */
  async counts(statuses: readonly MailStatus[] = MAIL_STATUSES): Promise<Record<MailStatus, number>> {
    const key = statuses.join();
    let count = this.countStatements.get(key);
    if (!count) {
      count = precompiled(this.db, [], () =>
        this.db
          .selectFrom('mail_messages')
          .select(['status', sql<number>`count(*)::int`.as('count')])
          .where('status', 'in', statuses)
          .groupBy('status'),
      );
      this.countStatements.set(key, count);
    }
    const rows = await count({});
    const counts: Record<MailStatus, number> = { queued: 0, sending: 0, sent: 0, failed: 0 };
    for (const row of rows) counts[row.status] = row.count;
    return counts;
  }

  /** Starts this instance's mail workers (the job queue itself is started by the app). */
  async start(): Promise<void> {
    this.wakeWorker = await this.jobs.work(
      QUEUES.mail,
      async (jobs) => {
        await Promise.all(
          jobs.map(async (job) => {
            const outcome = await deliverMail(this.db, this.transport, job.data.mailId, {
              lastAttempt: job.retryCount >= job.retryLimit,
              logger: this.logger,
            });
            // The other jobs of the batch complete when this handler returns.
            if (outcome === 'retry') await this.jobs.retryLater(QUEUES.mail, job.id);
          }),
        );
        // A full batch: more may wait, so fetch again without the polling pause.
        if (jobs.length === BATCH_SIZE) this.wakeWorker?.();
      },
      { batchSize: BATCH_SIZE },
    );
  }

  /**
   * Closes the transport, once the job queue has stopped (mails being sent got a few seconds to
   * finish; one cut short shows as "outcome unknown").
   */
  close(): void {
    this.transport.close();
  }

  private async sendMailJob(db: Kysely<DB>, mailId: string): Promise<void> {
    await this.jobs.send(
      db,
      QUEUES.mail,
      { mailId },
      { retryLimit: this.retryLimit, retryDelay: this.settings.retryDelaySeconds, retryBackoff: true },
    );
  }
}

/** The queue over the configured transport: SMTP_URL, or the dev outbox in DATA_DIR/mail. */
export function createMailQueue(
  jobs: JobQueue,
  db: Kysely<DB>,
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'siteUrl' | 'mailQueue'>,
  logger: Logger,
): MailQueue {
  const transport = createMailTransport({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    logger,
  });
  return new MailQueue(jobs, db, transport, { ...config.mailQueue, siteUrl: config.siteUrl }, logger);
}
