import { isClientRoutedPath } from '@app/contracts/routes';
import { siteConfig } from '@app/contracts/site-config';
import { LogOut } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '../../components/ui/cn';
import { DASHBOARD_NAV, SIDEBAR_COLLAPSED_PX, SIDEBAR_OPEN_PX } from './nav-items';

const itemClasses = (collapsed: boolean, active = false) =>
  cn(
    'flex h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold',
    active ? 'bg-white/15 text-white' : 'text-slate-200 hover:bg-white/10 hover:text-white',
    collapsed && 'justify-center px-0',
  );

/** The dashboard's navigation: 280 px open, 88 px collapsed (icons only, names as tooltips). */
export function Sidebar({
  collapsed,
  onNavigate,
  onLogout,
}: {
  collapsed: boolean;
  onNavigate: () => void;
  onLogout: () => void;
}) {
  return (
    <aside
      data-testid="dashboard-sidebar"
      data-collapsed={collapsed}
      style={{ width: collapsed ? SIDEBAR_COLLAPSED_PX : SIDEBAR_OPEN_PX }}
      className="fixed inset-y-0 left-0 z-40 flex flex-col bg-ink-dark text-white transition-[width] duration-200 print:hidden"
    >
      <div className={cn('flex h-16 items-center border-b border-white/10 px-5', collapsed && 'justify-center px-0')}>
        <span
          aria-hidden="true"
          className="flex h-9 w-9 items-center justify-center rounded-lg bg-gold font-serif font-bold text-ink-dark"
        >
          Q
        </span>
        {!collapsed && <span className="ml-3 font-serif text-lg font-bold">{siteConfig.name}</span>}
      </div>
      <nav aria-label="Dashboard" className="flex-1 overflow-y-auto p-3">
        <ul className="space-y-1">
          {DASHBOARD_NAV.map(({ label, to, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                end
                // Home is a page of the public site: a document of its own, outside this app.
                reloadDocument={!isClientRoutedPath(to)}
                title={collapsed ? label : undefined}
                aria-label={collapsed ? label : undefined}
                onClick={onNavigate}
                className={({ isActive }) => itemClasses(collapsed, isActive && to !== '/')}
              >
                <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
                {!collapsed && <span>{label}</span>}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-white/10 p-3">
        <button
          type="button"
          onClick={onLogout}
          title={collapsed ? 'Logout' : undefined}
          aria-label={collapsed ? 'Logout' : undefined}
          className={cn(itemClasses(collapsed), 'w-full')}
        >
          <LogOut aria-hidden="true" className="h-5 w-5 shrink-0" />
          {!collapsed && <span>Logout</span>}
        </button>
      </div>
    </aside>
  );
}
