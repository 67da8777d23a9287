import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A message as the queue's worker hands it over: its Message-ID is stable across attempts. */
export interface OutgoingMail extends MailMessage {
  messageId: string;
}

export interface MailTransport {
  /** Resolves with the server's answer once it accepted the message; rejects otherwise. */
  send(message: OutgoingMail): Promise<{ response: string }>;
  close(): void;
}

/**
 * Timeouts well under the queue's job expiry (see mail-queue.ts), so an attempt always ends with an
 * answer or an error before the queue would hand its job to another worker.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

/**
 * Sends mail over SMTP_URL. Without it, a development outbox writes each message to
 * DATA_DIR/mail as a real .eml file (plus a .json copy that tests read) and logs its links.
 */
export function createMailTransport(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  logger: Logger;
}): MailTransport {
  const { smtpUrl, from, dataDir, logger } = options;
  if (smtpUrl) {
    // A few kept-open connections, shared by the mails a worker sends side by side.
    const transport: Transporter = nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: 5,
      ...SMTP_TIMEOUTS,
    });
    return {
      async send(message) {
        const info = await transport.sendMail({ from, ...message });
        return { response: String(info.response ?? '') };
      },
      close: () => transport.close(),
    };
  }

  const outbox = join(dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      // The owner's alone: a mail may carry a live sign-in or recovery link.
      await mkdir(outbox, { recursive: true, mode: 0o700 });
      const sentAt = new Date().toISOString();
      // Named by time then Message-ID: sorted names are the order of sending, and one mail one file.
      const name = `${sentAt.replace(/[:.]/g, '-')}-${message.messageId.replace(/[^A-Za-z0-9]/g, '').slice(0, 16)}`;
      await writeFile(join(outbox, `${name}.eml`), info.message as Buffer, { mode: 0o600 });
      // Written aside then renamed: a reader waiting for the mail never reads half a file.
      const json = join(outbox, `${name}.json`);
      await writeFile(`${json}.partial`, JSON.stringify({ from, ...message, sentAt }, null, 2), { mode: 0o600 });
      await rename(`${json}.partial`, json);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      logger.info(
        { to: message.to, subject: message.subject, links, file: `${name}.eml` },
        'mail written to dev outbox',
      );
      return { response: `250 written to ${name}.eml` };
    },
    close: () => transport.close(),
  };
}
