import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppNavigation } from './app/app-navigation';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import * as identityModule from './features/auth/identity/identity-account';
import { registerServiceWorker } from './features/seo/service-worker';
import { showPendingNotice } from './lib/navigation';
import './styles.css';

// The dashboard and the staff console (app.html): rendered in the browser, client-routed.
const router = createAppRouter();
const root = createRoot(document.getElementById('root')!);
// The first render as a transition: React then yields to the browser every few milliseconds
// instead of building the whole dashboard in one long task (a phone's input stays responsive).
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProviders navigation={createAppNavigation(router)} identityModule={identityModule}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
showPendingNotice();
registerServiceWorker();
// Chromium builds its number-formatting data once per process, on the first Intl.NumberFormat:
// 15-40 ms, which the dashboard's first amounts (formatMoney) paid inside the render of its data.
// A worker pays it on another thread while the page's data downloads.
new Worker(new URL('./lib/number-format-warm-up.worker.ts', import.meta.url), { type: 'module' });
