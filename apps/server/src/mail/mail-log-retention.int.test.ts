import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/harness.js';
import { pruneMailLog } from './mail-log-retention.js';

const NOW = new Date('2026-11-25T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

describe('mail log retention', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAIL_LOG_RETENTION_DAYS: '30' });
  });
  afterAll(() => t?.close());

  async function mail(kind: string, status: string, age: number) {
    await t.database.db
      .insertInto('mail_messages')
      .values({
        idempotency_key: kind,
        kind,
        recipient: 'reader@example.com',
        subject: kind,
        text_body: 'Text',
        html_body: '<p>Text</p>',
        message_id: `<${kind}@example.com>`,
        status: status as 'sent',
        sent_at: status === 'sent' ? daysAgo(age) : null,
        created_at: daysAgo(age),
        updated_at: daysAgo(age),
      })
      .execute();
  }

  it('is scheduled daily on the job queue', async () => {
    expect(t.jobs.schedule('mail-log-retention')).toMatchObject({ cron: '45 3 * * *', tz: 'UTC' });
  });

  it('removes mail sent or given up on before the retention, never mail still waiting', async () => {
    await mail('old-sent', 'sent', 31);
    await mail('recent-sent', 'sent', 29);
    await mail('old-failed', 'failed', 40);
    await mail('recent-failed', 'failed', 2);
    await mail('old-queued', 'queued', 90);
    expect(await pruneMailLog(t.database.db, 30, NOW)).toBe(2);
    const kept = await t.database.db.selectFrom('mail_messages').select('kind').orderBy('kind').execute();
    expect(kept.map((row) => row.kind)).toEqual(['old-queued', 'recent-failed', 'recent-sent']);
  });
});
