import { isClientRoutedPath } from '@app/contracts/routes';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { documentNavigation } from '../../lib/navigation';
import { NotFoundPage } from './not-found';

/**
 * Paths the client-routed app does not have: a public page is loaded as its own document
 * (history replaced, so Back still works); an unknown dashboard or staff path is not found.
 */
export function LeaveApp() {
  const { pathname, search, hash } = useLocation();
  const outside = !isClientRoutedPath(pathname);
  useEffect(() => {
    if (outside) documentNavigation.navigate(`${pathname}${search}${hash}`, { replace: true });
  }, [outside, pathname, search, hash]);
  return outside ? null : <NotFoundPage />;
}
