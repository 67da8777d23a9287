import fastifyStatic from '@fastify/static';
import { isAppRoute, normalizePath } from '@app/contracts';
import type { FastifyReply } from 'fastify';
import type { App } from './types.js';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { errorBody } from './errors.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

/** Maps each prerendered page to its file: '/about' → 'about/index.html', '/' → 'index.html'. */
function findPrerenderedPages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(full);
      } else if (entry.name === 'index.html') {
        const rel = relative(root, dir).split(sep).join('/');
        pages.set(rel ? `/${rel}` : '/', relative(root, full).split(sep).join('/'));
      }
    }
  };
  walk(root);
  return pages;
}

/**
 * Serves the built web app. Hashed files under /assets are immutable; HTML is revalidated on
 * every visit; precompressed .br/.gz siblings written by the build are preferred. Paths the app
 * does not know get the not-found page with a real 404 status.
 */
export async function registerStaticSite(app: App, webDist: string): Promise<void> {
  if (!existsSync(join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web app is not built: run `npm run build` to serve the site');
    app.setNotFoundHandler((request, reply) => {
      reply.status(404).send(errorBody('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`));
    });
    return;
  }

  const pages = findPrerenderedPages(webDist);
  const notFoundPage = existsSync(join(webDist, '404.html')) ? '404.html' : 'index.html';

  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    // Our setHeaders decides caching per file type; send's default would overwrite it with max-age=0.
    cacheControl: false,
    setHeaders(res, filePath) {
      const rel = relative(webDist, filePath).split(sep).join('/');
      res.setHeader(
        'cache-control',
        rel.startsWith('assets/') ? IMMUTABLE : rel.endsWith('.html') ? REVALIDATE : SHORT,
      );
    },
  });

  const sendPage = (reply: FastifyReply, file: string, status: number) =>
    reply.status(status).header('cache-control', REVALIDATE).sendFile(file, webDist);

  app.setNotFoundHandler((request, reply) => {
    let path: string;
    try {
      path = normalizePath(decodeURIComponent(request.url.split('?')[0] ?? '/'));
    } catch {
      return reply.status(400).send(errorBody('bad_request', 'Malformed URL'));
    }
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|\.netlify)\//.test(path);
    if (!wantsPage) {
      return reply.status(404).send(errorBody('not_found', `No route for ${request.method} ${path}`));
    }
    const page = pages.get(path);
    if (page) return sendPage(reply, page, 200);
    if (isAppRoute(path)) return sendPage(reply, 'index.html', 200);
    return sendPage(reply, notFoundPage, 404);
  });
}
