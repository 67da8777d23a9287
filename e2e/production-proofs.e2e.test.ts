import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Production, Proof } from '@app/contracts/production-api';
import { PDFDocument } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { authorPage, DEMO_PASSWORD } from './support/login.js';
import { pdfPageTexts } from './support/pdf.js';
import { startServer, type RunningServer } from './support/server.js';

/**
 * A proof round end to end: staff create a project from a package and send a proof; the author
 * pins a comment on page 3 and requests changes; staff answer it and send version 2; the author
 * approves with the password; the certificate names the approved file, whose copy verifies while a
 * changed one does not. On a desktop and on a phone-sized screen.
 */
const DEMO_AUTHOR_ID = '6f1d2c4e-8a7b-4c3d-9e2f-1a2b3c4d5e01';
/** A whole round is two proofs, four page loads and three uploads: only a hang takes this long. */
const ROUND_DEADLINE_MS = 240_000;

let server: RunningServer;
let browser: Browser;
let staffToken: string;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function proofPdf(label: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (let page = 1; page <= 4; page++) document.addPage().drawText(`${label}: page ${page}`, { x: 50, y: 700 });
  return Buffer.from(await document.save());
}

async function staffApi<T>(method: string, path: string, body?: object): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${staffToken}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as T;
}

/** Staff upload a PDF to the project and send it as the next proof. */
async function sendProof(projectId: string, bytes: Buffer): Promise<Proof> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'interior.pdf');
  const uploaded = await fetch(`${server.url}/api/staff/projects/${projectId}/files?kind=proof`, {
    method: 'POST',
    headers: { authorization: `Bearer ${staffToken}` },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  const version = (await uploaded.json()) as { id: string };
  return staffApi<Proof>('POST', `/api/staff/projects/${projectId}/proofs`, { file_version_id: version.id });
}

async function download(page: Page, button: ReturnType<Page['getByRole']>): Promise<Buffer> {
  // The certificate is made on request (pdf-lib loads on first use): a busy machine takes a while.
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), button.click()]);
  return readFile((await file.path())!);
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const response = await fetch(`${server.url}/.netlify/identity/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: 'staff@example.com', password: DEMO_PASSWORD }),
  });
  staffToken = ((await response.json()) as { access_token: string }).access_token;
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
      const project = await staffApi<{ id: string }>('POST', `/api/staff/authors/${DEMO_AUTHOR_ID}/projects`, {
        service: 'Full Color Publishing',
        book_title: title,
        project_status: 'in_progress',
        start_date: null,
        completion_date: null,
        amount: null,
        total_amount: null,
        notes: null,
      });
      await staffApi('POST', `/api/staff/projects/${project.id}/stages`, {
        service_id: 'full-color-publishing',
        start_on: '2026-01-05',
      });
      await sendProof(project.id, await proofPdf(`${title} v1`));

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

      // Staff answer the comment and send version 2.
      const production = await staffApi<Production>('GET', `/api/staff/projects/${project.id}/production`);
      const comment = production.proofs[0]!.comments[0]!;
      expect(comment).toMatchObject({
        page: 3,
        note: 'The caption overlaps the picture',
        text_change: 'Low tide at dawn',
      });
      await staffApi('PATCH', `/api/staff/projects/${project.id}/proof-comments/${comment.id}`, { status: 'done' });
      const secondPdf = await proofPdf(`${title} v2`);
      await sendProof(project.id, secondPdf);

      // The author sees the answer in version 2 and approves it with the password.
      await author.reload();
      await author.getByRole('heading', { name: 'Proof, version 2' }).waitFor();
      await author.getByText('Answers in this version').waitFor();
      await author.getByLabel('Your password or authenticator code').fill(DEMO_PASSWORD);
      await author.getByRole('button', { name: 'Approve', exact: true }).click();
      await author.getByTestId('approval').waitFor();

      const certificate = await download(
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
      await author.context().close();
    },
    ROUND_DEADLINE_MS,
  );
});
