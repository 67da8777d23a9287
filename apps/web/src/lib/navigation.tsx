import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType } from 'react';
import { nextPageValue } from './next-page-value';
import { toast } from './toast';

/**
 * Moving between pages. The public site is one HTML document per page (prerendered, hydrated
 * on its own, with no router in its JavaScript), so by default a link is a plain anchor and a
 * move loads the next document. The dashboard and the staff console are client-routed apps:
 * they provide a navigation that keeps their own paths in the app (see app/app-navigation).
 */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
}

export interface Notice {
  type: 'success' | 'info' | 'error';
  message: string;
}

export interface NavigateOptions {
  replace?: boolean;
  /** A toast for the page moved to (it survives a document load). */
  notice?: Notice;
}

export interface Navigation {
  Link: ComponentType<LinkProps>;
  navigate(to: string, options?: NavigateOptions): void;
}

const pendingNotice = nextPageValue('pending-notice');

/** Shows a notice on the current document. */
export function showNotice(notice: Notice): void {
  toast[notice.type](notice.message);
}

function AnchorLink({ to, ...anchor }: LinkProps) {
  return <a href={to} {...anchor} />;
}

type DocumentLocation = Pick<Location, 'assign' | 'replace'>;

/**
 * Links are anchors, moves load the next document; a notice waits for it in sessionStorage.
 * The first move wins: a document already on its way out (after logout, say) is not sent
 * elsewhere by a page reacting to the same change.
 */
export function createDocumentNavigation(location: () => DocumentLocation): Navigation {
  let leaving = false;
  return {
    Link: AnchorLink,
    navigate(to, { replace = false, notice } = {}) {
      if (leaving) return;
      leaving = true;
      // Back/forward cache: the same document may come back, and may move again.
      window.addEventListener('pageshow', () => (leaving = false), { once: true });
      if (notice) pendingNotice.put(JSON.stringify(notice));
      if (replace) location().replace(to);
      else location().assign(to);
    },
  };
}

export const documentNavigation = createDocumentNavigation(() => window.location);

/** Shows the toast a previous document left for this one (after login, logout, a redirect). */
export function showPendingNotice(): void {
  const stored = pendingNotice.take();
  if (!stored) return;
  try {
    const notice = JSON.parse(stored) as Partial<Notice>;
    if ((notice.type === 'success' || notice.type === 'info' || notice.type === 'error') && notice.message) {
      showNotice({ type: notice.type, message: String(notice.message) });
    }
  } catch {
    // Not ours or corrupted: nothing to show.
  }
}

const NavigationContext = createContext<Navigation>(documentNavigation);

export const NavigationProvider = NavigationContext.Provider;

export function useNavigation(): Navigation {
  return useContext(NavigationContext);
}

/** A link to a page of the site, rendered the way the current app moves between pages. */
export function Link(props: LinkProps) {
  const { Link: Render } = useContext(NavigationContext);
  return <Render {...props} />;
}
