import { AUDIT_ENTITY_TYPES, type AuditEntry } from '@app/contracts/staff-api';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { FormField } from '../../../components/form-field';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyState, PageHeading, RetryNotice } from '../../dashboard-layout/query-status';
import { Select } from '../select';
import { staffQueries } from '../staff-queries';

const timestamp = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The fields a change touched: those whose value differs between before and after. */
function changedFields(entry: AuditEntry): string[] {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => key !== 'updated_at' && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

const show = (value: unknown) =>
  value === undefined || value === null ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/** /staff/audit: who changed what and when, with the values before and after. */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const authorId = params.get('author_id') ?? undefined;
  const entityType = params.get('entity_type') ?? undefined;
  const entries = useQuery(staffQueries.audit({ author_id: authorId, entity_type: entityType }));

  return (
    <>
      <PageHeading title="Audit log" description="Every change made in the staff console, newest first." />
      <Card className="mb-6 flex flex-wrap items-end gap-4 p-4">
        <FormField label="Kind of record">
          <Select
            value={entityType ?? ''}
            onChange={(event) =>
              setParams((current) => {
                const next = new URLSearchParams(current);
                if (event.target.value) next.set('entity_type', event.target.value);
                else next.delete('entity_type');
                return next;
              })
            }
            options={[
              { value: '', label: 'Everything' },
              ...AUDIT_ENTITY_TYPES.map((type) => ({ value: type, label: type.replace('_', ' ') })),
            ]}
          />
        </FormField>
        {authorId && (
          <Link to="/staff/audit" className="pb-3 text-sm text-ink underline">
            Showing one author · show everyone
          </Link>
        )}
      </Card>
      {entries.isPending ? (
        <Spinner label="Loading the audit log" />
      ) : entries.isError ? (
        <RetryNotice what="audit log" onRetry={() => void entries.refetch()} />
      ) : entries.data.length === 0 ? (
        <EmptyState>No changes recorded yet.</EmptyState>
      ) : (
        <ol className="space-y-3">
          {entries.data.map((entry) => (
            <li key={entry.id}>
              <Card className="p-4">
                <p className="flex flex-wrap gap-x-3 text-sm">
                  <span className="font-semibold text-ink-dark">{entry.action}</span>
                  <span className="text-slate-700">{entry.actor_email}</span>
                  <time className="text-slate-600" dateTime={entry.created_at}>
                    {timestamp.format(new Date(entry.created_at))}
                  </time>
                  {entry.author_id && (
                    <Link to={`/staff/authors/${entry.author_id}`} className="text-ink underline">
                      Author file
                    </Link>
                  )}
                </p>
                <details className="mt-2 text-sm">
                  <summary className="cursor-pointer text-slate-700">
                    {changedFields(entry).length} field(s): {changedFields(entry).slice(0, 6).join(', ')}
                  </summary>
                  <table className="mt-2 w-full text-left">
                    <thead className="text-slate-600">
                      <tr>
                        <th className="py-1 pr-3 font-medium">Field</th>
                        <th className="py-1 pr-3 font-medium">Before</th>
                        <th className="py-1 font-medium">After</th>
                      </tr>
                    </thead>
                    <tbody>
                      {changedFields(entry).map((field) => (
                        <tr key={field} className="align-top">
                          <td className="py-1 pr-3 font-mono">{field}</td>
                          <td className="py-1 pr-3 break-all">
                            {show((entry.before as Record<string, unknown> | null)?.[field])}
                          </td>
                          <td className="py-1 break-all">
                            {show((entry.after as Record<string, unknown> | null)?.[field])}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </details>
              </Card>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
