import { lazy, Suspense, useEffect, useSyncExternalStore, type CSSProperties } from 'react';
import { requestToaster, toasterRequest } from '../lib/toast';

const SonnerToaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

const FIRST_INTERACTION = ['pointerdown', 'keydown'] as const;

/**
 * sonner's rich colours, with each text darkened just enough to read at 4.8:1 or better on its own
 * background (WCAG AA asks 4.5:1; sonner's own texts reach 3.1–4.4:1).
 */
const READABLE_RICH_COLORS = {
  '--success-text': 'hsl(140, 100%, 25%)',
  '--info-text': 'hsl(210, 92%, 42%)',
  '--warning-text': 'hsl(31, 92%, 34%)',
  '--error-text': 'hsl(360, 100%, 42%)',
} as CSSProperties;

/**
 * On a phone toasts span the width, so they start above the round chat button (bottom-5, h-14) that
 * every layout keeps in the bottom-right corner.
 */
const CLEAR_OF_CHAT_BUTTON = 88;

/**
 * The app's toasts: one at a time, about 4.5 s (spec), at the bottom centre, where they cover
 * neither the header's account menu nor the chat button. Pages mount the toaster on the visitor's
 * first interaction or first toast, so sonner is not part of their first download; a toast raised
 * before the toaster mounted is shown when it does.
 */
export function AppToaster() {
  const requested = useSyncExternalStore(toasterRequest.subscribe, toasterRequest.isRequested, () => false);

  useEffect(() => {
    const request = () => requestToaster();
    for (const type of FIRST_INTERACTION) window.addEventListener(type, request, { once: true, capture: true });
    return () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, request, { capture: true });
    };
  }, []);

  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        visibleToasts={1}
        duration={4500}
        position="bottom-center"
        mobileOffset={{ bottom: CLEAR_OF_CHAT_BUTTON, left: 16, right: 16 }}
        richColors
        closeButton
        style={READABLE_RICH_COLORS}
      />
    </Suspense>
  );
}
