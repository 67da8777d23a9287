import { publicPages } from '@app/contracts/routes';
import type { Database } from '../db/connect.js';
import type { App } from '../http/types.js';
import escapeHtml from 'escape-html';

const NOT_INDEXED = new Set(['/cart', '/checkout']);

/** /sitemap.xml (every public page, book and episode) and /robots.txt, for the configured site URL. */
export function registerSitemapRoutes(app: App, database: Database, siteUrl: string): void {
  const origin = siteUrl.replace(/\/$/, '');

  app.get('/sitemap.xml', async (_request, reply) => {
    const [books, episodes] = await Promise.all([
      database.db.selectFrom('books').select('id').orderBy('id').execute(),
      database.db.selectFrom('podcast_episodes').select('id').orderBy('number').execute(),
    ]);
    const paths = [
      ...publicPages.filter((path) => !NOT_INDEXED.has(path)),
      ...books.map((book) => `/books/${book.id}`),
      ...episodes.map((episode) => `/all-episodes/${episode.id}`),
    ];
    // escape-html's five entities (&amp; &lt; &gt; &quot; &#39;) are XML's too.
    const urls = paths.map((path) => `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>`).join('\n');
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      );
  });

  app.get('/robots.txt', async (_request, reply) => {
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        ['User-agent: *', 'Disallow: /dashboard', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
          '\n',
        ),
      );
  });
}
