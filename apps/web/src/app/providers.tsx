import type { ReactNode } from 'react';
import { AuthProvider, type IdentityModule } from '../features/auth/auth-provider';
import { DEFAULT_IDENTITY_URL } from '../features/auth/identity/site-url';
import { documentNavigation, NavigationProvider, type Navigation } from '../lib/navigation';
import { AppToaster } from './toaster';

interface AppProvidersProps {
  children: ReactNode;
  /** How links and moves work: between documents (public site, the default) or inside a client-routed app. */
  navigation?: Navigation;
  /** Builds the identity session at start (the dashboard); public pages load it when needed. */
  identityModule?: IdentityModule;
}

/** App-wide providers: navigation, session and toasts (the data cache comes with the pages that use it: QueryScope). */
export function AppProviders({ children, navigation = documentNavigation, identityModule }: AppProvidersProps) {
  return (
    <NavigationProvider value={navigation}>
      <AuthProvider navigation={navigation} identityUrl={DEFAULT_IDENTITY_URL} identityModule={identityModule}>
        {children}
      </AuthProvider>
      <AppToaster />
    </NavigationProvider>
  );
}
