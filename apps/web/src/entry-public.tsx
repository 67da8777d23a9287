import type { ResultPage } from '@app/contracts/public-form-messages';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadPublicPage, loadResultPage, pagePath } from './app/public/pages';
import { PublicApp } from './app/public/public-app';
import { AppProviders } from './app/providers';
import { RESULT_PAGE_ELEMENT_ID } from './features/seo/render-contract';
import { registerServiceWorker } from './features/seo/service-worker';
import { showPendingNotice } from './lib/navigation';
import './styles.css';

// A page of the public site (index.html): its HTML arrives prerendered or server-rendered, and
// only its own component and the layout download to make it interactive. No router: links
// between public pages load the next document.
async function start() {
  const container = document.getElementById('root')!;
  const pathname = pagePath(window.location.pathname);
  // A result page (a form posted without JavaScript) carries its content; any other page is its path's.
  const resultPage = document.getElementById(RESULT_PAGE_ELEMENT_ID)?.textContent;
  const Page = resultPage ? await loadResultPage(JSON.parse(resultPage) as ResultPage) : await loadPublicPage(pathname);
  const app = (
    <StrictMode>
      <AppProviders>
        <PublicApp pathname={pathname} Page={Page} />
      </AppProviders>
    </StrictMode>
  );
  if (container.firstElementChild) {
    // The page is already on screen: hydrating as a transition lets React yield to the browser
    // between components instead of blocking the main thread for the whole page at once.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // The server could not render it (or the dev server): the browser renders it alone.
    createRoot(container).render(app);
  }
  showPendingNotice();
}

void start();
registerServiceWorker();
