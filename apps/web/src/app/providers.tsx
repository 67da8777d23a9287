import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { AuthProvider } from '../features/auth/auth-provider';
import { DEFAULT_IDENTITY_URL } from '../features/auth/identity/identity-client';
import { createQueryClient } from '../lib/query-client';
import { router } from './router';

/** How the session moves between pages from outside the router's tree. */
const authNavigation = {
  navigate: (to: string) => router.navigate(to),
  currentLocationState: () => router.state.location.state,
};

/** App-wide providers: data cache and toasts (one at a time, about 4.5 s, as the spec says). */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider navigation={authNavigation} identityUrl={DEFAULT_IDENTITY_URL}>
        {children}
      </AuthProvider>
      <Toaster visibleToasts={1} duration={4500} position="top-right" richColors closeButton />
    </QueryClientProvider>
  );
}
