import { formatCents } from '@app/contracts/money';
import type { TaxYear, TaxYearCorrection, YearEndPayee } from '@app/contracts/year-end-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { FigureCells, LabelledCell, ResponsiveTable } from '../../../components/ui/responsive-table';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { PageHeading, RetryNotice } from '../../dashboard-layout/query-status';
import { DownloadButton } from '../download-button';
import { Select } from '../select';
import { useStaffMutation } from '../use-staff-mutation';
import { useIsAdmin } from '../use-staff-role';

const lastYear = () => new Date().getUTCFullYear() - 1;

const taxYearQuery = (year: number) =>
  queryOptions({
    queryKey: ['staff', 'tax-year', year],
    queryFn: () => apiFetch<TaxYear>(`/api/staff/tax-years/${year}`),
  });

/** /staff/year-end: a calendar year's royalties and tax per payee, its CSV, and corrections (admins only, as the API). */
export function YearEndPage() {
  const isAdmin = useIsAdmin();
  return (
    <>
      <PageHeading
        title="Year-end"
        description="What each payee was paid and withheld in a calendar year, with the 1099-MISC and 1042-S figures."
      />
      {isAdmin ? <YearEnd /> : <p className="text-slate-700">Year-end figures are for admins.</p>}
    </>
  );
}

function YearEnd() {
  const id = useId();
  const [typed, setTyped] = useState(() => String(lastYear()));
  const [year, setYear] = useState(lastYear);
  const [yearError, setYearError] = useState<string>();
  const table = useQuery(taxYearQuery(year));
  const show = (event: FormEvent) => {
    event.preventDefault();
    const chosen = Number(typed);
    if (!Number.isInteger(chosen) || chosen < 2000 || chosen > 2999) {
      setYearError('Enter a year such as 2025');
      return;
    }
    setYearError(undefined);
    setYear(chosen);
  };
  return (
    <div className="space-y-10">
      <form className="flex flex-wrap items-end gap-3" onSubmit={show} noValidate>
        <div>
          <Label htmlFor={`${id}-year`}>Calendar year</Label>
          <Input
            id={`${id}-year`}
            inputMode="numeric"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={yearError ? true : undefined}
            aria-describedby={yearError ? `${id}-year-error` : undefined}
            className="w-32"
          />
        </div>
        <Button type="submit" variant="outline">
          Show the year
        </Button>
        {table.data && (
          <DownloadButton path={`/api/staff/tax-years/${year}/csv`} fileName={`tax-year-${year}.csv`}>
            Download the CSV for {year}
          </DownloadButton>
        )}
        {yearError && (
          <p id={`${id}-year-error`} className="w-full text-sm font-medium text-red-700">
            {yearError}
          </p>
        )}
      </form>
      <section aria-labelledby="payees-heading" className="space-y-4">
        <h2 id="payees-heading" className="text-xl font-semibold text-ink-dark">
          Payees in {year}
        </h2>
        {table.isError && <RetryNotice what="the year's figures" onRetry={() => void table.refetch()} />}
        {table.data?.payees.length === 0 && <p className="text-slate-700">Nobody was paid in {year}.</p>}
        {table.data && table.data.payees.length > 0 && (
          <Card className="p-4">
            <PayeesTable table={table.data} />
          </Card>
        )}
      </section>
      <CorrectionSection year={year} payees={table.data?.payees ?? []} />
    </div>
  );
}

function PayeesTable({ table }: { table: TaxYear }) {
  const money = (cents: number) => formatCents(cents, table.currency);
  const num = 'px-3 py-2 text-right tabular-nums';
  const labels = ['Payee', 'Form', 'Royalties paid', 'Tax withheld', '1099-MISC box 2', '1042-S', 'Corrections'];
  return (
    <ResponsiveTable className="text-sm" data-testid="year-end-payees">
      <thead className="border-b border-slate-200 text-slate-700">
        <tr>
          {labels.map((label, index) => (
            <th
              key={label}
              scope="col"
              className={index < 2 || index === 5 ? 'px-3 py-2 font-medium' : `${num} font-medium`}
            >
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {table.payees.map((payee) => (
          <tr key={payee.author_id}>
            <th scope="row" className="px-3 py-2 text-left font-normal">
              <span className="font-medium text-ink-dark">{payee.author_name}</span>
              <span className="block text-slate-600">{payee.author_email}</span>
            </th>
            <LabelledCell label="Form">{formLabel(payee.form)}</LabelledCell>
            <FigureCells
              figures={[
                ['Royalties paid', money(payee.paid_cents)],
                ['Tax withheld', money(payee.withheld_cents)],
                ['1099-MISC box 2', payee.form_1099_misc ? money(payee.form_1099_misc.box2_royalties_cents) : 'None'],
              ]}
            />
            <LabelledCell label="1042-S">
              <Form1042S payee={payee} money={money} />
            </LabelledCell>
            <LabelledCell label="Corrections" numeric>
              {payee.corrections}
            </LabelledCell>
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t border-slate-200 font-medium">
        <tr>
          <th scope="row" className="px-3 py-2 text-left">
            Total
          </th>
          <td className="px-3 py-2" />
          <LabelledCell label="Royalties paid" numeric data-testid="paid-total">
            {money(table.totals.paid_cents)}
          </LabelledCell>
          <LabelledCell label="Tax withheld" numeric>
            {money(table.totals.withheld_cents)}
          </LabelledCell>
          <td className="px-3 py-2" colSpan={3} />
        </tr>
      </tfoot>
    </ResponsiveTable>
  );
}

const formLabel = (form: YearEndPayee['form']) =>
  form === 'w9' ? 'W-9' : form === 'w8ben' ? 'W-8BEN' : 'None on file';

function Form1042S({ payee, money }: { payee: YearEndPayee; money: (cents: number) => string }) {
  const form = payee.form_1042s;
  if (!form) return <>None</>;
  return (
    <dl className="grid grid-cols-[auto_auto] gap-x-2 tabular-nums">
      <dt className="text-slate-600">Gross (code {form.income_code})</dt>
      <dd>{money(form.gross_income_cents)}</dd>
      <dt className="text-slate-600">Rate</dt>
      <dd>{form.tax_rate_percent}%</dd>
      <dt className="text-slate-600">Withheld</dt>
      <dd>{money(form.withheld_cents)}</dd>
      <dt className="text-slate-600">Exemption</dt>
      <dd>{form.chapter3_exemption_code}</dd>
      <dt className="text-slate-600">Country</dt>
      <dd>{form.country}</dd>
    </dl>
  );
}

/** Dollars as typed ("-12.50", "3", blank for none) to integer cents; null when it is not an amount. */
function dollarsToCents(typed: string): number | null {
  const text = typed.trim().replace(/^\$/, '');
  if (text === '') return 0;
  const match = /^(-)?\$?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

type CorrectionField = 'author_id' | 'tax_year' | 'paid_cents' | 'withheld_cents' | 'note';

/** A correction of an ended year: a new line added to the payee's figures, never an edit of what was paid. */
function CorrectionSection({ year, payees }: { year: number; payees: YearEndPayee[] }) {
  const [authorId, setAuthorId] = useState('');
  const [taxYear, setTaxYear] = useState(String(year));
  const [paid, setPaid] = useState('');
  const [withheld, setWithheld] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<CorrectionField, string>>>({});
  const chosen = authorId || payees[0]?.author_id || '';
  const save = useStaffMutation({
    mutationFn: (body: { tax_year: number; paid_cents: number; withheld_cents: number; note: string }) =>
      apiFetch<TaxYearCorrection>(`/api/staff/authors/${encodeURIComponent(chosen)}/tax-year-corrections`, {
        method: 'POST',
        body,
      }),
    success: 'Correction recorded',
    onSuccess: () => {
      setPaid('');
      setWithheld('');
      setNote('');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const paidCents = dollarsToCents(paid);
    const withheldCents = dollarsToCents(withheld);
    const found: Partial<Record<CorrectionField, string>> = {};
    if (!chosen) found.author_id = 'Choose a payee';
    if (!/^\d{4}$/.test(taxYear.trim())) found.tax_year = 'Enter a year such as 2025';
    if (paidCents === null) found.paid_cents = 'Enter dollars and cents, such as -12.50';
    if (withheldCents === null) found.withheld_cents = 'Enter dollars and cents, such as 3.00';
    setErrors(found);
    if (Object.keys(found).length > 0 || paidCents === null || withheldCents === null) return;
    save.mutate(
      { tax_year: Number(taxYear), paid_cents: paidCents, withheld_cents: withheldCents, note },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.fields) {
            setErrors(
              Object.fromEntries(Object.entries(error.fields).map(([field, messages]) => [field, messages[0]])),
            );
          }
        },
      },
    );
  };
  return (
    <section aria-labelledby="correction-heading" className="space-y-4">
      <h2 id="correction-heading" className="text-xl font-semibold text-ink-dark">
        Add a correction
      </h2>
      <p className="text-slate-700">
        A correction is a new line added to a payee&apos;s figures for a year that has ended; what was paid stays as
        recorded. Use a minus sign to reduce.
      </p>
      {payees.length === 0 ? (
        <p className="text-slate-700">Show a year with payees to correct one of them.</p>
      ) : (
        <Card className="p-4">
          <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate data-testid="correction-form">
            <FormField label="Payee" error={errors.author_id}>
              <Select
                value={chosen}
                onChange={(event) => setAuthorId(event.target.value)}
                options={payees.map((payee) => ({ value: payee.author_id, label: payee.author_name }))}
              />
            </FormField>
            <FormField label="Year corrected" error={errors.tax_year}>
              <Input inputMode="numeric" value={taxYear} onChange={(event) => setTaxYear(event.target.value)} />
            </FormField>
            <FormField label="Change to royalties paid (dollars)" error={errors.paid_cents}>
              <Input inputMode="decimal" value={paid} onChange={(event) => setPaid(event.target.value)} />
            </FormField>
            <FormField label="Change to tax withheld (dollars)" error={errors.withheld_cents}>
              <Input inputMode="decimal" value={withheld} onChange={(event) => setWithheld(event.target.value)} />
            </FormField>
            <div className="sm:col-span-2">
              <FormField label="What the correction is for" error={errors.note}>
                <Input value={note} maxLength={200} onChange={(event) => setNote(event.target.value)} />
              </FormField>
            </div>
            <div className="sm:col-span-2">
              <Button type="submit" disabled={save.isPending}>
                Add the correction
              </Button>
            </div>
          </form>
        </Card>
      )}
    </section>
  );
}
