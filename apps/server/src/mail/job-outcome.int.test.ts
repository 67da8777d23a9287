import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTempDir, createTestDatabase, silentLogger } from '../../test/harness.js';
import { loadConfig } from '../config/env.js';
import { createMailQueue, MAIL_QUEUE } from './mail-queue.js';

/**
 * pg-boss records a job's outcome without waiting for the answer: these calls must never reject,
 * or the rejection would be unhandled and end the server.
 */
describe('recording a job outcome', () => {
  const config = (dataDir: string) => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });

  it('answers "nothing recorded" once the queue has stopped', async () => {
    const test = await createTestDatabase();
    const dir = createTempDir();
    try {
      const queue = createMailQueue(test.database.db, config(dir.path), silentLogger);
      await queue.start();
      await queue.stop();
      await expect(queue.boss.complete(MAIL_QUEUE, randomUUID())).resolves.toMatchObject({ affected: 0 });
      await expect(queue.boss.fail(MAIL_QUEUE, randomUUID(), { reason: 'late' })).resolves.toMatchObject({
        affected: 0,
      });
    } finally {
      await test.dispose();
      dir.dispose();
    }
  });

  it('answers "nothing recorded" when the database is gone', async () => {
    const test = await createTestDatabase();
    const dir = createTempDir();
    try {
      const queue = createMailQueue(test.database.db, config(dir.path), silentLogger);
      await test.dispose();
      await expect(queue.boss.complete(MAIL_QUEUE, randomUUID())).resolves.toMatchObject({ affected: 0 });
      await expect(queue.boss.fail(MAIL_QUEUE, randomUUID(), { reason: 'late' })).resolves.toMatchObject({
        affected: 0,
      });
    } finally {
      dir.dispose();
    }
  });
});
