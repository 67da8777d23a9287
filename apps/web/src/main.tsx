import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { startPerformanceObserver } from './features/seo/web-vitals';
import { registerServiceWorker } from './features/seo/service-worker';
import { QUERY_STATE_ELEMENT_ID } from './features/seo/render-contract';
import './styles.css';

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

async function start() {
  const container = document.getElementById('root')!;
  const router = await createAppRouter();
  // Prerendered and server-rendered pages arrive with their HTML; the dashboard shell does not.
  const serverRendered = container.firstElementChild !== null;
  const app = (
    <StrictMode>
      <AppProviders deferToaster={serverRendered}>
        <HydrationBoundary state={readServerQueryState()}>
          <RouterProvider router={router} />
        </HydrationBoundary>
      </AppProviders>
    </StrictMode>
  );
  if (serverRendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
registerServiceWorker();
startPerformanceObserver();
