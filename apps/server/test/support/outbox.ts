import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { vi } from 'vitest';

/** A mail as the dev outbox wrote it to DATA_DIR/mail/*.json. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  sentAt: string;
}

/** Mails the dev outbox of `dataDir` has written so far, oldest first. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = join(dataDir, 'mail');
  const files = (await readdir(dir).catch(() => [])).filter((file) => file.endsWith('.json')).sort();
  return Promise.all(files.map(async (file) => JSON.parse(await readFile(join(dir, file), 'utf8')) as OutboxMail));
}

/**
 * Waits until the mail queue has sent a mail to `to` (matching `match`, when given) and returns the
 * newest such mail. Mail is sent after the request that causes it has been answered.
 */
export async function waitForMail(
  dataDir: string,
  to: string,
  match: (mail: OutboxMail) => boolean = () => true,
  timeout = 15_000,
): Promise<OutboxMail> {
  return vi.waitFor(
    async () => {
      const mail = (await readOutbox(dataDir))
        .filter((m) => m.to.toLowerCase() === to.toLowerCase() && match(m))
        .at(-1);
      if (!mail) throw new Error(`no mail to ${to} yet`);
      return mail;
    },
    { timeout, interval: 50 },
  );
}

/** Every mail sent once the queue has nothing left to send (for counting mails, or their absence). */
export async function settledOutbox(t: {
  dataDir: string;
  mailQueue: { counts(): Promise<{ queued: number; sending: number }> };
}): Promise<OutboxMail[]> {
  await vi.waitFor(
    async () => {
      const { queued, sending } = await t.mailQueue.counts();
      if (queued + sending > 0) throw new Error(`${queued + sending} mails still to send`);
    },
    { timeout: 15_000, interval: 50 },
  );
  return readOutbox(t.dataDir);
}
