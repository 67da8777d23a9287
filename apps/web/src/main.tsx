import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { startPerformanceObserver } from './features/seo/web-vitals';
import { registerServiceWorker } from './features/seo/service-worker';
import './styles.css';

async function start() {
  const container = document.getElementById('root')!;
  const router = await createAppRouter();
  // Prerendered and server-rendered pages arrive with their HTML; the dashboard shell does not.
  const serverRendered = container.firstElementChild !== null;
  const app = (
    <StrictMode>
      <AppProviders deferToaster={serverRendered}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (serverRendered) {
    // The page is already on screen: hydrating as a transition lets React yield to the browser
    // between components instead of blocking the main thread for the whole page at once.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}

void start();
registerServiceWorker();
startPerformanceObserver();
