import { ChevronDown } from '../../components/icons/site-icons';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '../../components/ui/cn';
import { Link, type LinkProps } from '../../lib/navigation';
import { hoverOpenDelay, NAV_CLOSE_DELAY_MS } from './hover-intent';
import { navGroups, primaryLinks, type NavGroup } from './nav-links';

/** Whether `pathname` is the page `to` or, unless `end`, one of the pages under it. */
const isSection = (pathname: string, to: string, end = false) =>
  pathname === to || (!end && pathname.startsWith(`${to}/`));

/** A nav link that marks the page being shown with aria-current. */
function NavLink({ to, pathname, end, ...anchor }: LinkProps & { pathname: string; end?: boolean }) {
  return <Link to={to} aria-current={isSection(pathname, to, end) ? 'page' : undefined} {...anchor} />;
}

const linkClasses = (isActive: boolean) =>
  cn(
    'rounded-md px-3 py-2 text-[15px] font-semibold hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-ink',
    isActive ? 'text-ink' : 'text-slate-800',
  );

/** Open/close state of the nav dropdowns with the spec's hover delays. */
function useDropdowns() {
  const [openId, setOpenId] = useState<NavGroup['id'] | null>(null);
  const openTimer = useRef<number | undefined>(undefined);
  const closeTimer = useRef<number | undefined>(undefined);
  const lastClosedAt = useRef<number | null>(null);
  const openIdRef = useRef(openId);
  openIdRef.current = openId;

  const clearTimers = () => {
    window.clearTimeout(openTimer.current);
    window.clearTimeout(closeTimer.current);
  };
  useEffect(() => clearTimers, []);

  const close = useCallback(() => {
    clearTimers();
    if (openIdRef.current !== null) lastClosedAt.current = Date.now();
    setOpenId(null);
  }, []);

  return {
    openId,
    open: (id: NavGroup['id']) => {
      clearTimers();
      setOpenId(id);
    },
    close,
    hoverEnter: (id: NavGroup['id']) => {
      clearTimers();
      const delay = hoverOpenDelay(
        { anyOpen: openIdRef.current !== null, lastClosedAt: lastClosedAt.current },
        Date.now(),
      );
      if (delay === 0) setOpenId(id);
      else openTimer.current = window.setTimeout(() => setOpenId(id), delay);
    },
    /** The pointer is back over an open menu: keep it. */
    hoverStay: () => window.clearTimeout(closeTimer.current),
    hoverLeave: () => {
      window.clearTimeout(openTimer.current);
      closeTimer.current = window.setTimeout(close, NAV_CLOSE_DELAY_MS);
    },
  };
}

function focusItem(menu: HTMLElement | null, which: 'first' | 'last' | 1 | -1) {
  const items = Array.from(menu?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  if (items.length === 0) return;
  const current = items.indexOf(document.activeElement as HTMLAnchorElement);
  const index =
    which === 'first' ? 0 : which === 'last' ? items.length - 1 : (current + which + items.length) % items.length;
  items[index]?.focus();
}

function Dropdown({
  group,
  state,
  pathname,
}: {
  group: NavGroup;
  state: ReturnType<typeof useDropdowns>;
  pathname: string;
}) {
  const menuId = useId();
  const isOpen = state.openId === group.id;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const isCurrent = pathname === group.overview.to || group.links.some((link) => link.to === pathname);

  const openAndFocus = (which: 'first' | 'last') => {
    state.open(group.id);
    requestAnimationFrame(() => focusItem(menuRef.current, which));
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAndFocus('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus('last');
    } else if (event.key === 'Escape') state.close();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, 'first' | 'last' | 1 | -1> = { ArrowDown: 1, ArrowUp: -1, Home: 'first', End: 'last' };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      focusItem(menuRef.current, move);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      state.close();
      triggerRef.current?.focus();
    }
  };

  return (
    <li
      className="relative"
      onPointerEnter={(event) => event.pointerType === 'mouse' && state.hoverEnter(group.id)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && state.hoverLeave()}
      onBlur={(event) => {
        if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) state.close();
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={menuId}
        className={cn(
          'inline-flex items-center gap-1 rounded-md px-3 py-2 text-[15px] font-semibold hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-ink',
          isCurrent ? 'text-ink' : 'text-slate-800',
        )}
        onClick={() => (isOpen ? state.close() : state.open(group.id))}
        onKeyDown={onTriggerKeyDown}
      >
        {group.label}
        <ChevronDown aria-hidden="true" className={cn('h-4 w-4 transition-transform', isOpen && 'rotate-180')} />
      </button>
      <div
        ref={menuRef}
        id={menuId}
        hidden={!isOpen}
        onPointerEnter={state.hoverStay}
        onKeyDown={onMenuKeyDown}
        className="absolute top-full left-0 z-40 w-80 pt-2"
      >
        <ul className="rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
          <li>
            <NavLink
              to={group.overview.to}
              pathname={pathname}
              onClick={state.close}
              className="block rounded-md px-3 py-2 font-semibold text-ink hover:bg-paper focus-visible:outline-2 focus-visible:outline-ink"
            >
              {group.overview.label}
            </NavLink>
          </li>
          {group.links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                pathname={pathname}
                onClick={state.close}
                className="block rounded-md px-3 py-2 text-slate-800 hover:bg-paper focus-visible:outline-2 focus-visible:outline-ink"
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

/** The desktop main nav: dropdowns for publishing and marketing, then the other sections. */
export function DesktopNav({ pathname }: { pathname: string }) {
  const dropdowns = useDropdowns();

  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        <li>
          <NavLink to="/" end pathname={pathname} className={linkClasses(pathname === '/')}>
            Home
          </NavLink>
        </li>
        {navGroups.map((group) => (
          <Dropdown key={group.id} group={group} state={dropdowns} pathname={pathname} />
        ))}
        {primaryLinks.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} pathname={pathname} className={linkClasses(isSection(pathname, link.to))}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
