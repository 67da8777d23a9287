import type { ExternalToast } from 'sonner';

type ToastKind = 'success' | 'error' | 'info';

const listeners = new Set<() => void>();
let toasterRequested = false;

/** Asks the app to mount its <Toaster> (once; it then stays). */
export function requestToaster(): void {
  if (toasterRequested) return;
  toasterRequested = true;
  for (const listener of listeners) listener();
}

/** Whether the <Toaster> is wanted yet, for useSyncExternalStore. */
export const toasterRequest = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isRequested: (): boolean => toasterRequested,
};

function show(kind: ToastKind, message: string, options?: ExternalToast): void {
  requestToaster();
  // A toast raised before the <Toaster> subscribes is shown when it does (sonner keeps it).
  void import('sonner').then(({ toast }) => toast[kind](message, options));
}

/**
 * The app's toasts (sonner's, through the app's toaster): the library downloads with the first
 * toast instead of with the page. ESLint keeps other code from importing sonner itself.
 */
export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
};
