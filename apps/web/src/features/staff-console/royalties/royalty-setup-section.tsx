import { formatLongDate } from '@app/contracts/dates';
import { formatMoney } from '@app/contracts/money';
import { SALES_CURRENCIES } from '@app/contracts/royalties';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { apiFetch } from '../../../lib/api-client';
import { Select } from '../select';
import { useIsAdmin } from '../use-staff-role';
import { staffQueries } from '../staff-queries';
import { useStaffMutation } from '../use-staff-mutation';
import { royaltyQueries } from './royalty-queries';
import { BookSplitsCard } from './book-splits-card';

const submit = (action: () => void) => (event: FormEvent) => {
  event.preventDefault();
  action();
};

/** Royalty terms per book, exchange rates per month, and the minimum payout. */
export function RoyaltySetupSection() {
  return (
    <section aria-labelledby="setup-heading" className="space-y-4">
      <h2 id="setup-heading" className="text-xl font-semibold text-ink-dark">
        Terms, exchange rates and payout threshold
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <TermsCard />
        <RatesCard />
      </div>
    </section>
  );
}

function TermsCard() {
  const id = useId();
  const books = useQuery(staffQueries.books());
  const [bookId, setBookId] = useState('');
  const terms = useQuery(royaltyQueries.terms(bookId));
  const sources = useQuery(royaltyQueries.sources());
  const sourceName = (sourceId: string) => sources.data?.find((source) => source.id === sourceId)?.name ?? sourceId;
  const isAdmin = useIsAdmin();
  const [term, setTerm] = useState({
    source_id: '*',
    channel: '*',
    format: '*',
    percent: '50',
    effective_from: '2026-01-01',
  });
  const save = useStaffMutation({
    mutationFn: () =>
      apiFetch(`/api/staff/books/${encodeURIComponent(bookId)}/royalty-terms`, {
        method: 'POST',
        body: {
          source_id: term.source_id,
          channel: term.channel,
          format: term.format,
          author_share: Number(term.percent) / 100,
          effective_from: term.effective_from,
        },
      }),
    success: 'Royalty terms saved',
  });
  return (
    <Card className="space-y-3 p-4">
      <h3 className="font-semibold text-ink-dark">Royalty terms of a book</h3>
      <div>
        <Label htmlFor={`${id}-book`}>Book</Label>
        <Select
          id={`${id}-book`}
          value={bookId}
          onChange={(event) => setBookId(event.target.value)}
          options={[
            { value: '', label: 'Choose a book' },
            ...(books.data ?? []).map((book) => ({ value: book.id, label: book.title })),
          ]}
        />
      </div>
      {bookId && (
        <>
          <ul className="text-sm" data-testid="royalty-terms">
            {(terms.data ?? []).map((row) => (
              <li key={row.id}>
                From {formatLongDate(row.effective_from)}: {Math.round(row.author_share * 10_000) / 100}% of net revenue
                {row.source_id !== '*' && ` from ${sourceName(row.source_id)}`}
                {row.channel !== '*' && ` sold through ${row.channel}`}
                {row.format !== '*' && ` (${row.format})`}
              </li>
            ))}
          </ul>
          {isAdmin && (
            <form className="grid gap-3 sm:grid-cols-2" onSubmit={submit(() => save.mutate(undefined))}>
              <div>
                <Label htmlFor={`${id}-share`}>Author’s share (%)</Label>
                <Input
                  id={`${id}-share`}
                  inputMode="decimal"
                  value={term.percent}
                  onChange={(event) => setTerm({ ...term, percent: event.target.value })}
                />
              </div>
              <div>
                <Label htmlFor={`${id}-from`}>Applies from</Label>
                <Input
                  id={`${id}-from`}
                  type="date"
                  value={term.effective_from}
                  onChange={(event) => setTerm({ ...term, effective_from: event.target.value })}
                />
              </div>
              <div>
                <Label htmlFor={`${id}-source`}>Source (the distributor that pays)</Label>
                <Select
                  id={`${id}-source`}
                  value={term.source_id}
                  onChange={(event) => setTerm({ ...term, source_id: event.target.value })}
                  options={[
                    { value: '*', label: 'Every source' },
                    ...(sources.data ?? []).map((source) => ({ value: source.id, label: source.name })),
                  ]}
                />
              </div>
              <div>
                <Label htmlFor={`${id}-channel`}>Retail channel (* for all)</Label>
                <Input
                  id={`${id}-channel`}
                  value={term.channel}
                  onChange={(event) => setTerm({ ...term, channel: event.target.value })}
                />
              </div>
              <div>
                <Label htmlFor={`${id}-format`}>Format (* for all)</Label>
                <Input
                  id={`${id}-format`}
                  value={term.format}
                  onChange={(event) => setTerm({ ...term, format: event.target.value })}
                />
              </div>
              <Button type="submit" disabled={save.isPending} className="sm:col-span-2">
                Save terms
              </Button>
            </form>
          )}
          <BookSplitsCard bookId={bookId} />
        </>
      )}
    </Card>
  );
}

function RatesCard() {
  const id = useId();
  const rates = useQuery(royaltyQueries.rates());
  const settings = useQuery(royaltyQueries.settings());
  const [rate, setRate] = useState({ period: '2026-01', currency: 'EUR', rate: '' });
  const [minimum, setMinimum] = useState('');
  const saveRate = useStaffMutation({
    mutationFn: () =>
      apiFetch('/api/staff/royalties/exchange-rates', { method: 'PUT', body: { ...rate, rate: Number(rate.rate) } }),
    success: 'Exchange rate saved',
    onSuccess: () => setRate((current) => ({ ...current, rate: '' })),
  });
  const saveMinimum = useStaffMutation({
    mutationFn: () =>
      apiFetch('/api/staff/royalties/settings', { method: 'PUT', body: { minimum_payout: Number(minimum) } }),
    success: 'Minimum payout saved',
  });
  const base = settings.data?.base_currency ?? 'USD';
  const isAdmin = useIsAdmin();
  return (
    <Card className="space-y-3 p-4">
      <h3 className="font-semibold text-ink-dark">Exchange rates (1 unit in {base})</h3>
      {isAdmin && (
        <form className="flex flex-wrap items-end gap-3" onSubmit={submit(() => saveRate.mutate(undefined))}>
          <div>
            <Label htmlFor={`${id}-month`}>Month</Label>
            <Input
              id={`${id}-month`}
              value={rate.period}
              onChange={(event) => setRate({ ...rate, period: event.target.value })}
              className="w-28"
            />
          </div>
          <div>
            <Label htmlFor={`${id}-currency`}>Currency</Label>
            <Select
              id={`${id}-currency`}
              value={rate.currency}
              onChange={(event) => setRate({ ...rate, currency: event.target.value })}
              options={SALES_CURRENCIES}
            />
          </div>
          <div>
            <Label htmlFor={`${id}-rate`}>Rate</Label>
            <Input
              id={`${id}-rate`}
              inputMode="decimal"
              value={rate.rate}
              onChange={(event) => setRate({ ...rate, rate: event.target.value })}
              className="w-28"
            />
          </div>
          <Button type="submit" disabled={saveRate.isPending}>
            Save rate
          </Button>
        </form>
      )}
      <ul
        className="max-h-40 overflow-y-auto text-sm"
        data-testid="exchange-rates"
        tabIndex={0}
        aria-label="Exchange rates entered"
      >
        {(rates.data ?? []).map((row) => (
          <li key={`${row.period} ${row.currency}`}>
            {row.period}: 1 {row.currency} = {row.rate} {base}
          </li>
        ))}
      </ul>
      {isAdmin && (
        <form
          className="flex flex-wrap items-end gap-3 border-t border-slate-200 pt-3"
          onSubmit={submit(() => saveMinimum.mutate(undefined))}
        >
          <div>
            <Label htmlFor={`${id}-minimum`}>
              Minimum payout (now {formatMoney(settings.data?.minimum_payout, base)})
            </Label>
            <Input
              id={`${id}-minimum`}
              inputMode="decimal"
              value={minimum}
              onChange={(event) => setMinimum(event.target.value)}
              className="w-32"
            />
          </div>
          <Button type="submit" disabled={saveMinimum.isPending || minimum === ''}>
            Save minimum
          </Button>
        </form>
      )}
    </Card>
  );
}
