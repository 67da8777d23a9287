import type { ReactNode } from 'react';
import { AuthProvider } from '../features/auth/auth-provider';
import { DEFAULT_IDENTITY_URL } from '../features/auth/identity/identity-client';
import { router } from './router';
import { AppToaster } from './toaster';

/** How the session moves between pages from outside the router's tree. */
const authNavigation = {
  navigate: (to: string) => router.navigate(to),
  currentLocationState: () => router.state.location.state,
};

interface AppProvidersProps {
  children: ReactNode;
  /** Server-rendered pages (the default) load the toaster when first needed; see AppToaster. */
  deferToaster?: boolean;
}

/** App-wide providers: session and toasts (the data cache comes with the pages that use it: QueryLayout). */
export function AppProviders({ children, deferToaster = true }: AppProvidersProps) {
  return (
    <>
      <AuthProvider navigation={authNavigation} identityUrl={DEFAULT_IDENTITY_URL}>
        {children}
      </AuthProvider>
      <AppToaster deferred={deferToaster} />
    </>
  );
}
