import { Menu as MenuIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';

// Radix Dialog (about 13 KB gzip) downloads when the drawer first opens, not with the dashboard's first page.
const NavDrawerDialog = lazy(async () => ({ default: (await import('./nav-drawer-dialog')).NavDrawerDialog }));

/** The dashboard's navigation on a phone: a menu button that opens the sidebar as a drawer over the page. */
export function NavDrawer({ onLogout }: { onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing it plays out and returns the focus.
  const [opened, setOpened] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={menuButton}
        type="button"
        aria-label="Open navigation"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        className="rounded-md p-2 text-ink-dark hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-ink"
      >
        <MenuIcon aria-hidden="true" className="h-5 w-5" />
      </button>
      {opened && (
        <Suspense fallback={null}>
          <NavDrawerDialog open={open} onOpenChange={setOpen} onLogout={onLogout} menuButton={menuButton} />
        </Suspense>
      )}
    </>
  );
}
