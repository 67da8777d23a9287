import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// On its own, apart from the server's test harness: the browser tests use it without loading the server.

export interface CapturedMail {
  to: string[];
  messageId: string;
  subject: string;
  text: string;
  html: string;
}

/** A real SMTP server on 127.0.0.1 that keeps every message it receives, parsed. */
export class MailCatcher {
  readonly mails: CapturedMail[] = [];
  private waiters: { to: string; resolve: (mail: CapturedMail) => void }[] = [];
  private readonly server: SMTPServer;

  /** Answers every message with 550 (a permanent refusal) while true. */
  refuse = false;

  /** `beforeAnswer` runs once a message is received, before the server answers that it took it. */
  constructor(private readonly options: { beforeAnswer?: (mail: CapturedMail) => Promise<void> } = {}) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        if (this.refuse) {
          stream.resume();
          stream.on('end', () => callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })));
          return;
        }
        simpleParser(stream)
          .then(async (parsed) => {
            const mail = this.receive(parsed);
            await this.options.beforeAnswer?.(mail);
            callback();
          })
          .catch(callback);
      },
    });
  }

  /** Listens on `port` (a free one when 0) and returns the SMTP_URL to reach it. */
  async start(port = 0): Promise<string> {
    await new Promise<void>((resolve, reject) => {
      this.server.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', resolve);
    });
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private receive(parsed: ParsedMail): CapturedMail {
    const addresses = [parsed.to].flat().flatMap((group) => group?.value ?? []);
    const mail: CapturedMail = {
      to: addresses.map((address) => (address.address ?? '').toLowerCase()),
      messageId: parsed.messageId ?? '',
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: typeof parsed.html === 'string' ? parsed.html : '',
    };
    this.mails.push(mail);
    for (const waiter of this.waiters.filter((w) => mail.to.includes(w.to))) waiter.resolve(mail);
    this.waiters = this.waiters.filter((w) => !mail.to.includes(w.to));
    return mail;
  }

  /** The next mail to `to` that arrives after this call (mails already received are not reused). */
  next(to: string, timeoutMs = 10_000): Promise<CapturedMail> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`No mail to ${to} within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({
        to: to.toLowerCase(),
        resolve: (mail) => {
          clearTimeout(timer);
          resolve(mail);
        },
      });
    });
  }
}

/** The token a mail link carries in its hash, e.g. `#confirmation_token=…`. */
export function linkToken(mail: CapturedMail, key: string): string {
  const match = new RegExp(`#${key}=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`No ${key} in mail "${mail.subject}"`);
  return match[1];
}
