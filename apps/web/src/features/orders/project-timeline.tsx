import { formatLongDate, toCalendarDay } from '@app/contracts/dates';
import { projectProgress, projectStatusBadge, type ProjectProgress } from '@app/contracts/project-status';

const BAR_COLOURS: Record<ProjectProgress['status'], string> = {
  completed: 'bg-green-700',
  in_progress: 'bg-blue-700',
  pending: 'bg-amber-600',
  paused: 'bg-slate-500',
  cancelled: 'bg-red-700',
};

/** A project's progress from start to completion, as a bar with today's place on it, in words too. */
export default function ProjectTimeline({
  project,
}: {
  project: {
    service: string;
    project_status?: string | null;
    start_date?: string | null;
    completion_date?: string | null;
  };
}) {
  const progress = projectProgress(project, toCalendarDay(new Date()));
  const label = projectStatusBadge(project.project_status).label;
  const words = [
    `${project.service}: ${label}`,
    progress.start ? `started ${formatLongDate(progress.start)}` : 'not started yet',
    progress.end ? `completion ${formatLongDate(progress.end)}` : 'completion to be set',
    progress.percent === null ? null : `${progress.percent}% of the planned time gone by`,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="space-y-1" data-testid="project-timeline">
      <div role="img" aria-label={words} className="relative h-2 w-full overflow-hidden rounded-full bg-slate-200">
        <div className={`h-full ${BAR_COLOURS[progress.status]}`} style={{ width: `${progress.percent ?? 0}%` }} />
      </div>
      <p className="flex flex-wrap justify-between gap-x-3 text-xs text-slate-700" aria-hidden="true">
        <span>{progress.start ? formatLongDate(progress.start) : 'Start to be set'}</span>
        <span>{progress.percent === null ? '' : `${progress.percent}%`}</span>
        <span>{progress.end ? formatLongDate(progress.end) : 'TBD'}</span>
      </p>
    </div>
  );
}
