import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResult {
  violations: { id: string; nodes: unknown[] }[];
}

/**
 * axe-core's violations on the page, or inside the element matching `selector`, as
 * "rule (count)" strings. axe is evaluated through the DevTools protocol, so the page keeps its
 * real Content-Security-Policy (which forbids injected inline scripts) during the check.
 */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (target) => {
    const axe = (window as unknown as { axe: { run(context?: unknown): Promise<AxeResult> } }).axe;
    const result = await (target ? axe.run(document.querySelector(target)) : axe.run());
    return result.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
  }, selector);
}
