import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const docsDir = fileURLToPath(new URL('../../docs/', import.meta.url));

/**
 * Saves the page as `docs/{name}.png` when the run is asked to refresh the documentation's
 * pictures (`UPDATE_SCREENSHOTS=1`); otherwise nothing is written, so tests leave the tree alone.
 */
export async function documentationScreenshot(page: Page, name: string): Promise<void> {
  if (process.env.UPDATE_SCREENSHOTS !== '1') return;
  await page.screenshot({ path: `${docsDir}${name}.png`, fullPage: true });
}
