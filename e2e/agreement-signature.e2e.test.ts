import { createHash } from 'node:crypto';
import { formatLongDate } from '@app/contracts/dates';
import { Secret, TOTP } from 'otpauth';
import { PDFDocument } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../apps/server/test/support/outbox.js';
import { axeViolations } from './support/axe.js';
import { launchBrowser } from './support/browser.js';
import { downloadedFile } from './support/download.js';
import {
  accessToken,
  authorPage,
  DEMO_AUTHOR,
  DEMO_PASSWORD,
  DEMO_STAFF,
  logInFromHeader,
  staffPage,
} from './support/login.js';
import { pdfPageTexts } from './support/pdf.js';
import { startServer, type RunningServer } from './support/server.js';

/**
 * The in-app signature, end to end: staff upload and send, the author reads every page, consents,
 * types their name and confirms with the password; the sealed PDF carries the certificate; an
 * admin countersigns; verification tells the sealed file from a modified one. An author with a
 * second factor confirms with the authenticator code instead.
 */
const TITLE = 'Translation Services Agreement';

let server: RunningServer;
let browser: Browser;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function threePagePdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (const text of ['Clause 1: translation', 'Clause 2: fees', 'Clause 3: signatures']) {
    document.addPage().drawText(text, { x: 50, y: 700 });
  }
  return Buffer.from(await document.save());
}

/** The author signed in, then on a phone-sized screen: the document must read there too. */
async function authorOnPhone(code?: () => Promise<string>): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto(server.url);
  await logInFromHeader(page, DEMO_AUTHOR);
  if (code) {
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
    await dialog.getByLabel('Authentication code').fill(await code());
    await dialog.getByRole('button', { name: 'Verify' }).click();
  }
  await page.waitForURL(/\/dashboard$/);
  await page.setViewportSize({ width: 390, height: 844 });
  return page;
}

/** Reads the author's own row of the agreements page. */
const agreementRow = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title });

/**
 * Fills in the signature and signs once the last page has been shown. A document longer than the
 * screen keeps the Sign button disabled until it is scrolled to its end.
 */
async function readAndSign(page: Page, proof: { label: string; value: string }, longerThanScreen: boolean) {
  const sign = page.getByRole('button', { name: 'Sign', exact: true });
  // On a phone the pages read as text, elsewhere they are drawn: either way each has its frame.
  await page.locator('[data-page-frame]').first().waitFor();
  if (longerThanScreen) {
    await page.getByTestId('read-to-sign').waitFor();
    expect(await sign.isDisabled()).toBe(true);
  }
  // On a phone the form comes after the document: filling it in scrolls past the last page.
  await page.getByLabel(/I agree to do business electronically/).check();
  await page.getByLabel('Your full name').fill('Eleanor Hart');
  await page.getByLabel(proof.label).fill(proof.value);
  await page.locator('[data-page-frame]').last().scrollIntoViewIfNeeded();
  await page.getByTestId('read-to-sign').waitFor({ state: 'detached' });
  await sign.click();
  await page.getByTestId('signature-outcome').filter({ hasText: 'Signed by Eleanor Hart' }).waitFor();
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe('signing an agreement in the app', { timeout: 180_000 }, () => {
  it('walks from sending to a verified, countersigned copy', async () => {
    const original = await threePagePdf();
    // Staff create the agreement, upload its PDF and send it, with a countersignature.
    const staff = await staffPage(browser, server.url, { path: '/staff/authors' });
    await staff.getByRole('link', { name: 'Eleanor Hart' }).click();
    await staff.getByRole('heading', { name: 'Eleanor Hart' }).waitFor();
    await staff.getByRole('button', { name: 'New agreement' }).click();
    await staff.getByRole('dialog').getByLabel('Agreement', { exact: true }).fill(TITLE);
    await staff.getByRole('button', { name: 'Save agreement' }).click();
    const staffRow = staff.getByRole('row').filter({ hasText: TITLE });
    await staffRow.waitFor();
    await staff.getByLabel(`Document for ${TITLE}`).setInputFiles({
      name: 'translation.pdf',
      mimeType: 'application/pdf',
      buffer: original,
    });
    await staffRow.getByRole('button', { name: 'Send for signature' }).click();
    await staff.getByLabel('An admin countersigns after the author').check();
    await staff.getByRole('button', { name: 'Send', exact: true }).click();
    await staffRow.getByRole('button', { name: 'Signature: sent' }).waitFor();
    const mail = await waitForMail(server.dataDir, DEMO_AUTHOR, (sent) => sent.subject === `Please sign "${TITLE}"`);
    const link = /https?:\/\/\S+\/sign/.exec(mail.text)![0];

    // The author follows the mailed link on a phone, reads every page and signs with the password.
    const author = await authorOnPhone();
    await author.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
    await readAndSign(author, { label: 'Your password', value: DEMO_PASSWORD }, true);
    expect(await axeViolations(author, 'main')).toEqual([]);

    // The agreement reads Signed, with the signing time.
    await author.goto(`${server.url}/dashboard/contracts`);
    const row = agreementRow(author, TITLE);
    await row.filter({ hasText: 'signed' }).waitFor();
    expect(await row.textContent()).toContain(formatLongDate(new Date()));

    // The sealed PDF holds the certificate with both hashes.
    const sealed = await downloadedFile(author, row.getByRole('button', { name: 'Signed copy' }));
    const pages = await pdfPageTexts(sealed);
    expect(pages).toHaveLength(4);
    const certificate = pages.at(-1)!.replace(/\s+/g, ' ');
    expect(certificate).toContain('Certificate of completion');
    expect(certificate).toContain(TITLE);
    expect(certificate).toContain('Eleanor Hart');
    expect(certificate).toContain(DEMO_AUTHOR);
    expect(certificate).toContain(`SHA-256 of the original document: ${sha256(original)}`);
    const signedHash = /signed document \(its pages before this certificate\): ([0-9a-f]{64})/.exec(certificate);
    expect(signedHash?.[1]).toMatch(/^[0-9a-f]{64}$/);
    expect(signedHash?.[1]).not.toBe(sha256(original));
    expect(pages.at(-2)).toContain('Signed electronically');

    // Staff countersign: the agreement is completed.
    await staff.reload();
    await staffRow.getByRole('button', { name: 'Signature: signed' }).click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByText(sha256(sealed)).waitFor();
    await dialog.getByLabel(/I countersign this agreement/).check();
    await dialog.getByLabel('Your full name').fill('Morgan Ellis');
    await dialog.getByLabel('Your password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Countersign' }).click();
    await dialog.getByTestId('signature-dialog-status').filter({ hasText: 'completed' }).waitFor();

    // Verification: the countersigned file is accepted, a modified copy refused.
    const completed = await downloadedFile(staff, dialog.getByRole('button', { name: 'Download sealed copy' }));
    expect((await pdfPageTexts(completed)).at(-1)).toContain('Morgan Ellis');
    const verify = async (bytes: Buffer) => {
      await dialog.getByLabel(`Copy of ${TITLE} to verify`).setInputFiles({
        name: 'copy.pdf',
        mimeType: 'application/pdf',
        buffer: bytes,
      });
      return dialog.getByTestId('verify-result');
    };
    await (await verify(completed)).filter({ hasText: 'This is the signed document' }).waitFor();
    const modified = Buffer.from(completed);
    modified.writeUInt8(modified.readUInt8(modified.length - 20) ^ 1, modified.length - 20);
    await (await verify(modified)).filter({ hasText: 'This file differs' }).waitFor();
    await staff.keyboard.press('Escape');
    await staffRow.getByRole('button', { name: 'Signature: completed' }).waitFor();
    expect(await staffRow.textContent()).toContain('completed');
    await author.goto(`${server.url}/dashboard/contracts`);
    await agreementRow(author, TITLE).filter({ hasText: 'completed' }).waitFor();
  });

  it('gives the author every agreement waiting for a signature to download and sign, and each signed one sealed', async () => {
    // Staff create an agreement that asks for the author's signature, with no document or link of its own.
    const staff = await staffPage(browser, server.url, { path: '/staff/authors' });
    await staff.getByRole('link', { name: 'Eleanor Hart' }).click();
    await staff.getByRole('button', { name: 'New agreement' }).click();
    const form = staff.getByRole('dialog');
    await form.getByLabel('Agreement', { exact: true }).fill('Ghostwriting Agreement');
    await form.getByLabel('Email subject').fill('Please sign: Ghostwriting');
    await form.getByLabel('Status').selectOption('pending');
    await staff.getByRole('button', { name: 'Save agreement' }).click();
    await staff.getByRole('row').filter({ hasText: 'Ghostwriting Agreement' }).waitFor();

    const author = await authorPage(browser, server.url);
    await author.goto(`${server.url}/dashboard/contracts`);
    for (const title of ['Ghostwriting Agreement', 'Amazon Advertising Campaign Agreement']) {
      const row = agreementRow(author, title);
      await row.getByRole('link', { name: 'Sign Now' }).waitFor();
      const document = await downloadedFile(author, row.getByRole('button', { name: 'Download' }));
      expect((await pdfPageTexts(document)).join(' ')).toContain(title);
    }
    for (const [title, signers] of [
      ['Full Color Publishing Agreement', ['Eleanor Hart']],
      ['Copy Editing Agreement', ['Eleanor Hart', DEMO_STAFF]],
    ] as const) {
      const sealed = await downloadedFile(
        author,
        agreementRow(author, title).getByRole('button', { name: 'Signed copy' }),
      );
      const certificate = (await pdfPageTexts(sealed)).at(-1)!.replace(/\s+/g, ' ');
      expect(certificate).toContain('Certificate of completion');
      for (const signer of signers) expect(certificate).toContain(signer);
    }
  });

  it('asks an author with a second factor for the authenticator code', async () => {
    // The author turns on two-factor authentication (through the identity API).
    const token = await accessToken(server.url, DEMO_AUTHOR);
    const identity = (path: string, body: object) =>
      fetch(`${server.url}/.netlify/identity${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((response) => response.json() as Promise<Record<string, unknown>>);
    const factor = await identity('/factors', { factor_type: 'totp' });
    const secret = (factor.totp as { secret: string }).secret;
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
    // Each code works once: the next one is a later 30-second step.
    let lastStep = -1;
    const nextCode = async () => {
      const now = () => Math.floor(Date.now() / 30_000);
      const step = Math.max(now(), lastStep + 1);
      while (step > now() + 1) await new Promise((resolve) => setTimeout(resolve, 500));
      lastStep = step;
      return totp.generate({ timestamp: step * 30_000 });
    };
    const challenge = await identity(`/factors/${String(factor.id)}/challenge`, {});
    const verified = await identity(`/factors/${String(factor.id)}/verify`, {
      challenge_id: challenge.id,
      code: await nextCode(),
    });
    expect(verified.access_token).toBeTruthy();

    // The demo agreement waits for the signature: the page asks for the code, not the password.
    const author = await authorOnPhone(nextCode);
    await author.goto(`${server.url}/dashboard/contracts`);
    await agreementRow(author, 'Audiobook Production Agreement').getByRole('link', { name: 'Sign Now' }).click();
    await author.getByLabel('Authenticator code').waitFor();
    expect(await author.getByLabel('Your password').count()).toBe(0);
    await readAndSign(author, { label: 'Authenticator code', value: await nextCode() }, false);
  });
});
