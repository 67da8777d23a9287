import { databasePages } from '@app/contracts/public-content';
import type { ResultPage } from '@app/contracts/public-form-messages';
import { publicPages } from '@app/contracts/routes';
import { dehydrate, QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { AppProviders } from './app/providers';
import { loadPublicPage, loadResultPage, pagePath } from './app/public/pages';
import { PublicApp } from './app/public/public-app';
import { headTags, scriptSafeJson } from './features/seo/head-tags';
import { RenderCollectorProvider, type RenderCollector } from './features/seo/page-meta';
import { QUERY_STATE_ELEMENT_ID, RESULT_PAGE_ELEMENT_ID } from './features/seo/render-contract';

/**
 * Renders one public page to a complete HTML document, with the same components the browser
 * hydrates (entry-public).
 * Used at build time (prerendering every static public page) and by the server at request time
 * (pages whose content comes from the database, which passes that data in `queryData`).
 */
export interface RenderRequest {
  /** Path and query of the page, e.g. '/books/tidewater-letters'. */
  url: string;
  /** The site's public origin, for canonical links and structured data. */
  origin: string;
  /** dist/index.html as built by Vite: the head block and the root element are filled in. */
  template: string;
  /** Query cache entries the page reads (same keys as its queries), handed on to the browser. */
  queryData?: readonly (readonly [QueryKey, unknown])[];
}

export interface RenderResult {
  status: number;
  html: string;
}

const HEAD_BLOCK = /<!--app-head-->[\s\S]*?<!--\/app-head-->/;
const ROOT_SLOT = '<!--app-html-->';

export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const pathname = pagePath(new URL(request.url, request.origin).pathname);
  return renderDocument(request, pathname, await loadPublicPage(pathname));
}

/**
 * A result page (a form posted without JavaScript, a confirmation link) in the site's layout at
 * the URL it answers. Its content goes along in the document, for the browser to hydrate with.
 */
export async function renderResultPage(request: RenderRequest & { page: ResultPage }): Promise<string> {
  const pathname = pagePath(new URL(request.url, request.origin).pathname);
  const { html } = await renderDocument(request, pathname, await loadResultPage(request.page), {
    [RESULT_PAGE_ELEMENT_ID]: request.page,
  });
  return html;
}

async function renderDocument(
  { origin, template, queryData = [] }: RenderRequest,
  pathname: string,
  Page: ComponentType,
  /** JSON handed to the browser, by element id. */
  data: Record<string, unknown> = {},
): Promise<RenderResult> {
  const queryClient = new QueryClient();
  for (const [key, value] of queryData) queryClient.setQueryData(key, value);
  const json = queryData.length > 0 ? { ...data, [QUERY_STATE_ELEMENT_ID]: dehydrate(queryClient) } : data;

  const collector: RenderCollector = { head: null, status: 200, origin };
  const body = renderToString(
    <StrictMode>
      <RenderCollectorProvider collector={collector}>
        <QueryClientProvider client={queryClient}>
          <AppProviders>
            <PublicApp pathname={pathname} Page={Page} />
          </AppProviders>
        </QueryClientProvider>
      </RenderCollectorProvider>
    </StrictMode>,
  );

  let html = template.replace(ROOT_SLOT, () => body);
  if (collector.head) html = html.replace(HEAD_BLOCK, () => headTags(collector.head!, origin));
  const scripts = Object.entries(json).map(
    ([id, value]) => `<script type="application/json" id="${id}">${scriptSafeJson(value)}</script>\n  `,
  );
  if (scripts.length > 0) html = html.replace('</body>', () => `${scripts.join('')}</body>`);
  return { status: collector.status, html };
}

/** The public pages prerendered at build time: all but those read from the database. */
export const staticPublicPages: string[] = publicPages.filter(
  (path) => !(databasePages as readonly string[]).includes(path),
);
