import { isStaff } from '@app/contracts/chat';
import { NavLink, Outlet } from 'react-router';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { PageSpinner } from '../../components/ui/spinner';
import { useAuth } from '../auth/auth-provider';

const sections = [
  { to: '/staff', label: 'Today', end: true },
  { to: '/staff/authors', label: 'Authors' },
  { to: '/staff/invoices', label: 'Invoices' },
  { to: '/staff/production', label: 'Production' },
  { to: '/staff/reports', label: 'Reports' },
  { to: '/staff/royalties', label: 'Royalties' },
  { to: '/staff/payout-runs', label: 'Payout runs', adminOnly: true },
  { to: '/staff/year-end', label: 'Year-end', adminOnly: true },
  { to: '/staff/content/books', label: 'Books' },
  { to: '/staff/content/episodes', label: 'Podcast' },
  { to: '/staff/content/testimonials', label: 'Testimonials' },
  { to: '/staff/content/catalogue', label: 'Catalogue' },
  { to: '/staff/requests', label: 'Requests' },
  { to: '/staff/mail', label: 'Mail log' },
  { to: '/staff/audit', label: 'Audit log' },
  { to: '/staff/backups', label: 'Backups', adminOnly: true },
  { to: '/staff/inbox', label: 'Support inbox' },
];

/** The staff console's frame: only for staff roles (every call is checked by the server as well). */
export function StaffConsoleLayout() {
  const { status, user, openModal } = useAuth();
  if (status === 'loading') {
    return <PageSpinner label="Loading the staff console" />;
  }
  if (!user || !isStaff(user.roles)) {
    return (
      <div className="flex min-h-screen items-center justify-center bg-paper p-6">
        <div className="max-w-md space-y-4 rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
          <h1 className="text-xl font-semibold text-ink-dark">Staff console</h1>
          {user ? (
            <p>The staff console is for the Quillbridge team only.</p>
          ) : (
            <>
              <p>Sign in with your team account.</p>
              <Button onClick={() => openModal('login', { returnTo: window.location.pathname })}>Log in</Button>
            </>
          )}
        </div>
      </div>
    );
  }
  return (
    <div className="min-h-screen bg-paper">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <span className="font-semibold text-ink-dark">Quillbridge staff</span>
          <nav aria-label="Staff console" className="flex flex-wrap gap-1">
            {sections
              .filter((section) => !section.adminOnly || user.roles.includes('admin'))
              .map((section) => (
                <NavLink
                  key={section.to}
                  to={section.to}
                  end={section.end}
                  className={({ isActive }) =>
                    cn(
                      'rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-ink',
                      isActive && 'bg-ink text-white hover:bg-ink',
                    )
                  }
                >
                  {section.label}
                </NavLink>
              ))}
          </nav>
          <span className="ml-auto text-sm text-slate-600">
            {user.email} · {user.roles.includes('admin') ? 'Admin' : 'Support'}
          </span>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-8">
        <Outlet />
      </main>
    </div>
  );
}
