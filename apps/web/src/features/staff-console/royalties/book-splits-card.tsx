import { formatLongDate } from '@app/contracts/dates';
import type { BookSplit } from '@app/contracts/royalties-api';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { apiFetch } from '../../../lib/api-client';
import { Select } from '../select';
import { useIsAdmin } from '../use-staff-role';
import { staffQueries } from '../staff-queries';
import { useStaffMutation } from '../use-staff-mutation';
import { ConfirmDialog } from './confirm-dialog';
import { royaltyQueries } from './royalty-queries';

const percentOf = (shareBp: number) => `${shareBp / 100}%`;
const payeesOf = (split: BookSplit) =>
  split.payees.map((payee) => `${payee.author_name} ${percentOf(payee.share_bp)}`).join(', ');

/** A book's splits among payees (co-authors, contributors) and, for admins, a new one or a removal. */
export function BookSplitsCard({ bookId }: { bookId: string }) {
  const id = useId();
  const splits = useQuery(royaltyQueries.splits(bookId));
  const authors = useQuery(staffQueries.authors({}));
  const isAdmin = useIsAdmin();
  const [effectiveFrom, setEffectiveFrom] = useState('2026-01-01');
  const [payees, setPayees] = useState([
    { author_id: '', percent: '50' },
    { author_id: '', percent: '50' },
  ]);
  const save = useStaffMutation({
    mutationFn: () =>
      apiFetch<BookSplit>(`/api/staff/books/${encodeURIComponent(bookId)}/splits`, {
        method: 'POST',
        body: {
          effective_from: effectiveFrom,
          payees: payees.map((payee) => ({
            author_id: payee.author_id,
            share_bp: Math.round(Number(payee.percent) * 100),
          })),
        },
      }),
    success: 'Split saved',
  });
  // The split an admin asked to remove, and the one its sales fall under once it is gone.
  const [removing, setRemoving] = useState<{ split: BookSplit; previous: BookSplit | undefined } | null>(null);
  const remove = useStaffMutation({
    mutationFn: (split: BookSplit) =>
      apiFetch<void>(
        `/api/staff/books/${encodeURIComponent(bookId)}/splits/${encodeURIComponent(split.effective_from)}`,
        { method: 'DELETE' },
      ),
    success: 'Split removed',
  });
  const change = (index: number, patch: Partial<(typeof payees)[number]>) =>
    setPayees(payees.map((payee, at) => (at === index ? { ...payee, ...patch } : payee)));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(undefined);
  };
  return (
    <div className="space-y-3 border-t border-slate-200 pt-3">
      <h4 className="font-semibold text-ink-dark">Split among payees</h4>
      <ul className="text-sm" data-testid="book-splits">
        {(splits.data ?? []).length === 0 && <li>No split: the book’s author receives the whole royalty.</li>}
        {(splits.data ?? []).map((split, index, all) => (
          <li key={split.effective_from} className="flex flex-wrap items-center gap-2">
            <span>
              From {formatLongDate(split.effective_from)}: {payeesOf(split)}
            </span>
            {isAdmin && (
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove the split from ${formatLongDate(split.effective_from)}`}
                disabled={remove.isPending}
                onClick={() => setRemoving({ split, previous: all[index + 1] })}
              >
                Remove
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title="Remove this split?"
        confirmLabel="Remove split"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove.mutate(removing.split);
          setRemoving(null);
        }}
      >
        {removing && (
          <>
            <p>
              From {formatLongDate(removing.split.effective_from)}: {payeesOf(removing.split)}.
            </p>
            <p>
              {removing.previous
                ? `Its sales fall under the split from ${formatLongDate(removing.previous.effective_from)} (${payeesOf(removing.previous)}).`
                : 'Its sales go to the book’s author alone, as before the first split.'}{' '}
              A split a statement already reports cannot be removed.
            </p>
          </>
        )}
      </ConfirmDialog>
      {isAdmin && (
        <form className="grid gap-3 sm:grid-cols-2" onSubmit={onSubmit}>
          {payees.map((payee, index) => (
            <div key={index} className="contents">
              <div>
                <Label htmlFor={`${id}-payee-${index}`}>Payee {index + 1}</Label>
                <Select
                  id={`${id}-payee-${index}`}
                  value={payee.author_id}
                  onChange={(event) => change(index, { author_id: event.target.value })}
                  options={[
                    { value: '', label: 'Choose an author' },
                    ...(authors.data ?? []).map((author) => ({
                      value: author.id,
                      label: author.full_name || author.email,
                    })),
                  ]}
                />
              </div>
              <div>
                <Label htmlFor={`${id}-percent-${index}`}>Share (%)</Label>
                <Input
                  id={`${id}-percent-${index}`}
                  inputMode="decimal"
                  value={payee.percent}
                  onChange={(event) => change(index, { percent: event.target.value })}
                />
              </div>
            </div>
          ))}
          <div>
            <Label htmlFor={`${id}-split-from`}>Applies to sales from</Label>
            <Input
              id={`${id}-split-from`}
              type="date"
              value={effectiveFrom}
              onChange={(event) => setEffectiveFrom(event.target.value)}
            />
          </div>
          <div className="flex items-end gap-2">
            <Button
              type="button"
              variant="outline"
              onClick={() => setPayees([...payees, { author_id: '', percent: '0' }])}
            >
              Add payee
            </Button>
            {payees.length > 1 && (
              <Button type="button" variant="outline" onClick={() => setPayees(payees.slice(0, -1))}>
                Remove last
              </Button>
            )}
          </div>
          <Button type="submit" disabled={save.isPending} className="sm:col-span-2">
            Save split
          </Button>
        </form>
      )}
    </div>
  );
}
