import type { ComponentType } from 'react';
import { PublicLayout } from '../../features/site-layout/public-layout';

/** One page of the public site in its layout (see loadPublicPage). */
export function PublicApp({ pathname, Page }: { pathname: string; Page: ComponentType }) {
  return (
    <PublicLayout pathname={pathname}>
      <Page />
    </PublicLayout>
  );
}
