import {
  countServicesUsed,
  greetingName,
  newestFirst,
  RECENT_INVOICES,
  RECENT_PROJECTS,
} from '@app/contracts/dashboard';
import type { InvoiceSummary, Project } from '@app/contracts/dashboard-api';
import { formatLongDate } from '@app/contracts/dates';
import { invoiceStanding } from '@app/contracts/invoice-standing';
import { formatMoney } from '@app/contracts/money';
import { countActiveOrders, projectStatusBadge } from '@app/contracts/project-status';
import { useQuery } from '@tanstack/react-query';
import { BookOpen, FileText, Layers, Package, ShoppingBag, User, type LucideIcon } from 'lucide-react';
import { lazy, memo, Suspense, useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useAuth } from '../auth/auth-provider';
import { newcomer } from '../auth/newcomer';
import { dashboardQueries } from '../dashboard-layout/dashboard-queries';
import { RetryNotice } from '../dashboard-layout/query-status';
import { StatusBadge } from '../dashboard-layout/status-badge';
import { InvoiceStatusBadge } from '../invoices/invoice-status-badge';

/** The timeline loads after the page's figures: the first dashboard page stays as light as it was. */
const ProjectTimeline = lazy(() => import('../orders/project-timeline'));
const ProductionStages = lazy(async () => ({
  default: (await import('../orders/production-stages')).ProductionStages,
}));

/** Home queries are served from cache for 5 minutes (spec §7). */
const HOME_CACHE_MS = 5 * 60_000;

const QUICK_LINKS: { label: string; to: string; icon: LucideIcon; text: string }[] = [
  {
    label: 'Browse Services',
    to: '/dashboard/products',
    icon: ShoppingBag,
    text: 'Publishing and marketing services for your book.',
  },
  { label: 'Track Orders', to: '/dashboard/orders', icon: Package, text: 'Where each of your projects stands.' },
  { label: 'Manage Profile', to: '/dashboard/profile', icon: User, text: 'Your contact details and biography.' },
];

export function DashboardHomePage() {
  const { user } = useAuth();
  const userId = user?.id;
  // Someone who has just signed up is greeted as new on this first visit.
  const [newcomerId] = useState(() => newcomer.take());
  const greeting = newcomerId !== null && newcomerId === userId ? 'Welcome' : 'Welcome back';
  const cached = { enabled: Boolean(userId), staleTime: HOME_CACHE_MS, gcTime: HOME_CACHE_MS };
  const profile = useQuery({ ...dashboardQueries.profile(userId), enabled: Boolean(userId) });
  const projects = useQuery({ ...dashboardQueries.projects(userId), ...cached });
  const invoices = useQuery({ ...dashboardQueries.invoices(userId), ...cached });
  const books = useQuery({ ...dashboardQueries.books(userId), ...cached });
  const royalties = useQuery({ ...dashboardQueries.royalties(userId), ...cached });

  const projectRows = projects.data ?? [];
  const invoiceRows = invoices.data ?? [];
  const failed = projects.isError || invoices.isError;
  // The activity list (below the figures) renders in a second pass that React can interrupt: the
  // pass that shows the figures, which useQuery's store updates make blocking, stays short.
  const activity = {
    loading: useDeferredValue(projects.isPending || invoices.isPending),
    projects: useDeferredValue(projects.data),
    invoices: useDeferredValue(invoices.data),
  };

  const tiles: { label: string; value: number | null; icon: LucideIcon }[] = [
    { label: 'Active Orders', value: projects.isSuccess ? countActiveOrders(projectRows) : null, icon: Package },
    { label: 'Total Invoices', value: invoices.isSuccess ? invoiceRows.length : null, icon: FileText },
    {
      label: 'Services Used',
      value: projects.isSuccess && invoices.isSuccess ? countServicesUsed([...projectRows, ...invoiceRows]) : null,
      icon: Layers,
    },
    { label: 'Published Books', value: books.isSuccess ? books.data.length : null, icon: BookOpen },
  ];

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-3xl font-bold text-ink-dark">
            {greeting}, {greetingName(profile.data, user)}!
          </h1>
          <p className="mt-1 text-slate-700">Here is where your books and services stand today.</p>
          {profile.isError && <RetryNotice className="mt-2" what="profile" onRetry={() => void profile.refetch()} />}
        </div>
        <Link to="/contact" className={buttonClasses('secondary')}>
          Book a strategy call
        </Link>
      </div>

      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Summary">
        {tiles.map(({ label, value, icon: Icon }) => (
          <li key={label}>
            <Card className="flex items-center gap-4 p-5">
              <span className="flex h-12 w-12 items-center justify-center rounded-lg bg-paper text-ink">
                <Icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <div>
                <p className="text-sm text-slate-700">{label}</p>
                <p className="text-2xl font-bold text-ink-dark" data-testid={`tile-${label}`}>
                  {value ?? '—'}
                </p>
              </div>
            </Card>
          </li>
        ))}
      </ul>

      {royalties.isSuccess && (royalties.data.books.length > 0 || royalties.data.statements.length > 0) && (
        <Card className="flex flex-wrap items-center gap-x-8 gap-y-2 p-5" data-testid="home-royalties">
          <h2 className="text-lg font-semibold text-ink-dark">Sales & royalties</h2>
          <p className="text-slate-700">
            Net units this month (sold less returned):{' '}
            <span className="font-bold text-ink-dark">{royalties.data.this_month_units}</span>
          </p>
          <p className="text-slate-700">
            Royalty balance:{' '}
            <span className="font-bold text-ink-dark">
              {formatMoney(royalties.data.balance, royalties.data.currency)}
            </span>
          </p>
          <Link
            to="/dashboard/royalties"
            className="ml-auto text-sm font-semibold text-ink underline-offset-4 hover:underline"
          >
            View sales
          </Link>
        </Card>
      )}

      <section aria-labelledby="quick-links" className="grid gap-4 md:grid-cols-3">
        <h2 id="quick-links" className="sr-only">
          Quick links
        </h2>
        {QUICK_LINKS.map(({ label, to, icon: Icon, text }) => (
          <Link
            key={to}
            to={to}
            className="group rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-ink focus-visible:outline-2 focus-visible:outline-ink"
          >
            <Icon aria-hidden="true" className="h-6 w-6 text-ink" />
            <span className="mt-3 block font-semibold text-ink-dark group-hover:underline">{label}</span>
            <span className="mt-1 block text-sm text-slate-700">{text}</span>
          </Link>
        ))}
      </section>

      <Card className="p-6">
        <div className="mb-4 flex items-center justify-between gap-4">
          <h2 className="text-xl font-semibold text-ink-dark">Recent Activity</h2>
          <Link to="/dashboard/orders" className="text-sm font-semibold text-ink underline-offset-4 hover:underline">
            View all
          </Link>
        </div>
        <RecentActivity {...activity} />
        {failed && (
          <RetryNotice
            className="mt-4"
            what="recent activity"
            onRetry={() => {
              void projects.refetch();
              void invoices.refetch();
            }}
          />
        )}
      </Card>
    </div>
  );
}

/** The newest projects and invoices, or what stands in for them while they load or when none. */
const RecentActivity = memo(function RecentActivity({
  loading,
  projects = [],
  invoices = [],
}: {
  loading: boolean;
  projects?: Project[];
  invoices?: InvoiceSummary[];
}) {
  const recentProjects = newestFirst(projects, (project) => project.start_date, RECENT_PROJECTS);
  const recentInvoices = newestFirst(invoices, (invoice) => invoice.issue_date, RECENT_INVOICES);
  return loading ? (
    <p className="text-slate-700">Loading activity...</p>
  ) : recentProjects.length === 0 && recentInvoices.length === 0 ? (
    <p className="text-slate-700">No recent activity. Start by exploring services below.</p>
  ) : (
    <ul className="divide-y divide-slate-200" data-testid="recent-activity">
      {recentProjects.map((project) => {
        const badge = projectStatusBadge(project.project_status);
        return (
          <li key={project.id} className="flex flex-wrap items-center gap-3 py-3">
            <Package aria-hidden="true" className="h-5 w-5 text-ink" />
            <div className="min-w-40 flex-1">
              <p className="font-medium text-ink-dark">{project.service}</p>
              <p className="text-sm text-slate-700">{project.book_title ?? 'Untitled book'}</p>
              <Suspense fallback={null}>
                <ProjectTimeline project={project} />
                <ProductionStages projectId={project.id} />
              </Suspense>
            </div>
            <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>
            <ActivityDate day={project.start_date} />
          </li>
        );
      })}
      {recentInvoices.map((invoice) => {
        const standing = invoiceStanding(invoice);
        return (
          <li key={invoice.id} className="flex flex-wrap items-center gap-3 py-3">
            <FileText aria-hidden="true" className="h-5 w-5 text-ink" />
            <div className="min-w-40 flex-1">
              <p className="font-medium text-ink-dark">{invoice.service}</p>
              <p className="text-sm text-slate-700">{formatMoney(standing.total, invoice.currency)}</p>
            </div>
            <InvoiceStatusBadge standing={standing} />
            <ActivityDate day={invoice.issue_date} />
          </li>
        );
      })}
    </ul>
  );
});

/** A recent item's day, with its year (an item can be from a year before). */
function ActivityDate({ day }: { day: string | null }) {
  return (
    <time dateTime={day ?? undefined} className="w-24 text-right text-sm text-slate-700">
      {formatLongDate(day)}
    </time>
  );
}
