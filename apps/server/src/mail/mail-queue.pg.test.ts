import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../test/support/harness.js';
import { MailCatcher } from '../../test/support/mail-catcher.js';

const MAILS = 200;
/** Above the 60 s the sends may take on a busy machine (a deadline only a hang reaches). */
const SENDING_DEADLINE_MS = 90_000;

/** Two server instances on one PostgreSQL database work through one queue. */
describe('two instances draining one mail queue', () => {
  let shared: TestDatabase;
  // One mail server per instance: what each instance sent is seen apart.
  const catchers = [new MailCatcher(), new MailCatcher()];
  let instances: TestApp[] = [];
  beforeAll(async () => {
    shared = await createTestDatabase();
    for (const catcher of catchers) {
      instances.push(await createTestApp({ SMTP_URL: await catcher.start() }, shared));
    }
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await shared.dispose();
    for (const catcher of catchers) await catcher.stop();
  });

  const enqueue = (instance: TestApp, prefix: string) =>
    shared.database.db.transaction().execute(async (trx) => {
      for (let i = 0; i < MAILS; i += 1) {
        await instance.mailQueue.enqueue(trx, {
          kind: 'test',
          to: `${prefix}${i}@example.com`,
          subject: `Mail ${i}`,
          text: 'Hi',
          html: '<p>Hi</p>',
        });
      }
    });
  /** Counted through the second instance, the one still running at the end. */
  const sentCount = async () => (await instances.at(-1)!.mailQueue.counts()).sent;
  const allMails = () => catchers.flatMap((catcher) => catcher.mails);

  it(
    'sends each mail once, whichever instance takes it',
    async () => {
      await enqueue(instances[0]!, 'reader');
      for (const instance of instances) instance.jobs.wakePending();
      await vi.waitFor(async () => expect(await sentCount()).toBe(MAILS), { timeout: 60_000, interval: 200 });
      expect(allMails()).toHaveLength(MAILS);
      expect(new Set(allMails().map((mail) => mail.messageId)).size).toBe(MAILS);
      expect(new Set(allMails().map((mail) => mail.to[0])).size).toBe(MAILS);
    },
    SENDING_DEADLINE_MS,
  );

  it(
    'the second instance sends on its own once the first is gone',
    async () => {
      const [first, second] = instances as [TestApp, TestApp];
      await first.close();
      instances = [second];
      await enqueue(second, 'later');
      second.jobs.wakePending();
      await vi.waitFor(async () => expect(await sentCount()).toBe(2 * MAILS), { timeout: 60_000, interval: 200 });
      const later = catchers[1]!.mails.filter((mail) => mail.to[0]?.startsWith('later'));
      expect(new Set(later.map((mail) => mail.to[0])).size).toBe(MAILS);
      expect(allMails()).toHaveLength(2 * MAILS);
    },
    SENDING_DEADLINE_MS,
  );
});
