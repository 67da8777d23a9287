import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { authorPage, DEMO_AUTHOR, staffPage } from './support/login.js';
import { startServer, type RunningServer } from './support/server.js';

/** The support chat with two people at once: the demo author in the dashboard, the team in /staff. */

describe('support chat between an author and the team', () => {
  let server: RunningServer;
  let browser: Browser;
  let author: Page;
  let staff: Page;
  const files = mkdtempSync(join(tmpdir(), 'chat-e2e-'));

  const panel = () => author.getByRole('region', { name: 'Support chat' });
  const authorMessage = (text: string) => panel().getByTestId('chat-message').filter({ hasText: text });
  const staffMessage = (text: string) => staff.getByTestId('chat-message').filter({ hasText: text });

  async function authorSends(text: string) {
    const input = panel().getByLabel('Message to support');
    await input.fill(text);
    await input.press('Enter');
  }

  async function openAuthorPanel() {
    await author.getByRole('button', { name: /Open support chat/ }).click();
    await panel().waitFor();
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    author = await authorPage(browser, server.url);
    staff = await staffPage(browser, server.url, { path: '/staff/inbox' });
    await staff.getByRole('heading', { name: 'Support inbox' }).waitFor();
    await staff.getByTestId('staff-conversation').filter({ hasText: DEMO_AUTHOR }).click();
    await staff.getByRole('region', { name: 'Conversation' }).waitFor();
    // The author's context beside the conversation: their file and what they owe.
    const context = staff.getByRole('complementary', { name: 'About this author' });
    await context.getByRole('link', { name: 'Author file' }).waitFor();
    await context.getByTestId('conversation-balance').filter({ hasText: '$4,750.00' }).waitFor();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
    // The restarted server was given the first one's DATA_DIR, so it is not removed on its own.
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
    rmSync(files, { recursive: true, force: true });
  });

  it('shows the panel with its history, notes and controls', async () => {
    await openAuthorPanel();
    await authorMessage('Can we keep the lighthouse on the spine?').waitFor();
    const texts = await panel().getByTestId('chat-text').allTextContents();
    expect(texts.indexOf('Can we keep the lighthouse on the spine?')).toBeLessThan(
      texts.indexOf('Absolutely, I have added that to the design brief.'),
    );
    expect(await authorMessage('lighthouse').getAttribute('data-sender')).toBe('user');
    const note = await panel()
      .getByText(/5 minutes/)
      .textContent();
    expect(note).toMatch(/business hours/);
    await panel().getByText('Two-factor authentication is off.', { exact: false }).waitFor();
    const whatsapp = panel().getByRole('link', { name: 'Connect on WhatsApp' });
    expect(await whatsapp.getAttribute('target')).toBe('_blank');
    expect(await panel().getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
  });

  it('delivers the author’s message to the team and shows it read once seen (how fast: bench/speed.mjs)', async () => {
    await authorSends('  Is the proof ready?  ');
    await staffMessage('Is the proof ready?').waitFor();
    expect(await staffMessage('Is the proof ready?').getByTestId('chat-text').textContent()).toBe(
      'Is the proof ready?',
    );
    // The team has the conversation on screen: the author's message turns "read".
    await authorMessage('Is the proof ready?').locator('[data-status="read"]').waitFor();
  });

  it('delivers the team’s reply to the author, read because the panel is open', async () => {
    const reply = staff.getByLabel('Reply');
    await reply.fill('Yes, uploading it now');
    await reply.press('Enter');
    await authorMessage('Yes, uploading it now').waitFor();
    expect(await authorMessage('Yes, uploading it now').getAttribute('data-sender')).toBe('support');
    await staffMessage('Yes, uploading it now').locator('[data-status="read"]').waitFor();
  });

  it('shows typing both ways', async () => {
    await panel().getByLabel('Message to support').pressSequentially('Let me');
    await staff.getByText('The author is typing…').waitFor();
    await staff.getByLabel('Reply').pressSequentially('One moment');
    await panel().getByText('Support is typing…').waitFor();
    await panel().getByLabel('Message to support').fill('');
    await staff.getByLabel('Reply').fill('');
  });

  it('flags a reply that arrives while the panel is closed', async () => {
    await panel().getByRole('button', { name: 'Close chat' }).click();
    const reply = staff.getByLabel('Reply');
    await reply.fill('Your proof is attached');
    await reply.press('Enter');
    await author.getByTestId('chat-unread').waitFor();
    await openAuthorPanel();
    await authorMessage('Your proof is attached').waitFor();
    expect(await author.getByTestId('chat-unread').count()).toBe(0);
  });

  it('sends an attachment the team can download, byte for byte', async () => {
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a1e6ebd80000000049454e44ae426082',
      'hex',
    );
    const path = join(files, 'cover-sketch.png');
    writeFileSync(path, png);
    await panel().getByTestId('chat-file-input').setInputFiles(path);
    // Nothing goes before the author confirms.
    await panel().getByRole('button', { name: 'Remove cover-sketch.png' }).waitFor();
    await panel().getByRole('button', { name: 'Send' }).click();
    await authorMessage('cover-sketch.png').getByTestId('chat-attachment').waitFor();
    const attachment = staffMessage('cover-sketch.png').getByTestId('chat-attachment');
    await attachment.waitFor();
    const [download] = await Promise.all([staff.waitForEvent('download'), attachment.click()]);
    expect(download.suggestedFilename()).toBe('cover-sketch.png');
    expect(readFileSync(await download.path()).equals(png)).toBe(true);
  });

  it('never runs HTML from a message', async () => {
    const payload = '<img src=x onerror="window.__chatInjected=1"><b>bold</b>';
    await authorSends(payload);
    await staffMessage('window.__chatInjected').waitFor();
    expect(await staff.getByRole('region', { name: 'Conversation' }).locator('img, b').count()).toBe(0);
    expect(await staff.evaluate(() => (window as { __chatInjected?: number }).__chatInjected)).toBeUndefined();
    expect(await staffMessage('window.__chatInjected').getByTestId('chat-text').textContent()).toBe(payload);
  });

  it('survives a server restart: a message sent meanwhile arrives once, nothing is lost', async () => {
    // The socket closes as the shutdown begins; the process may take longer to exit (it waits
    // for in-flight requests), so the notice is awaited alongside the stop, not after it.
    await Promise.all([
      author.getByText('Chat connection lost. Trying to reconnect...').waitFor({ timeout: 10_000 }),
      server.stop(),
    ]);
    await authorSends('Sent while you were away');
    await author.getByText('Please try again later').waitFor();
    await panel().getByText('Not sent').waitFor();

    server = await startServer({ dataDir: server.dataDir, port: Number(new URL(server.url).port) });
    await staffMessage('Sent while you were away').waitFor({ timeout: 40_000 });
    await authorMessage('Sent while you were away').waitFor({ timeout: 10_000 });
    expect(await panel().getByText('Not sent').count()).toBe(0);
    // Once on each side, and live again afterwards.
    expect(await authorMessage('Sent while you were away').count()).toBe(1);
    expect(await staffMessage('Sent while you were away').count()).toBe(1);
    await authorSends('And live again');
    await staffMessage('And live again').waitFor();
  });

  it('keeps authors out of the staff area', async () => {
    await author.goto(`${server.url}/staff/inbox`);
    await author.getByText('The staff console is for the Quillbridge team only.').waitFor();
    expect(await author.getByTestId('staff-conversation').count()).toBe(0);
  });
});
