import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.js';
import { launchBrowser } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the accessibility check', () => {
  it('judges colours once they have settled, not halfway through a transition', async () => {
    const page = await browser.newPage();
    await page.setContent(`<!doctype html><html lang="en"><title>Check</title><main><h1>Check</h1>
      <button style="color:#fff;background:#fff;transition:background-color 1.5s linear">Import</button>
    </main></html>`);
    // As when the pointer comes to rest on a button: its colours start moving to the hover state.
    const transitions = await page.evaluate(() => {
      const button = document.querySelector('button')!;
      // Reading the style first makes the change below a transition rather than a first value.
      button.dataset.from = getComputedStyle(button).backgroundColor;
      button.style.backgroundColor = '#1f2937';
      // Counted in the same task: however slow the machine, the transition has not ended yet.
      return document.getAnimations().length;
    });
    expect(transitions).toBe(1);

    expect(await axeViolations(page)).toEqual([]);
  });

  it('judges a toast that starts fading out during the check by where the fade ends', async () => {
    const page = await browser.newPage();
    await page.setContent(`<!doctype html><html lang="en"><title>Check</title>
      <style>
        .toast { color: #555; background: #fff; }
        .toast.leaving { opacity: 0; }
        /* As a toast library does: the fade only for people who have not asked for reduced motion. */
        @media (prefers-reduced-motion: no-preference) {
          /* The negative delay puts the fade halfway (#aaa on white, 2.3:1) the moment it starts. */
          .toast.leaving { transition: opacity 600s linear -300s; }
        }
      </style>
      <main><h1>Check</h1><div class="toast">Preview ready</div></main></html>`);
    // The toast's timer runs out just as axe arrives: the fade starts inside the check itself.
    await page.evaluate(() => {
      Object.defineProperty(window, 'axe', {
        configurable: true,
        set(axe: unknown) {
          Object.defineProperty(window, 'axe', { value: axe, writable: true, configurable: true });
          document.querySelector('.toast')!.classList.add('leaving');
        },
      });
    });

    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.toast')!).opacity)).toBe('0');
  });

  it('names the elements of a violation', async () => {
    const page = await browser.newPage();
    await page.setContent(`<!doctype html><html lang="en"><title>Check</title><main><h1>Check</h1>
      <p id="faint" style="color:#eee;background:#fff">Hard to read</p>
    </main></html>`);

    expect(await axeViolations(page)).toEqual([
      'color-contrast (1): #faint `<p id="faint" style="color:#eee;background:#fff">Hard to read</p>`',
    ]);
  });
});
