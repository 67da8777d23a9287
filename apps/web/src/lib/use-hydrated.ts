import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False in the server's HTML and while hydrating, true once the page runs in the browser: for
 * markup that differs when JavaScript takes over (a form that validates itself, say).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
