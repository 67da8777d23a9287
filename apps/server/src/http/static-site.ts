import { isAppRoute, isClientRoutedPath, normalizePath } from '@app/contracts';
import type { ResultPage } from '@app/contracts/public-form-messages';
import type { FastifyReply } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { findBuiltFiles, findPrerenderedPages, readBuiltFile, SSR_DIR } from './built-files.js';
import { answerBuiltFilesFirst, type BuiltAnswer } from './built-file-answers.js';
import { keptBody, sendBody, type KeptBody } from './compressed-body.js';
import { errorBody } from './errors.js';
import { securityHeaders } from './security-headers.js';
import type { App } from './types.js';

/** HTML is revalidated on every visit. */
const HTML_PAGE = { status: 200, contentType: 'text/html; charset=utf-8', cacheControl: 'no-cache' } as const;

/** What the server renderer (apps/web/src/entry-server.tsx) offers. */
interface ServerRenderer {
  renderPage(request: {
    url: string;
    origin: string;
    template: string;
    queryData?: readonly (readonly [readonly unknown[], unknown])[];
  }): Promise<{ status: number; html: string }>;
  renderResultPage(request: { url: string; origin: string; template: string; page: ResultPage }): Promise<string>;
}

/** Data of a page rendered at request time (database content), or null for other paths. */
export type PageDataSource = (path: string) => Promise<readonly (readonly [readonly unknown[], unknown])[] | null>;

export interface StaticSiteOptions {
  /** The public origin: absolute URLs in prerendered pages are rewritten to it. */
  siteUrl?: string;
  /** Database-backed pages are rendered per request with this data. */
  pageData?: PageDataSource;
}

/** What the built site lends to other routes. */
export interface BuiltSite {
  /** Result pages (e.g. forms posted without JavaScript) in the site's layout; null when the site is not built. */
  renderResultPage: ((url: string, page: ResultPage) => Promise<string>) | null;
}

/**
 * Serves the built web app from memory, every answer in the encoding the browser prefers. Hashed
 * files under /assets are immutable; HTML is revalidated on every visit. Prerendered pages have
 * their absolute URLs pointing at SITE_URL; pages whose content comes from the database are
 * rendered per request by the web app's server bundle. Paths the app does not know get the
 * not-found page with a real 404 status.
 */
export async function registerStaticSite(
  app: App,
  webDist: string,
  options: StaticSiteOptions = {},
): Promise<BuiltSite> {
  if (!existsSync(join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web app is not built: run `npm run build` to serve the site');
    app.setNotFoundHandler((request, reply) => {
      reply.status(404).send(errorBody('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`));
    });
    return { renderResultPage: null };
  }

  const origin = (options.siteUrl ?? '').replace(/\/$/, '');
  const builtFor = readBuildOrigin(webDist);
  const rewriteOrigin = Boolean(builtFor && origin && builtFor !== origin);
  /** A built HTML file, its absolute URLs pointing at SITE_URL (the build's compressed copies then no longer fit). */
  const readPage = (file: string): KeptBody =>
    rewriteOrigin
      ? keptBody(Buffer.from(readFileSync(join(webDist, file), 'utf8').split(builtFor!).join(origin)))
      : readBuiltFile(webDist, file);
  const pages = new Map([...findPrerenderedPages(webDist)].map(([path, file]) => [path, readPage(file)]));
  const notFoundPage = readPage(existsSync(join(webDist, '404.html')) ? '404.html' : 'index.html');
  const readShell = (file: string) => readPage(existsSync(join(webDist, file)) ? file : 'index.html');
  // The client-routed app (dashboard, staff console), rendered by the browser alone.
  const appShell = readShell('app.html');
  // The public pages' unrendered template, for request-time renders.
  const pageTemplate = readShell('page-template.html');
  const pageTemplateHtml = pageTemplate.identity.toString('utf8');
  const renderer = await loadRenderer(app, webDist);

  const sendHtml = (reply: FastifyReply, body: KeptBody | string, status: number) =>
    sendBody(reply, body, { ...HTML_PAGE, status });

  // Every other built file (hashed assets, the service worker, the icon) is served from memory:
  // the whole client is a few megabytes, and no request then touches the disk. Each file and each
  // prerendered page is a route of its own with a plain (not async) handler: its answer is ready,
  // so it costs no promise; sendBody has already encoded it, and a GET has no body to decompress
  // (no compression hooks). Their plain GETs and HEADs do not even reach Fastify (built-file-answers.ts).
  const ready = { compress: false, decompress: false } as const;
  const answers = new Map<string, BuiltAnswer>();
  for (const [path, file] of findBuiltFiles(webDist)) {
    answers.set(path, {
      body: file,
      headers: { status: 200, contentType: file.contentType, cacheControl: file.cacheControl },
    });
  }
  for (const [path, page] of pages) answers.set(path, { body: page, headers: HTML_PAGE });
  for (const [path, { body, headers }] of answers) {
    app.get(path, ready, (_request, reply) => sendBody(reply, body, headers));
  }
  answerBuiltFilesFirst(app, answers, securityHeaders({ siteUrl: options.siteUrl ?? '' }));

  /** A database-backed page rendered now; null when the path is not one, or rendering failed. */
  const renderFromDatabase = async (path: string, url: string) => {
    if (!renderer || !options.pageData) return null;
    const queryData = await options.pageData(path);
    if (!queryData) return null;
    try {
      return await renderer.renderPage({
        url,
        origin: origin || 'http://localhost',
        template: pageTemplateHtml,
        queryData,
      });
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
    // A prerendered page under another spelling (`/about/`, `/about/index.html`) is that page.
    const page = pages.get(path) ?? pages.get(path.replace(/\/index\.html$/, '') || '/');
    if (page) return sendHtml(reply, page, 200);
    if (!isAppRoute(path)) return sendHtml(reply, notFoundPage, 404);
    if (isClientRoutedPath(path)) return sendHtml(reply, appShell, 200);
    const rendered = await renderFromDatabase(path, request.url);
    if (rendered) return sendHtml(reply, rendered.html, rendered.status);
    return sendHtml(reply, pageTemplate, 200);
  });

  return {
    renderResultPage: renderer
      ? (url, page) =>
          renderer.renderResultPage({ url, origin: origin || 'http://localhost', template: pageTemplateHtml, page })
      : null,
  };
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
