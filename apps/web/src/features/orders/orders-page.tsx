import type { Project } from '@app/contracts/dashboard-api';
import { formatLongDate } from '@app/contracts/dates';
import { formatMoney, primaryAmount } from '@app/contracts/money';
import { projectStatusBadge } from '@app/contracts/project-status';
import { useMutation, useQuery } from '@tanstack/react-query';
import { FolderOpen, MessageSquare, Package } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { apiFetch } from '../../lib/api-client';
import { Link } from '../../lib/navigation';
import { useAuth } from '../auth/auth-provider';
import { dashboardQueries } from '../dashboard-layout/dashboard-queries';
import { EmptyState, PageHeading, RetryNotice } from '../dashboard-layout/query-status';
import { StatusBadge } from '../dashboard-layout/status-badge';
import { ProductionStages } from './production-stages';
import ProjectTimeline from './project-timeline';
import { SharedFilesDialog } from './shared-files-dialog';

export function OrdersPage() {
  const { user } = useAuth();
  const projects = useQuery({ ...dashboardQueries.projects(user?.id), enabled: Boolean(user) });
  const [filesOf, setFilesOf] = useState<Project | null>(null);
  const requestUpdate = useMutation({
    mutationFn: (project: Project) =>
      apiFetch(`/api/me/projects/${project.id}/update-request`, { method: 'POST', body: {} }),
    onSuccess: () => toast.success('Update requested', { description: 'Our team will reply in your support chat.' }),
    onError: () => toast.error('Unable to send your request. Please try again.'),
  });
  const rows = projects.data ?? [];

  return (
    <>
      <PageHeading
        title="Production Projects"
        description="Each service we are producing for you, and where it stands."
      />
      {projects.isPending ? (
        <p className="text-slate-700">Loading projects…</p>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<Package aria-hidden="true" className="h-10 w-10" />}
          action={
            <Link to="/publishing-packages" className={buttonClasses('default')}>
              Explore publishing packages
            </Link>
          }
        >
          You have no production projects yet. Choose a publishing package to get started.
        </EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {rows.map((project) => {
            const badge = projectStatusBadge(project.project_status);
            return (
              <li key={project.id}>
                <Card className="flex h-full flex-col p-6" data-testid="project-card">
                  <div className="flex items-start justify-between gap-3">
                    <div>
                      <h2 className="text-lg font-semibold text-ink-dark">{project.service}</h2>
                      <p className="text-slate-700">{project.book_title ?? 'Untitled book'}</p>
                    </div>
                    <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>
                  </div>
                  <dl className="mt-4 grid grid-cols-3 gap-3 text-sm">
                    <div>
                      <dt className="text-slate-600">Start date</dt>
                      <dd className="font-medium">
                        {project.start_date ? formatLongDate(project.start_date) : 'Pending'}
                      </dd>
                    </div>
                    <div>
                      <dt className="text-slate-600">Projected completion</dt>
                      <dd className="font-medium">
                        {project.completion_date ? formatLongDate(project.completion_date) : 'TBD'}
                      </dd>
                    </div>
                    <div>
                      <dt className="text-slate-600">Investment</dt>
                      <dd className="font-medium">{formatMoney(primaryAmount(project))}</dd>
                    </div>
                  </dl>
                  <div className="mt-4">
                    <ProjectTimeline project={project} />
                  </div>
                  <ProductionStages projectId={project.id} />
                  <p className="mt-4 rounded-lg bg-paper p-3 text-sm text-slate-800">
                    {project.notes || 'Our team will update milestones here.'}
                  </p>
                  <div className="mt-auto flex flex-wrap gap-2 pt-4">
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={requestUpdate.isPending && requestUpdate.variables?.id === project.id}
                      onClick={() => requestUpdate.mutate(project)}
                    >
                      <MessageSquare aria-hidden="true" className="h-4 w-4" />
                      Request project update
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setFilesOf(project)}>
                      <FolderOpen aria-hidden="true" className="h-4 w-4" />
                      View shared files
                    </Button>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      {projects.isError && <RetryNotice className="mt-4" what="projects" onRetry={() => void projects.refetch()} />}
      <SharedFilesDialog project={filesOf} onClose={() => setFilesOf(null)} />
    </>
  );
}
