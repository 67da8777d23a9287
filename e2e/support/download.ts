import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';

/**
 * Clicks `button` and reads the file the page downloads. Some files are made on request (pdf-lib
 * loads on first use): a busy machine takes a while.
 */
export async function downloadedFile(page: Page, button: Locator): Promise<Buffer> {
  const [file] = await Promise.all([
    page.waitForEvent('download', { timeout: 120_000 }).catch((error: unknown) => {
      throw new Error(`No download after clicking ${button.toString()} on ${page.url()}`, { cause: error });
    }),
    button.click(),
  ]);
  return readFile((await file.path())!);
}
