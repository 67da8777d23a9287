import { useLocation, useNavigate } from 'react-router';
import { PageErrorScreen } from '../../components/page-error';

/**
 * The error element of a routed area's pages (dashboard, staff console): it renders in the
 * layout's outlet. Try again navigates to the same address, which clears the error and renders
 * the page afresh.
 */
export function RoutePageError() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return <PageErrorScreen onRetry={() => void navigate({ pathname, search, hash }, { replace: true })} />;
}
