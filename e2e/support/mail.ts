import { waitForMail } from '../../apps/server/test/support/outbox.js';

/** The link carrying `tokenKey` in the newest mail to `to`, once the server's mail queue has sent it. */
export async function mailLink(dataDir: string, to: string, tokenKey: string): Promise<string> {
  const pattern = new RegExp(`https?://\\S+#${tokenKey}=[\\w-]+`);
  const mail = await waitForMail(dataDir, to, (sent) => pattern.test(sent.text));
  return pattern.exec(mail.text)![0];
}
