import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppNavigation } from './app/app-navigation';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { startPerformanceObserver } from './features/seo/web-vitals';
import { registerServiceWorker } from './features/seo/service-worker';
import { showPendingNotice } from './lib/navigation';
import './styles.css';

// The dashboard and the staff console (app.html): rendered in the browser, client-routed.
const router = createAppRouter();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders navigation={createAppNavigation(router)}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
showPendingNotice();
registerServiceWorker();
startPerformanceObserver();
