import type { Browser } from 'playwright-core';

/** The browsers and servers running now, for the report of a failed browser test (report-failures.ts). */
interface Watched {
  browsers: Set<Browser>;
  servers: Set<{ url: string; output(): string }>;
}
export const watched: Watched = { browsers: new Set(), servers: new Set() };

const TEXT_CHARS = 1_500;

export function watchBrowser(browser: Browser): void {
  watched.browsers.add(browser);
  browser.once('disconnected', () => watched.browsers.delete(browser));
}

export function watchServer(server: { url: string; output(): string }, exited: Promise<unknown>): void {
  watched.servers.add(server);
  void exited.then(() => watched.servers.delete(server));
}

export async function describePages(browser: Browser): Promise<string[]> {
  const pages = browser.contexts().flatMap((context) => context.pages());
  return Promise.all(
    pages.map(async (page) => {
      const text = await page
        .locator('body')
        .innerText({ timeout: 2_000 })
        .catch((error: unknown) => `(no text: ${String(error)})`);
      return `page ${page.url()}\n${text.slice(0, TEXT_CHARS)}`;
    }),
  );
}
