import { sql, type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createTestDatabase, silentLogger } from '../../test/support/harness.js';
import type { DB } from '../db/schema.js';
import { JobQueue } from './job-queue.js';
import { backupSchedule, QUEUES, SCHEDULES } from './queues.js';

const settings = { pollIntervalMs: 500, abandonedAfterSeconds: 60 };

/**
 * pg-boss records a job's outcome without waiting for the answer: recording it must never reject,
 * or the rejection would be unhandled and end the server.
 */
describe('recording a job outcome', () => {
  it('answers "nothing recorded" once the queue has stopped', async () => {
    const test = await createTestDatabase();
    try {
      const jobs = new JobQueue(test.database.db, settings, silentLogger);
      await jobs.start();
      await jobs.stop();
      await expect(jobs.retryLater(QUEUES.mail, randomUUID())).resolves.toBeUndefined();
    } finally {
      await test.dispose();
    }
  });

  it('logs instead of rejecting when a job ends after its database went away', async () => {
    const test = await createTestDatabase();
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
    const jobs = new JobQueue(test.database.db, settings, logger);
    await jobs.start();
    const ran = vi.fn(async () => {
      // The job's work is done when its database closes under it: pg-boss then records the outcome.
      await test.dispose();
    });
    const wake = await jobs.work(QUEUES.salesImportStalled, ran);
    await jobs.send(test.database.db, QUEUES.salesImportStalled, { importId: randomUUID() });
    wake();
    // An unhandled rejection would fail this run (Vitest reports them as errors).
    await vi.waitFor(() => expect(lines.join('')).toContain('could not record a job outcome'), { timeout: 20_000 });
    expect(ran).toHaveBeenCalledTimes(1);
    await jobs.stop().catch(() => undefined);
  });
});

describe('the queues in the database', () => {
  it('holds every queue and schedule the server works: pg-boss refuses to schedule a missing one', async () => {
    const test = await createTestDatabase();
    try {
      const { rows } = await sql<{ name: string }>`select name from pgboss.queue`.execute(test.database.db);
      const created = rows.map((row) => row.name);
      const used = [
        ...Object.values(QUEUES).map((queue) => queue.name),
        ...Object.values(SCHEDULES).map((job) => job.name),
        backupSchedule('0 3 * * *').name,
      ];
      expect(used.filter((name) => !created.includes(name))).toEqual([]);
    } finally {
      await test.dispose();
    }
  });
});

/**
 * Workers poll seldom (each poll is a statement on the database), so a job sent through this
 * instance must wake its workers. Their poll here is ten minutes: a job that waited for it would
 * outlast every wait below.
 */
describe('waking workers', () => {
  const seldom = { pollIntervalMs: 600_000, abandonedAfterSeconds: 60 };
  const job = () => ({ importId: randomUUID() });
  const ranWith = (ran: ReturnType<typeof vi.fn>, importId: string) =>
    vi.waitFor(() => expect(ran.mock.calls.map(([[run]]) => run.data.importId)).toContain(importId), {
      timeout: 15_000,
    });
  /** Runs `check` with a started queue on a new database, and stops and drops both after it. */
  const withSeldomQueue = async (check: (jobs: JobQueue, db: Kysely<DB>) => Promise<void>) => {
    const test = await createTestDatabase();
    const jobs = new JobQueue(test.database.db, seldom, silentLogger);
    try {
      await jobs.start();
      await check(jobs, test.database.db);
    } finally {
      await jobs.stop();
      await test.dispose();
    }
  };

  it('starts a job sent outside a transaction at once, however long the poll', () =>
    withSeldomQueue(async (jobs, db) => {
      const ran = vi.fn(async () => undefined);
      await jobs.work(QUEUES.salesImportStalled, ran);
      // The second is sent while the worker waits out its poll after the first.
      for (const data of [job(), job()]) {
        await jobs.send(db, QUEUES.salesImportStalled, data);
        await ranWith(ran, data.importId);
      }
    }));

  it('starts a job sent in a transaction once the pending wakes are called, after the commit', () =>
    withSeldomQueue(async (jobs, db) => {
      const ran = vi.fn(async () => undefined);
      await jobs.work(QUEUES.salesImportStalled, ran);
      for (const data of [job(), job()]) {
        await db.transaction().execute((trx) => jobs.send(trx, QUEUES.salesImportStalled, data));
        jobs.wakePending();
        await ranWith(ran, data.importId);
      }
    }));

  it('wakes the workers of what a job sent in its own transaction once that job has run', () =>
    withSeldomQueue(async (jobs, db) => {
      const followUp = job();
      const ran = vi.fn(async () => undefined);
      await jobs.work(QUEUES.salesImportStalled, ran);
      await jobs.work(QUEUES.salesImport, async () => {
        await db.transaction().execute((trx) => jobs.send(trx, QUEUES.salesImportStalled, followUp));
      });
      await jobs.send(db, QUEUES.salesImport, job());
      await ranWith(ran, followUp.importId);
    }));

  it('starts a scheduled job sent by hand at once, however long the poll', () =>
    withSeldomQueue(async (jobs, db) => {
      const run = vi.fn(async () => undefined);
      await jobs.every(SCHEDULES.mailLogRetention, run);
      // The second is sent while the worker waits out its poll after the first.
      for (const times of [1, 2]) {
        await jobs.send(db, { name: SCHEDULES.mailLogRetention.name, send: {} }, {});
        await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(times), { timeout: 15_000 });
      }
    }));
});

describe('due jobs not sent from here', () => {
  it('wake the instance’s workers within its poll interval, though a worker looks by itself only every few minutes', async () => {
    const test = await createTestDatabase();
    const here = new JobQueue(test.database.db, settings, silentLogger);
    const elsewhere = new JobQueue(test.database.db, settings, silentLogger);
    try {
      await here.start();
      await elsewhere.start();
      const ran = vi.fn(async () => undefined);
      await here.work(QUEUES.salesImportStalled, ran);
      // Another instance sends it: nothing wakes this instance's worker but its look for due jobs.
      await elsewhere.send(test.database.db, QUEUES.salesImportStalled, { importId: randomUUID() });
      await vi.waitFor(() => expect(ran).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    } finally {
      await here.stop();
      await elsewhere.stop();
      await test.dispose();
    }
  });
});

describe('schedules', () => {
  /** The mail log's schedule (its queue exists), due every second instead of once a day. */
  const everySecond = { ...SCHEDULES.mailLogRetention, cron: '* * * * * *' };

  it('runs each time of its cron once, though every instance offers it', async () => {
    const test = await createTestDatabase();
    const instances = [0, 1].map(() => new JobQueue(test.database.db, settings, silentLogger));
    const runs = instances.map(() => vi.fn(async () => undefined));
    try {
      for (const [index, jobs] of instances.entries()) {
        await jobs.start();
        await jobs.every(everySecond, runs[index]!);
      }
      const total = () => runs.reduce((sum, run) => sum + run.mock.calls.length, 0);
      await vi.waitFor(() => expect(total()).toBeGreaterThanOrEqual(3), { timeout: 20_000 });
      for (const jobs of instances) await jobs.stop();

      // One job a second, each run once: never one per instance.
      const { rows } = await sql<{ id: string; state: string }>`
        select id, state from pgboss.job where name = ${everySecond.name}`.execute(test.database.db);
      const completed = rows.filter((row) => row.state === 'completed');
      expect(completed.length).toBe(total());
      expect(rows.length).toBeLessThanOrEqual(total() + 1);
    } finally {
      for (const jobs of instances) await jobs.stop().catch(() => undefined);
      await test.dispose();
    }
  });
});
