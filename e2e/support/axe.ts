import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResult {
  violations: { id: string; nodes: { target: string[]; html: string }[] }[];
}

/**
 * axe-core's violations on the page, or inside the element matching `selector`, as
 * "rule (count): selector `html`" strings. A colour halfway between two states is not what anyone
 * reads, so the check runs with reduced motion asked for (a toast that starts fading out while axe
 * works is gone at once, not half transparent) and lets finite animations already running finish
 * first (a button the pointer just came to rest on, on a busy machine). axe is evaluated through
 * the DevTools protocol, so the page keeps its real Content-Security-Policy (which forbids injected
 * inline scripts) during the check.
 */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    return await settledViolations(page, selector);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

async function settledViolations(page: Page, selector?: string): Promise<string[]> {
  await page.evaluate(async () => {
    const settling = () =>
      document.getAnimations().filter((animation) => {
        const { endTime } = animation.effect?.getComputedTiming() ?? {};
        return animation.playState === 'running' && Number.isFinite(endTime);
      });
    // A finished animation can start the next (a transition after a class change): wait them all out.
    for (let running = settling(); running.length > 0; running = settling()) {
      await Promise.allSettled(running.map((animation) => animation.finished));
    }
  });
  await page.evaluate(axeSource);
  return page.evaluate(async (target) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResult> } }).axe;
    // Also the rule, still marked experimental, that a control's name contains its visible text.
    const options = { rules: { 'label-content-name-mismatch': { enabled: true } } };
    const result = await axe.run(target ? document.querySelector(target) : document, options);
    const describe = (node: { target: string[]; html: string }) =>
      `${node.target.join(' ')} \`${node.html.slice(0, 120)}\``;
    return result.violations.map(({ id, nodes }) => `${id} (${nodes.length}): ${nodes.map(describe).join(', ')}`);
  }, selector);
}
