import { formatLongDate } from '@app/contracts/dates';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Circle, FileCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useAuth } from '../auth/auth-provider';
import { productionQuery } from './production-query';

/**
 * A project's production stages in order (done, under way, planned) with their dates, and a link
 * to the proof when one waits for the author's review. Nothing when the project has neither.
 */
export function ProductionStages({ projectId }: { projectId: string }) {
  const { user } = useAuth();
  const production = useQuery(productionQuery(user?.id, projectId));
  const stages = production.data?.stages ?? [];
  const proof = production.data?.proofs[0];
  if (stages.length === 0 && !proof) return null;
  return (
    <div className="mt-4 space-y-3">
      {stages.length > 0 && (
        <ol className="space-y-1 text-sm" aria-label="Production stages" data-testid="production-stages">
          {stages.map((stage) => {
            const done = Boolean(stage.actual_end);
            const current = !done && Boolean(stage.actual_start);
            const Icon = done ? CheckCircle2 : Circle;
            const end = stage.actual_end ?? stage.planned_end;
            return (
              <li key={stage.id} className="flex items-start gap-2">
                <Icon
                  aria-hidden="true"
                  className={`mt-0.5 h-4 w-4 shrink-0 ${done ? 'text-green-700' : current ? 'text-blue-700' : 'text-slate-400'}`}
                />
                <span className={current ? 'font-semibold text-ink-dark' : 'text-slate-800'}>
                  {stage.name}
                  <span className="sr-only">{done ? ' (done)' : current ? ' (under way)' : ' (planned)'}</span>
                  {end && (
                    <span className="text-slate-600">
                      {' '}
                      · {done ? 'done' : 'planned'} {formatLongDate(end)}
                    </span>
                  )}
                  {current && stage.next_step && <span className="block text-slate-700">Next: {stage.next_step}</span>}
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {proof && (
        <Link
          to={`/dashboard/orders/${projectId}/proofs`}
          className={buttonClasses(proof.status === 'waiting_author' ? 'default' : 'outline', 'sm')}
        >
          <FileCheck aria-hidden="true" className="h-4 w-4" />
          {proof.status === 'waiting_author' ? `Review proof ${proof.version}` : `Proof ${proof.version}`}
        </Link>
      )}
    </div>
  );
}
