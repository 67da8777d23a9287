import { greetingName } from '@app/contracts/dashboard';
import { useQuery } from '@tanstack/react-query';
import { Menu as MenuIcon, PanelLeftClose } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { useNavigation } from '../../lib/navigation';
import { useAuth } from '../auth/auth-provider';
import { rememberReturnPath } from '../auth/return-path';
import { LiveUpdates } from '../live-updates/live-updates';
import { SupportChat } from '../support-chat/support-chat';
import type { AppUser } from '../auth/types';
import { AccountMenu } from './account-menu';
import { dashboardQueries } from './dashboard-queries';
import { SIDEBAR_COLLAPSED_PX, SIDEBAR_OPEN_PX } from './nav-items';
import { NavDrawer } from './nav-drawer';
import { Sidebar } from './sidebar';
import { useSidebar } from './use-sidebar';

/**
 * /dashboard and its pages: a loader while the session loads, a redirect to / (remembering where
 * the visitor was going) without a user, else the sidebar, the top bar and the page.
 */
export function DashboardLayout() {
  const { status, user } = useAuth();
  const location = useLocation();
  const { navigate } = useNavigation();
  const signedInHere = useRef(false);
  useEffect(() => {
    if (user) {
      signedInHere.current = true;
      return;
    }
    if (status !== 'signed-out') return;
    // A visitor who arrives signed out comes back here after login; one who just logged out does not.
    if (!signedInHere.current) rememberReturnPath(`${location.pathname}${location.search}${location.hash}`);
    navigate('/', { replace: true });
  }, [status, user, location, navigate]);

  if (!user) {
    return <PageSpinner label="Loading your dashboard" />;
  }
  return <DashboardShell user={user} />;
}

function DashboardShell({ user }: { user: AppUser }) {
  const { logout } = useAuth();
  const sidebar = useSidebar();
  const { data: profile } = useQuery(dashboardQueries.profile(user.id));
  const name = greetingName(profile, user);
  const rail = sidebar.wide ? (sidebar.collapsed ? SIDEBAR_COLLAPSED_PX : SIDEBAR_OPEN_PX) : SIDEBAR_COLLAPSED_PX;
  const offset = sidebar.phone ? 0 : rail;

  // Logging out ends on / (the session moves there).
  const onLogout = () => void logout();

  return (
    <div className="min-h-screen bg-paper">
      {!sidebar.phone && (
        <Sidebar collapsed={sidebar.collapsed} onNavigate={sidebar.collapseIfNarrow} onLogout={() => void onLogout()} />
      )}
      {!sidebar.phone && !sidebar.wide && !sidebar.collapsed && (
        <button
          type="button"
          aria-label="Close navigation"
          onClick={sidebar.toggle}
          className="fixed inset-0 z-30 bg-slate-900/40 print:hidden"
        />
      )}
      <div
        data-testid="dashboard-content"
        style={{ marginLeft: offset }}
        className="transition-[margin] duration-200 print:!ml-0"
      >
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6 print:hidden">
          {sidebar.phone ? (
            <NavDrawer onLogout={() => void onLogout()} />
          ) : (
            <button
              type="button"
              onClick={sidebar.toggle}
              aria-label={sidebar.collapsed ? 'Expand navigation' : 'Collapse navigation'}
              aria-expanded={!sidebar.collapsed}
              className="rounded-md p-2 text-ink-dark hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-ink"
            >
              {sidebar.collapsed ? (
                <MenuIcon aria-hidden="true" className="h-5 w-5" />
              ) : (
                <PanelLeftClose aria-hidden="true" className="h-5 w-5" />
              )}
            </button>
          )}
          <p className="flex-1 text-lg font-semibold text-ink-dark">Dashboard</p>
          <AccountMenu
            name={name}
            email={user.email}
            avatarUrl={profile?.avatar_url ?? null}
            onLogout={() => void onLogout()}
          />
        </header>
        <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
          <Outlet />
        </main>
      </div>
      <SupportChat />
      <LiveUpdates />
    </div>
  );
}
