import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../components/ui/cn';

/**
 * What a failed load shows, with Try again, in place of the page's empty state and totals: an empty
 * list beside it would tell the author there is nothing, or nothing owed.
 */
export function RetryNotice({ onRetry, what, className }: { onRetry: () => void; what: string; className?: string }) {
  return (
    <p role="status" className={cn('flex flex-wrap items-center gap-2 text-sm text-slate-700', className)}>
      We could not load your {what}.
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex items-center gap-1 font-semibold text-ink underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ink"
      >
        <RotateCw aria-hidden="true" className="h-3.5 w-3.5" />
        Try again
      </button>
    </p>
  );
}

/** The centred message of an empty list, with an optional action. */
export function EmptyState({ icon, children, action }: { icon?: ReactNode; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      {icon && <span className="text-slate-400">{icon}</span>}
      <p className="max-w-md text-slate-700">{children}</p>
      {action}
    </div>
  );
}

/** A page's title block. */
export function PageHeading({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="font-serif text-3xl font-bold text-ink-dark">{title}</h1>
        {description && <p className="mt-1 text-slate-700">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
