import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Sends mail over SMTP_URL. Without it, a development outbox writes each message to
 * DATA_DIR/mail as a real .eml file (plus a .json copy that tests read) and logs its links.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  logger: Logger;
}): Mailer {
  const { smtpUrl, from, dataDir, logger } = options;
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
      close: () => transport.close(),
    };
  }

  const outbox = join(dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      await writeFile(join(outbox, `${name}.eml`), info.message as Buffer);
      await writeFile(
        join(outbox, `${name}.json`),
        JSON.stringify({ from, ...message, sentAt: new Date().toISOString() }, null, 2),
      );
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      logger.info(
        { to: message.to, subject: message.subject, links, file: `${name}.eml` },
        'mail written to dev outbox',
      );
    },
    close: () => transport.close(),
  };
}
