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
