import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const renderer = fileURLToPath(new URL('../../../web/dist/ssr/entry-server.js', import.meta.url));

/**
 * The server renders the public pages with the web app's server bundle. It must carry React's
 * production build whatever NODE_ENV the server runs with: the development build renders a page
 * with about twice the CPU.
 */
describe('the built server renderer', () => {
  it('bundles React in its production build and imports nothing but Node built-ins', () => {
    if (!existsSync(renderer)) throw new Error('Build the web app first: npm run build');
    const source = readFileSync(renderer, 'utf8');
    const imported = [...source.matchAll(/^import\s+(?:[^'"]*?\sfrom\s+)?["']([^"']+)["']/gm)].map((m) => m[1]!);
    const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);
    expect(imported.filter((name) => !builtins.has(name) && !name.startsWith('./'))).toEqual([]);
    // A warning only React's development build has.
    expect(source).not.toContain('unique "key" prop');
    expect(source).not.toMatch(/process\.env\.NODE_ENV/);
  });

  it('renders a public page', async () => {
    const { renderPage } = (await import(pathToFileURL(renderer).href)) as {
      renderPage(request: { url: string; origin: string; template: string }): Promise<{ status: number; html: string }>;
    };
    const template = readFileSync(new URL('../../../web/dist/page-template.html', import.meta.url), 'utf8');
    const { status, html } = await renderPage({ url: '/about', origin: 'https://books.example.com', template });
    expect(status).toBe(200);
    expect(html).toContain('<link rel="canonical" href="https://books.example.com/about"');
  });
});
