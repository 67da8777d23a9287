import { createRequire } from 'node:module';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { MailQueueSettings } from '../config/env.js';
import type { DB } from '../db/schema.js';
import type { Queue, ScheduledJob } from './queues.js';
import { nextTick, tickJobId } from './schedule-ticks.js';

/**
 * pg-boss's own statements that record a job's outcome (complete, fail), made by its own plan
 * builders for our schema. Its workers send them without waiting for the answer, so a refusal
 * (the database went away mid-job) would be an unhandled rejection, which ends the process.
 */
const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as {
  completeJobs(schema: string): string;
  failJobsById(schema: string): string;
};
const OUTCOME_STATEMENTS = new Set([plans.completeJobs('pgboss'), plans.failJobsById('pgboss')]);
/** The answer to an outcome statement that changed no job. */
const NOTHING_RECORDED = { rows: [{ count: '0' }] };

/** How often idle workers poll, and when a job whose worker died is taken back (MAIL_* settings). */
export type JobQueueSettings = Pick<MailQueueSettings, 'pollIntervalMs' | 'abandonedAfterSeconds'>;

/**
 * How seldom a worker looks for jobs by itself. In between, the instance looks for due jobs of all
 * its queues in one statement every MAIL_POLL_INTERVAL_MS (wakeDue) and wakes the workers of those
 * that have one: each look is a statement on the database (on the embedded one, in this process
 * and holding its one connection), and a job sent from here wakes its workers at once anyway.
 */
const WORKER_POLL_SECONDS = 300;
/** setTimeout's longest wait: a schedule's next run may be further off (a monthly backup). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** pg-boss's way to run SQL: through Kysely, so on PGlite it waits its turn for the one connection. */
const executorOf = (db: Kysely<DB>): PgBoss.Db => ({
  executeSql: (text, values = []) => db.executeQuery(CompiledQuery.raw(text, values)),
});

export type JobHandler<Data extends object> = (jobs: PgBoss.JobWithMetadata<Data>[]) => Promise<unknown>;

/**
 * The server's background work, on pg-boss in the application's database: jobs are stored in the
 * transaction of the change that asks for them, retried by the queue's rules (queues.ts), taken
 * back from a dead instance, and each run of a cron schedule runs once for all instances.
 *
 * The schedules' clock is ours, not pg-boss's: its cron monitor evaluated every cron expression
 * each 30 s (tens of milliseconds of date arithmetic, blocking requests meanwhile) and moved each
 * run through two more polled queues. Here each schedule waits on one timer for its next run, and
 * every instance offers that run under the same job id: the database keeps one.
 *
 * pg-boss stays at 10.4: its later majors need Node 22 and the server runs on Node 20.19 and up.
 * Its schema comes from our migrations (0015), not from pg-boss's own migrate: the migrator runs
 * every schema change in one locked transaction with the rest, so a backup, a restore and a second
 * instance starting at once always see one schema history; pg-boss is started with
 * `migrate: false` and refuses to start on a schema version a migration has not brought.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private stopped = false;
  /** This instance's workers, by queue: a job sent here wakes them instead of waiting for their poll. */
  private readonly workers = new Map<string, string[]>();
  /** Queues sent to in a transaction not yet known to be over (see wakePending). */
  private readonly pending = new Set<string>();
  /** The timer of wakeDue, and whether a look is under way (a slow one is not overtaken). */
  private dueCheck: NodeJS.Timeout | undefined;
  private lookingForDueJobs = false;
  /** Each schedule of this instance, by name, with its next run and the timer waiting for it. */
  private readonly clocks = new Map<string, { job: ScheduledJob; tick: number; timer: NodeJS.Timeout }>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly settings: JobQueueSettings,
    private readonly logger: Logger,
  ) {
    const executor = executorOf(db);
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => this.execute(executor, text, values) },
      migrate: false,
      // Completed jobs are kept a week (mail_messages and the features' tables keep their outcomes).
      deleteAfterDays: 7,
      // Expired jobs are taken back by pg-boss's maintenance: at least as often as they can expire.
      maintenanceIntervalSeconds: Math.min(120, settings.abandonedAfterSeconds),
      // Schedules run on this class's clock (every).
      schedule: false,
    });
    this.boss.on('error', (error) => logger.warn({ err: error }, 'job queue error'));
  }

  /**
   * Once stopped, this instance leaves the queue alone: a worker still finishing (its database went
   * away mid-job) would otherwise write after the database closed; its jobs expire and are taken by
   * another instance or the next start. An outcome that cannot be recorded leaves the job active,
   * to run again once it expires (each feature's job is safe to run twice).
   */
  private async execute(executor: PgBoss.Db, text: string, values: unknown[] = []) {
    const recordsOutcome = OUTCOME_STATEMENTS.has(text);
    if (this.stopped) return recordsOutcome ? NOTHING_RECORDED : { rows: [] };
    if (!recordsOutcome) return executor.executeSql(text, values);
    try {
      return await executor.executeSql(text, values);
    } catch (error) {
      this.logger.warn({ err: error }, 'could not record a job outcome: the job runs again once it expires');
      return NOTHING_RECORDED;
    }
  }

  /**
   * Stores a job in the transaction of `db`: it exists exactly when the change asking for it commits.
   * This instance's workers of the queue start on it at once: now when `db` is no transaction,
   * otherwise at the next `wakePending` (once the request or job that sent it is over).
   */
  async send<Data extends object>(db: Kysely<DB>, queue: Queue<Data>, data: Data, options: PgBoss.SendOptions = {}) {
    await this.boss.send(queue.name, data, {
      expireInSeconds: this.settings.abandonedAfterSeconds,
      ...queue.send,
      ...options,
      db: executorOf(db),
    });
    if (db.isTransaction) this.pending.add(queue.name);
    else this.wake(queue.name);
  }

  /**
   * Wakes the workers of every queue sent to in a transaction since the last call: called once a
   * request has been answered and once a job has run, when their transactions are over.
   */
  wakePending(): void {
    for (const name of this.pending) this.wake(name);
    this.pending.clear();
  }

  private wake(name: string): void {
    for (const id of this.workers.get(name) ?? []) this.boss.notifyWorker(id);
  }

  /** Wakes the workers of each queue of this instance holding a due job (a retry, another instance's). */
  private async wakeDue(): Promise<void> {
    if (this.stopped || this.lookingForDueJobs || this.workers.size === 0) return;
    this.lookingForDueJobs = true;
    try {
      const { rows } = await sql<{ name: string }>`
        select distinct name from pgboss.job
        where name = any(${[...this.workers.keys()]}) and state < 'active' and start_after < now()`.execute(this.db);
      for (const { name } of rows) this.wake(name);
    } catch (error) {
      this.logger.warn({ err: error }, 'could not look for due jobs');
    } finally {
      this.lookingForDueJobs = false;
    }
  }

  /** Works `name` with `handler`, then wakes whatever the handler's jobs sent. */
  private async watch<Data extends object>(
    name: string,
    options: PgBoss.WorkOptions,
    handler: JobHandler<Data>,
  ): Promise<string> {
    const id = await this.boss.work<Data>(name, { ...options, includeMetadata: true }, async (jobs) => {
      try {
        return await handler(jobs);
      } finally {
        this.wakePending();
      }
    });
    this.workers.set(name, [...(this.workers.get(name) ?? []), id]);
    return id;
  }

  /**
   * Works a queue on this instance; a handler that throws fails the batch, which is retried by the
   * queue's rules. Due jobs that were not sent from here (retries, jobs sent by another instance)
   * wake it within MAIL_POLL_INTERVAL_MS (wakeDue). Returns a call that starts the worker now.
   */
  async work<Data extends object>(
    queue: Queue<Data>,
    handler: JobHandler<Data>,
    options: { batchSize?: number } = {},
  ): Promise<() => void> {
    const id = await this.watch(queue.name, { ...options, pollingIntervalSeconds: WORKER_POLL_SECONDS }, handler);
    return () => this.boss.notifyWorker(id);
  }

  /** Fails one job of a batch (it is retried by its queue's rules) while the others complete. */
  async retryLater(queue: Queue<object>, jobId: string): Promise<void> {
    await this.boss.fail(queue.name, jobId, { retry: true });
  }

  /** Runs `run` at each time of the schedule's cron, on whichever instance the database picks. */
  async every(job: ScheduledJob, run: () => Promise<unknown>): Promise<void> {
    await this.watch(job.name, { pollingIntervalSeconds: WORKER_POLL_SECONDS }, () => run());
    this.keepTime(job, nextTick(job, new Date()));
  }

  /** Waits for the run of `job` due at `tick`, offers it, and waits for the next one. */
  private keepTime(job: ScheduledJob, tick: number): void {
    const timer = setTimeout(
      () => {
        // A wait longer than setTimeout allows is taken in several.
        if (Date.now() < tick) return this.keepTime(job, tick);
        void this.offer(job, tick);
        this.keepTime(job, nextTick(job, new Date(Math.max(Date.now(), tick))));
      },
      Math.min(Math.max(0, tick - Date.now()), MAX_TIMER_MS),
    );
    // Never what keeps a process alive: stop() ends the clocks of a running server.
    timer.unref();
    this.clocks.set(job.name, { job, tick, timer });
  }

  /** The schedule of that name on this instance, with the time of its next run. */
  schedule(name: string): (ScheduledJob & { nextRunAt: Date }) | undefined {
    const clock = this.clocks.get(name);
    return clock && { ...clock.job, nextRunAt: new Date(clock.tick) };
  }

  /**
   * Offers the run of `job` due at `tick`: every instance offers it under the same id, the database
   * keeps the first offer and refuses the others, and the instance whose offer was kept runs it.
   */
  private async offer(job: ScheduledJob, tick: number): Promise<void> {
    try {
      const id = await this.boss.send(
        job.name,
        {},
        { id: tickJobId(job, tick), expireInSeconds: this.settings.abandonedAfterSeconds },
      );
      if (id) this.wake(job.name);
    } catch (error) {
      this.logger.warn({ err: error, schedule: job.name }, 'could not offer a scheduled run');
    }
  }

  async start(): Promise<void> {
    await this.boss.start();
    this.dueCheck = setInterval(() => void this.wakeDue(), this.settings.pollIntervalMs);
    this.dueCheck.unref();
  }

  /**
   * Stops this instance's workers. Jobs under way get a few seconds to finish, within the server's
   * shutdown grace (main.ts).
   */
  async stop(): Promise<void> {
    clearInterval(this.dueCheck);
    for (const { timer } of this.clocks.values()) clearTimeout(timer);
    this.clocks.clear();
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: 8_000 });
    this.stopped = true;
  }
}
