import { formatLongDate } from '@app/contracts/dates';
import type { TaxForm, TaxProfile } from '@app/contracts/tax-profile-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { apiFetch, ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useAuth } from '../auth/auth-provider';
import { dashboardQueries } from '../dashboard-layout/dashboard-queries';
import { RetryNotice } from '../dashboard-layout/query-status';
import { FreshProofField, freshProofBody } from '../security/fresh-proof-field';
import { blankTaxForm, taxFormBody, TaxFormFields, type TaxFormValues } from './tax-form-fields';

const FORM_LABELS: Record<TaxForm, string> = {
  w9: 'W-9 (US person)',
  w8ben: 'W-8BEN (foreign person)',
};

/** The server's messages per field: the form's own ("profile.tin") under their field, the proof's as is. */
function fieldMessages(error: unknown): Record<string, string> {
  const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
  return Object.fromEntries(
    Object.entries(fields).map(([field, messages]) => [field.replace(/^profile\./, ''), messages[0] ?? '']),
  );
}

/**
 * "Tax form" on the royalties page: the W-9 or W-8BEN the author signed (the tax card, masked),
 * or the interview that signs one with a fresh proof of identity, as an agreement is signed.
 */
export function TaxProfileSection() {
  const { user } = useAuth();
  const query = useQuery({ ...dashboardQueries.taxProfile(user?.id), enabled: Boolean(user) });
  const [editing, setEditing] = useState(false);
  const profile = query.data?.profile ?? null;
  return (
    <Card className="mb-6 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-ink-dark">Tax form</h2>
      {query.isError && <RetryNotice className="mt-3" what="tax form" onRetry={() => void query.refetch()} />}
      {query.isSuccess && !editing && (
        <div className="mt-3 space-y-3">
          {profile ? (
            <TaxCard profile={profile} />
          ) : (
            <p className="text-slate-700">
              No tax form yet: we can pay your royalties once you sign a W-9 (US person) or a W-8BEN (anyone else).
            </p>
          )}
          <Button onClick={() => setEditing(true)}>{profile ? 'Sign a new tax form' : 'Fill in the tax form'}</Button>
        </div>
      )}
      {query.isSuccess && editing && (
        <TaxInterview proof={query.data.proof ?? 'password'} onDone={() => setEditing(false)} />
      )}
    </Card>
  );
}

function TaxCard({ profile }: { profile: TaxProfile }) {
  const rows: [string, string][] = [
    ['Form', FORM_LABELS[profile.form]],
    ['Name', profile.name],
    ['Taxpayer number', profile.tin || 'None given'],
    ['Country', profile.country],
    [
      'US tax withheld from each payout',
      `${profile.withholding_percent} %${profile.treaty ? ` (treaty: ${profile.treaty})` : ''}`,
    ],
    ['Signed', formatLongDate(profile.signed_at.slice(0, 10))],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]" data-testid="tax-card">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="break-words font-medium text-ink-dark">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function TaxInterview({ proof, onDone }: { proof: 'password' | 'code'; onDone: () => void }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<TaxForm>('w9');
  const [values, setValues] = useState<TaxFormValues>(blankTaxForm);
  const [secret, setSecret] = useState('');
  const sign = useMutation({
    mutationFn: (body: object) => apiFetch<TaxProfile>('/api/me/tax-profile', { method: 'PUT', body }),
    onSuccess: (profile) => {
      queryClient.setQueryData(dashboardQueries.taxProfile(user?.id).queryKey, { profile, proof });
      toast.success('Tax form signed.');
      onDone();
    },
    onError: (error) =>
      toast.error(error instanceof ApiError && error.status < 500 ? error.message : 'Unable to sign your tax form'),
  });
  const errors = fieldMessages(sign.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sign.mutate({ profile: taxFormBody(form, values), ...freshProofBody(proof, secret) });
  };
  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-4" aria-label="Tax form">
      <FormField label="Which form" error={errors.form}>
        <select
          className="h-11 w-full rounded-md border border-slate-300 bg-white px-3"
          value={form}
          disabled={sign.isPending}
          onChange={(event) => {
            setForm(event.target.value as TaxForm);
            sign.reset();
          }}
        >
          {Object.entries(FORM_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </FormField>
      <TaxFormFields
        form={form}
        values={values}
        errors={errors}
        disabled={sign.isPending}
        onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
      />
      <p className="text-sm text-slate-600">
        Kept encrypted; only the last four digits of a taxpayer number are ever shown again.
      </p>
      <FreshProofField
        id="tax-form-proof"
        kind={proof}
        value={secret}
        onChange={setSecret}
        disabled={sign.isPending}
        error={errors[proof]}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={sign.isPending || secret === ''}>
          {sign.isPending ? 'Signing…' : 'Sign the tax form'}
        </Button>
        <Button variant="outline" disabled={sign.isPending} onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
