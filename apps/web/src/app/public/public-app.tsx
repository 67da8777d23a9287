import type { ComponentType } from 'react';
import { PageErrorBoundary } from '../../components/page-error';
import { PublicLayout } from '../../features/site-layout/public-layout';

/** One page of the public site in its layout (see loadPublicPage). */
export function PublicApp({ pathname, Page }: { pathname: string; Page: ComponentType }) {
  return (
    <PublicLayout pathname={pathname}>
      <PageErrorBoundary>
        <Page />
      </PageErrorBoundary>
    </PublicLayout>
  );
}
