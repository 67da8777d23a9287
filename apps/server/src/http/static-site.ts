import fastifyStatic from '@fastify/static';
import { isAppRoute, isClientRoutedPath, normalizePath } from '@app/contracts';
import type { FastifyReply } from 'fastify';
import type { App } from './types.js';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { errorBody } from './errors.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

/** The server bundle of the web app lives in dist/ssr: it is run here, never sent to browsers. */
const SSR_DIR = 'ssr';

/** Maps each prerendered page to its file: '/about' → 'about/index.html', '/' → 'index.html'. */
function findPrerenderedPages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets' && !(dir === root && entry.name === SSR_DIR)) walk(full);
      } else if (entry.name === 'index.html') {
        const rel = relative(root, dir).split(sep).join('/');
        pages.set(rel ? `/${rel}` : '/', relative(root, full).split(sep).join('/'));
      }
    }
  };
  walk(root);
  return pages;
}

/** What the server renderer (apps/web/src/entry-server.tsx) offers. */
interface ServerRenderer {
  renderPage(request: {
    url: string;
    origin: string;
    template: string;
    queryData?: readonly (readonly [readonly unknown[], unknown])[];
  }): Promise<{ status: number; html: string }>;
}

/** Data of a page rendered at request time (database content), or null for other paths. */
export type PageDataSource = (path: string) => Promise<readonly (readonly [readonly unknown[], unknown])[] | null>;

export interface StaticSiteOptions {
  /** The public origin: absolute URLs in prerendered pages are rewritten to it. */
  siteUrl?: string;
  /** Database-backed pages are rendered per request with this data. */
  pageData?: PageDataSource;
}

/**
 * Serves the built web app. Hashed files under /assets are immutable; HTML is revalidated on
 * every visit; precompressed .br/.gz siblings written by the build are preferred. Prerendered
 * pages are kept in memory with their absolute URLs pointing at SITE_URL; pages whose content
 * comes from the database are rendered per request by the web app's server bundle. Paths the
 * app does not know get the not-found page with a real 404 status.
 */
export async function registerStaticSite(app: App, webDist: string, options: StaticSiteOptions = {}): Promise<void> {
  if (!existsSync(join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web app is not built: run `npm run build` to serve the site');
    app.setNotFoundHandler((request, reply) => {
      reply.status(404).send(errorBody('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`));
    });
    return;
  }

  const origin = (options.siteUrl ?? '').replace(/\/$/, '');
  const builtFor = readBuildOrigin(webDist);
  const readPage = (file: string) => {
    const html = readFileSync(join(webDist, file), 'utf8');
    return builtFor && origin && builtFor !== origin ? html.split(builtFor).join(origin) : html;
  };
  const pages = new Map([...findPrerenderedPages(webDist)].map(([path, file]) => [path, readPage(file)]));
  const notFoundPage = readPage(existsSync(join(webDist, '404.html')) ? '404.html' : 'index.html');
  const readBuilt = (file: string) =>
    readFileSync(join(webDist, existsSync(join(webDist, file)) ? file : 'index.html'), 'utf8');
  // The client-routed app (dashboard, staff console), rendered by the browser alone.
  const appShell = readBuilt('app.html');
  // The public pages' unrendered template, for request-time renders.
  const pageTemplate = readBuilt('page-template.html');
  const renderer = await loadRenderer(app, webDist);

  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    allowedPath: (pathName) => !pathName.startsWith(`/${SSR_DIR}/`),
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

  const sendHtml = (reply: FastifyReply, html: string, status: number) =>
    reply.status(status).header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(html);

  /** A database-backed page rendered now; null when the path is not one, or rendering failed. */
  const renderFromDatabase = async (path: string, url: string) => {
    if (!renderer || !options.pageData) return null;
    const queryData = await options.pageData(path);
    if (!queryData) return null;
    try {
      return await renderer.renderPage({ url, origin: origin || 'http://localhost', template: pageTemplate, queryData });
    } catch (error) {
      // The browser can still render the page from the API: serve the template rather than an error.
      app.log.error({ err: error, path }, 'server render failed');
      return null;
    }
  };

  app.setNotFoundHandler(async (request, reply) => {
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
    if (page) return sendHtml(reply, page, 200);
    if (!isAppRoute(path)) return sendHtml(reply, notFoundPage, 404);
    if (isClientRoutedPath(path)) return sendHtml(reply, appShell, 200);
    const rendered = await renderFromDatabase(path, request.url);
    if (rendered) return sendHtml(reply, rendered.html, rendered.status);
    return sendHtml(reply, pageTemplate, 200);
  });
}

/** The origin the pages were prerendered for (dist/prerender.json), if the build wrote one. */
function readBuildOrigin(webDist: string): string | null {
  try {
    const { origin } = JSON.parse(readFileSync(join(webDist, 'prerender.json'), 'utf8')) as { origin?: unknown };
    return typeof origin === 'string' && origin ? origin.replace(/\/$/, '') : null;
  } catch {
    return null;
  }
}

async function loadRenderer(app: App, webDist: string): Promise<ServerRenderer | null> {
  const entry = join(webDist, SSR_DIR, 'entry-server.js');
  if (!existsSync(entry)) return null;
  try {
    return (await import(pathToFileURL(entry).href)) as ServerRenderer;
  } catch (error) {
    app.log.error({ err: error, entry }, 'server renderer could not be loaded; database pages render in the browser');
    return null;
  }
}
