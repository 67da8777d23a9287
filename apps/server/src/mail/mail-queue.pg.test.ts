import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../test/harness.js';
import { MailCatcher } from '../../test/mail-catcher.js';

const MAILS = 200;

/** Two server instances on one PostgreSQL database work through one queue. */
describe('two instances draining one mail queue', () => {
  let shared: TestDatabase;
  let smtp: MailCatcher;
  let instances: TestApp[] = [];
  beforeAll(async () => {
    shared = await createTestDatabase();
    smtp = new MailCatcher();
    const env = { SMTP_URL: await smtp.start() };
    instances = [await createTestApp(env, shared), await createTestApp(env, shared)];
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await shared.dispose();
    await smtp.stop();
  });

  it('sends each mail once', async () => {
    const [first] = instances;
    await shared.database.db.transaction().execute(async (trx) => {
      for (let i = 0; i < MAILS; i += 1) {
        await first!.mailQueue.enqueue(trx, {
          kind: 'test',
          to: `reader${i}@example.com`,
          subject: `Mail ${i}`,
          text: 'Hi',
          html: '<p>Hi</p>',
        });
      }
    });
    for (const instance of instances) instance.mailQueue.wakeIfPending();
    await vi.waitFor(async () => expect((await first!.mailQueue.counts()).sent).toBe(MAILS), {
      timeout: 60_000,
      interval: 200,
    });
    expect(smtp.mails).toHaveLength(MAILS);
    expect(new Set(smtp.mails.map((mail) => mail.messageId)).size).toBe(MAILS);
    expect(new Set(smtp.mails.map((mail) => mail.to[0])).size).toBe(MAILS);
  });
});
