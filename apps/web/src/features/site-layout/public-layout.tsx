import { useEffect, useState, type ReactNode } from 'react';
import { ChatButton } from './chat-button';
import { CursorEffect } from './cursor-effect';
import { SiteFooter } from './footer';
import { SiteHeader } from './header';

interface PublicLayoutProps {
  /** The page's path, e.g. '/books/tidewater-letters'. */
  pathname: string;
  children: ReactNode;
}

/** Header, footer, chat button and cursor effect around every page outside /dashboard. */
export function PublicLayout({ pathname, children }: PublicLayoutProps) {
  const isHome = pathname === '/';
  const [menuOpen, setMenuOpen] = useState(false);
  // Marks the page as interactive (hydrated), for scripts and browser tests that must not act earlier.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteHeader pathname={pathname} menu={{ open: menuOpen, setOpen: setMenuOpen }} />
      <main id="main" tabIndex={-1} className={isHome ? 'flex-1 pt-0' : 'flex-1 pt-10 sm:pt-14'}>
        {children}
      </main>
      <SiteFooter />
      {/* The open mobile menu reaches the bottom of the screen, where the chat button floats. */}
      {!menuOpen && <ChatButton />}
      <CursorEffect />
    </div>
  );
}
