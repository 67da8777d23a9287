import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { createQueryClient } from '../lib/query-client';

/** App-wide providers: data cache and toasts (one at a time, about 4.5 s, as the spec says). */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster visibleToasts={1} duration={4500} position="top-right" richColors closeButton />
    </QueryClientProvider>
  );
}
