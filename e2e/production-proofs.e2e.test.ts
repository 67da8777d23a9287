import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { downloadedFile } from './support/download.js';
import { authorPage, DEMO_PASSWORD, staffPage } from './support/login.js';
import { pdfPageTexts } from './support/pdf.js';
import { startServer, type RunningServer } from './support/server.js';

/**
 * A proof round end to end, staff working in the console: staff create a project, start its
 * stages from a package and send a proof; the author
 * pins a comment on page 3 and requests changes; staff answer it and send version 2; the author
 * approves with the password; the certificate names the approved file, whose copy verifies while a
 * changed one does not. On a desktop and on a phone-sized screen.
 */
const DEMO_AUTHOR_ID = '6f1d2c4e-8a7b-4c3d-9e2f-1a2b3c4d5e01';
/** A whole round is two proofs, four page loads and three uploads: only a hang takes this long. */
const ROUND_DEADLINE_MS = 240_000;

let server: RunningServer;
let browser: Browser;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function proofPdf(label: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (let page = 1; page <= 4; page++) document.addPage().drawText(`${label}: page ${page}`, { x: 50, y: 700 });
  return Buffer.from(await document.save());
}

/** Staff upload a PDF on the project's production page and send it as the next proof. */
async function sendProof(staff: Page, version: number, bytes: Buffer): Promise<void> {
  await staff
    .getByLabel('Upload a proof file')
    .setInputFiles({ name: 'interior.pdf', mimeType: 'application/pdf', buffer: bytes });
  await staff
    .getByRole('row')
    .filter({ hasText: 'interior.pdf' })
    .filter({ hasText: 'staff' })
    .nth(version - 1)
    .waitFor();
  await staff.getByRole('button', { name: `Send proof ${version}` }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Send proof', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await staff.getByTestId(`proof-${version}`).getByText('Waiting on the author').waitFor();
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe('the dashboard home', () => {
  it("shows the demo book's stages and the proof waiting for review", async () => {
    const author = await authorPage(browser, server.url);
    const recent = author.getByTestId('recent-activity');
    const stages = recent.getByTestId('production-stages');
    await stages.getByText('Interior design').waitFor();
    expect(await stages.getByRole('listitem').count()).toBe(5);
    await recent.getByRole('link', { name: 'Review proof 1' }).click();
    await author.getByRole('heading', { name: 'Proof, version 1' }).waitFor();
    await author.locator('[data-page-frame="4"]').waitFor();
    await author.context().close();
  });
});

describe('a proof round', () => {
  it.each([
    ['a desktop', { width: 1280, height: 900 }],
    ['a phone', { width: 390, height: 844 }],
  ])(
    'runs from the first proof to a verified approval on %s',
    async (screen, viewport) => {
      const title = `Tide Tables (${screen})`;
      // Staff create the project on the author's file, start its stages and send the first proof.
      const staff = await staffPage(browser, server.url, { path: `/staff/authors/${DEMO_AUTHOR_ID}` });
      await staff.getByRole('button', { name: 'New project' }).click();
      const projectForm = staff.getByRole('dialog');
      await projectForm.getByLabel('Service').fill('Full Color Publishing');
      await projectForm.getByLabel('Book title').fill(title);
      await projectForm.getByRole('button', { name: 'Save project' }).click();
      await staff.getByRole('link', { name: `Production of ${title}` }).click();
      await staff.getByRole('heading', { name: `${title} — production` }).waitFor();
      await staff.getByLabel('Package').selectOption('full-color-publishing');
      await staff.getByLabel('First day').fill('2026-01-05');
      await staff.getByRole('button', { name: 'Start the stages' }).click();
      await staff.getByRole('cell', { name: 'Copy editing' }).waitFor();
      await sendProof(staff, 1, await proofPdf(`${title} v1`));

      // The author opens the proof from the orders page, pins a comment on page 3, asks for changes.
      const author = await authorPage(browser, server.url);
      await author.setViewportSize(viewport);
      await author.goto(`${server.url}/dashboard/orders`);
      const card = author.getByTestId('project-card').filter({ hasText: title });
      await card.getByTestId('production-stages').getByText('Copy editing').waitFor();
      await card.getByRole('link', { name: 'Review proof 1' }).click();
      await author.locator('[data-page-frame="3"]').click();
      await author.getByText('Pinned on page 3.').waitFor();
      await author.getByLabel('Note').fill('The caption overlaps the picture');
      await author.getByLabel('New text (optional)').fill('Low tide at dawn');
      await author.getByRole('button', { name: 'Save the comment' }).click();
      await author.getByTestId('pin').first().waitFor();
      await author.getByRole('button', { name: 'Request changes' }).click();
      await author.getByTestId('proof-status').filter({ hasText: 'You asked for changes' }).waitFor();

      // Staff's open page shows the request without a reload; they answer it and send version 2.
      const firstProof = staff.getByTestId('proof-1');
      await firstProof.getByText('Changes requested').waitFor();
      await firstProof.getByText('Page 3: The caption overlaps the picture').waitFor();
      await firstProof.getByText('Change to: “Low tide at dawn”').waitFor();
      const answer = firstProof.getByRole('form', { name: 'Answer the comment on page 3' });
      await answer.getByLabel('Answer').selectOption('done');
      await answer.getByRole('button', { name: 'Save answer' }).click();
      await firstProof.getByText('Answer: done').waitFor();
      const secondPdf = await proofPdf(`${title} v2`);
      await sendProof(staff, 2, secondPdf);

      // The author's open page shows version 2 with the answer without a reload, and they approve it.
      await author.getByRole('heading', { name: 'Proof, version 2' }).waitFor();
      await author.getByText('Answers in this version').waitFor();
      await author.getByLabel('Your password or authenticator code').fill(DEMO_PASSWORD);
      await author.getByRole('button', { name: 'Approve', exact: true }).click();
      await author.getByTestId('approval').waitFor();

      const certificate = await downloadedFile(
        author,
        author.getByRole('button', { name: 'Download the approval certificate' }),
      );
      const text = (await pdfPageTexts(certificate)).join('\n');
      expect(text).toContain(sha256(secondPdf));

      const verify = author.getByLabel('Copy of interior.pdf to verify');
      await verify.setInputFiles({ name: 'copy.pdf', mimeType: 'application/pdf', buffer: secondPdf });
      await author.getByTestId('verify-result').filter({ hasText: 'This is the approved file' }).waitFor();
      const changed = Buffer.concat([secondPdf, Buffer.from('\n% changed')]);
      await verify.setInputFiles({ name: 'changed.pdf', mimeType: 'application/pdf', buffer: changed });
      await author.getByTestId('verify-result').filter({ hasText: 'differs from the approved proof' }).waitFor();

      // Staff's open page shows the approval record without a reload, with the same certificate.
      const approval = staff
        .getByTestId('proof-2')
        .getByRole('definition')
        .filter({ hasText: sha256(secondPdf) });
      await approval.waitFor();
      const staffCopy = await downloadedFile(staff, staff.getByRole('button', { name: 'Approval certificate' }));
      expect((await pdfPageTexts(staffCopy)).join('\n')).toContain(sha256(secondPdf));
      await author.context().close();
      await staff.context().close();
    },
    ROUND_DEADLINE_MS,
  );
});
