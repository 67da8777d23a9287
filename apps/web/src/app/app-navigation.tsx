import { isClientRoutedPath } from '@app/contracts/routes';
import { Link as RouterLink, type createBrowserRouter } from 'react-router';
import { documentNavigation, showNotice, type LinkProps, type Navigation } from '../lib/navigation';

/** A link that stays in the app for the app's own pages and loads any other page. */
function AppLink({ to, ...anchor }: LinkProps) {
  if (isClientRoutedPath(to)) return <RouterLink to={to} {...anchor} />;
  return <a href={to} {...anchor} />;
}

/**
 * Navigation inside the dashboard and staff console: their own pages are client-routed, every
 * other page (the public site) is a document of its own.
 */
export function createAppNavigation(router: ReturnType<typeof createBrowserRouter>): Navigation {
  return {
    Link: AppLink,
    navigate(to, options = {}) {
      if (!isClientRoutedPath(to)) {
        documentNavigation.navigate(to, options);
        return;
      }
      if (options.notice) showNotice(options.notice);
      void router.navigate(to, { replace: options.replace });
    },
  };
}
