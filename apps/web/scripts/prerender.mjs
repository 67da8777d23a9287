// Renders every static public page to dist/<path>/index.html with the server bundle
// (dist/ssr/entry-server.js), writes dist/404.html, and keeps the untouched template as
// dist/page-template.html for the pages the server renders at request time. (The dashboard and
// staff console have their own shell, dist/app.html.)
// Pages whose content lives in the database (books, podcast, testimonials) are rendered by the
// server at request time instead.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const dist = new URL('../dist', import.meta.url).pathname;
const { renderPage, staticPublicPages } = await import(pathToFileURL(join(dist, 'ssr/entry-server.js')).href);

// Absolute URLs (canonical, Open Graph) are written for this origin; the server rewrites them
// to its SITE_URL when it differs (see prerender.json).
const origin = (process.env.SITE_URL || 'http://localhost:3000').replace(/\/$/, '');
const template = await readFile(join(dist, 'index.html'), 'utf8');
await writeFile(join(dist, 'page-template.html'), template);

const write = async (file, html) => {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
};

for (const path of staticPublicPages) {
  const { status, html } = await renderPage({ url: path, origin, template });
  if (status !== 200) throw new Error(`prerender ${path}: status ${status}`);
  await write(join(dist, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`), html);
}
const notFound = await renderPage({ url: '/this-page-does-not-exist', origin, template });
if (notFound.status !== 404) throw new Error(`prerender 404 page: status ${notFound.status}`);
await write(join(dist, '404.html'), notFound.html);
await writeFile(join(dist, 'prerender.json'), JSON.stringify({ origin, pages: staticPublicPages }, null, 2));
console.log(`prerendered ${staticPublicPages.length} pages and 404.html for ${origin}`);
