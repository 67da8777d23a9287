import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createTestDatabase, silentLogger } from '../../test/support/harness.js';
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
