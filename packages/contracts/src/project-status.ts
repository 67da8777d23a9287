import type { StatusTone } from './invoice-status.js';

export const PROJECT_STATUSES = ['completed', 'in_progress', 'pending', 'paused', 'cancelled'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

const LABELS: Record<ProjectStatus, string> = {
  completed: 'Completed',
  in_progress: 'In Progress',
  pending: 'Pending',
  paused: 'Paused',
  cancelled: 'Cancelled',
};

const TONES: Record<ProjectStatus, StatusTone> = {
  completed: 'success',
  in_progress: 'info',
  pending: 'warning',
  paused: 'neutral',
  cancelled: 'danger',
};

/** Lower-cased, spaces to underscores, matched against the known values; anything else is in progress. */
export function normaliseProjectStatus(raw: string | null | undefined): ProjectStatus {
  const key = (raw ?? '').trim().toLowerCase().replace(/\s+/g, '_');
  return (PROJECT_STATUSES as readonly string[]).includes(key) ? (key as ProjectStatus) : 'in_progress';
}

/** Badge of a project status: known values get their label, an unknown one keeps its own text. */
export function projectStatusBadge(raw: string | null | undefined): {
  status: ProjectStatus;
  label: string;
  tone: StatusTone;
} {
  const status = normaliseProjectStatus(raw);
  const text = (raw ?? '').trim();
  const known = (PROJECT_STATUSES as readonly string[]).includes(text.toLowerCase().replace(/\s+/g, '_'));
  return { status, label: known || !text ? LABELS[status] : text, tone: TONES[status] };
}

/** Active orders are projects neither completed nor cancelled. */
export const isActiveProject = (raw: string | null | undefined): boolean => {
  const status = normaliseProjectStatus(raw);
  return status !== 'completed' && status !== 'cancelled';
};

export const countActiveOrders = (projects: readonly { project_status?: string | null }[]): number =>
  projects.filter((project) => isActiveProject(project.project_status)).length;

/** Where a project stands between its start and completion dates, for its timeline. */
export interface ProjectProgress {
  start: string | null;
  end: string | null;
  /** Share of the planned time gone by, 0–100; null without both dates. Completed projects are 100. */
  percent: number | null;
  status: ProjectStatus;
}

export function projectProgress(
  project: { project_status?: string | null; start_date?: string | null; completion_date?: string | null },
  today: string,
): ProjectProgress {
  const status = normaliseProjectStatus(project.project_status);
  const start = project.start_date ?? null;
  const end = project.completion_date ?? null;
  if (status === 'completed') return { start, end, percent: 100, status };
  if (!start || !end) return { start, end, percent: null, status };
  const span = Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`);
  const gone = Date.parse(`${today}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`);
  const percent = span <= 0 ? (gone >= 0 ? 100 : 0) : Math.round((Math.min(Math.max(gone, 0), span) / span) * 100);
  return { start, end, percent, status };
}
