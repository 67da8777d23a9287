import { createHash, randomUUID } from 'node:crypto';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { MAIL_STATUSES, type MailStatus } from '@app/contracts/staff-api';
import type { DB } from '../db/schema.js';
import { deliverMail } from './delivery.js';
import type { Config, MailQueueSettings } from '../config/env.js';
import { createMailTransport, type MailMessage, type MailTransport } from './transport.js';

export const MAIL_QUEUE = 'mail';

export interface NewMail extends MailMessage {
  /** What the mail is, for the staff mail log: 'identity.recovery', 'contact', … */
  kind: string;
  /**
   * One key, one mail, ever: a second enqueue with a key already stored is dropped. Defaults to a
   * fresh key (the change that causes the mail happens once, in the same transaction).
   */
  key?: string;
}

/** pg-boss's complete and fail commands: their answer is the count of jobs they changed. */
const RECORDS_OUTCOME = /SELECT COUNT\(\*\) FROM results\s*$/;
const NOTHING_RECORDED = { rows: [{ count: '0' }] };

/** Mails sent at once by one instance: a batch is fetched, then sent side by side. */
const BATCH_SIZE = 20;

/** pg-boss's way to run SQL: through Kysely, so on PGlite it waits its turn for the one connection. */
function jobQueueExecutor(db: Kysely<DB>): PgBoss.Db {
  return {
    executeSql: (text, values = []) => db.executeQuery(CompiledQuery.raw(text, values)),
  };
}

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
  readonly boss: PgBoss;
  private readonly workerIds: string[] = [];
  private wakePending = false;
  private stopped = false;
  private readonly retryLimit: number;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly transport: MailTransport,
    private readonly settings: MailQueueSettings & { siteUrl: string },
    private readonly logger: Logger,
  ) {
    this.retryLimit = retryLimitFor(settings.retryDelaySeconds, settings.retryHours);
    const executor = jobQueueExecutor(db);
    this.boss = new PgBoss({
      // Once stopped, this instance leaves the queue alone: a worker still finishing (its database
      // went away mid-job) would otherwise write after the database closed. Its jobs expire and are
      // taken by another instance or the next start (abandonedAfterSeconds).
      db: { executeSql: (text, values) => this.execute(executor, text, values) },
      // The tables come from migration 0015; a pg-boss needing another schema refuses to start.
      migrate: false,
      // Completed jobs are kept a week; mail_messages keeps the mails themselves.
      deleteAfterDays: 7,
      // Expired jobs are taken back by pg-boss's maintenance: at least as often as they can expire.
      maintenanceIntervalSeconds: Math.min(120, settings.abandonedAfterSeconds),
    });
    this.boss.on('error', (error) => logger.warn({ err: error }, 'job queue error'));
  }

  /**
   * pg-boss's SQL. It records a job's outcome (complete, fail) without waiting for the answer: a
   * refusal there (the database went away mid-job) would be an unhandled rejection, which ends the
   * process. Such a job is left active instead and runs again once it expires; a mail already
   * sent is not sent twice (mail_messages records it).
   */
  private async execute(executor: PgBoss.Db, text: string, values: unknown[] = []) {
    const recordsOutcome = RECORDS_OUTCOME.test(text);
    if (this.stopped) return recordsOutcome ? NOTHING_RECORDED : { rows: [] };
    if (!recordsOutcome) return executor.executeSql(text, values);
    try {
      return await executor.executeSql(text, values);
    } catch (error) {
      this.logger.warn({ err: error }, 'could not record a job outcome: the job runs again once it expires');
      return NOTHING_RECORDED;
    }
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
    this.wakePending = true;
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
    this.wakePending = true;
    return true;
  }

  /**
   * How many mails are in each of `statuses` (all by default; others count 0): `queued` wait to
   * be sent or retried.
   */
  async counts(statuses: readonly MailStatus[] = MAIL_STATUSES): Promise<Record<MailStatus, number>> {
    const rows = await this.db
      .selectFrom('mail_messages')
      .select(['status', sql<number>`count(*)::int`.as('count')])
      .where('status', 'in', statuses)
      .groupBy('status')
      .execute();
    const counts: Record<MailStatus, number> = { queued: 0, sending: 0, sent: 0, failed: 0 };
    for (const row of rows) counts[row.status] = row.count;
    return counts;
  }

  /**
   * Queues a job of another of the app's background queues in the transaction of `db`, so the job
   * exists exactly when the change that asks for it is committed. A job whose worker died is taken
   * back after the queue's abandoned-after time, like a mail's.
   */
  async sendJob<T extends object>(db: Kysely<DB>, queue: string, data: T, options: PgBoss.SendOptions = {}) {
    await this.boss.send(queue, data, {
      expireInSeconds: this.settings.abandonedAfterSeconds,
      ...options,
      db: jobQueueExecutor(db),
    });
  }

  /** Works a background queue on this instance, polling as often as the mail workers; returns a wake-up call. */
  async work<T extends object>(queue: string, handler: PgBoss.WorkWithMetadataHandler<T>): Promise<() => void> {
    const id = await this.boss.work<T>(
      queue,
      { includeMetadata: true, pollingIntervalSeconds: this.settings.pollIntervalMs / 1000 },
      handler,
    );
    return () => this.boss.notifyWorker(id);
  }

  /** Starts this instance's workers. */
  async start(): Promise<void> {
    await this.boss.start();
    const id = await this.boss.work<{ mailId: string }>(
      MAIL_QUEUE,
      { batchSize: BATCH_SIZE, includeMetadata: true, pollingIntervalSeconds: this.settings.pollIntervalMs / 1000 },
      async (jobs) => {
        await Promise.all(
          jobs.map(async (job) => {
            const outcome = await deliverMail(this.db, this.transport, job.data.mailId, {
              lastAttempt: job.retryCount >= job.retryLimit,
              logger: this.logger,
            });
            // The other jobs of the batch complete when this handler returns.
            if (outcome === 'retry') await this.boss.fail(MAIL_QUEUE, job.id, { retry: true });
          }),
        );
        // A full batch: more may wait, so fetch again without the polling pause.
        if (jobs.length === BATCH_SIZE) this.wake();
      },
    );
    this.workerIds.push(id);
  }

  /** Wakes the workers if a mail was enqueued since the last call (after its transaction ended). */
  wakeIfPending(): void {
    if (!this.wakePending) return;
    this.wakePending = false;
    this.wake();
  }

  /**
   * Stops the workers and closes the transport. Mails being sent get a few seconds to finish,
   * within the server's shutdown grace (main.ts); one cut short shows as "outcome unknown".
   */
  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: 8_000 });
    this.stopped = true;
    this.transport.close();
  }

  private wake(): void {
    for (const id of this.workerIds) this.boss.notifyWorker(id);
  }

  private async sendMailJob(db: Kysely<DB>, mailId: string): Promise<void> {
    await this.sendJob(
      db,
      MAIL_QUEUE,
      { mailId },
      { retryLimit: this.retryLimit, retryDelay: this.settings.retryDelaySeconds, retryBackoff: true },
    );
  }
}

/** The queue over the configured transport: SMTP_URL, or the dev outbox in DATA_DIR/mail. */
export function createMailQueue(
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
  return new MailQueue(db, transport, { ...config.mailQueue, siteUrl: config.siteUrl }, logger);
}
