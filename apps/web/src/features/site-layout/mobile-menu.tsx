import { lazy, Suspense, useId, useRef } from 'react';
import { Menu as MenuIcon, X } from '../../components/icons/site-icons';
import { useAuth } from '../auth/auth-provider';

// The panel downloads when first opened: most visits never open it, and it has no markup while closed.
const MobileMenuPanel = lazy(async () => ({ default: (await import('./mobile-menu-panel')).MobileMenuPanel }));

export interface MobileMenuState {
  open: boolean;
  setOpen: (open: boolean) => void;
}

/** The menu button of small screens and, while open, the nav with the account actions at the bottom. */
export function MobileMenu({ open, setOpen }: MobileMenuState) {
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const { openModal } = useAuth();

  const close = () => setOpen(false);
  /** The identity modal replaces the menu rather than opening over it; closing it returns to the menu button. */
  const openIdentity = (tab: 'login' | 'signup') => {
    close();
    openModal(tab, { opener: toggle.current });
  };

  return (
    <div className="lg:hidden">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
        className="inline-flex h-11 w-11 items-center justify-center rounded-md text-ink-dark hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-ink"
      >
        {open ? <X aria-hidden="true" className="h-6 w-6" /> : <MenuIcon aria-hidden="true" className="h-6 w-6" />}
        <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
      </button>
      {open && (
        <Suspense>
          <MobileMenuPanel id={panelId} close={close} openIdentity={openIdentity} />
        </Suspense>
      )}
    </div>
  );
}
