import { hydrate, QueryClientContext, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { QUERY_STATE_ELEMENT_ID } from '../features/seo/render-contract';
import { browserQueryClient } from './query-cache';
import { createQueryClient } from './query-client';

/** Data the server rendered the page with, so the first client render matches its HTML. */
function readServerQueryState(): DehydratedState | undefined {
  const element = document.getElementById(QUERY_STATE_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as DehydratedState;
  } catch {
    return undefined;
  }
}

function createBrowserQueryClient() {
  const client = createQueryClient();
  const serverState = readServerQueryState();
  if (serverState) hydrate(client, serverState);
  return client;
}

/**
 * Around the pages that use TanStack Query (database pages, dashboard, staff), so Query downloads
 * with them and not with every page. In the browser it provides the visit's one cache; the
 * server renderer provides a client per page, which is used as it is.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const rendererClient = useContext(QueryClientContext);
  if (rendererClient) return children;
  return <QueryClientProvider client={browserQueryClient(createBrowserQueryClient)}>{children}</QueryClientProvider>;
}
