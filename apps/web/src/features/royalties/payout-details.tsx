import { formatLongDate } from '@app/contracts/dates';
import type { PaymentProfile, PaymentProfileMethod } from '@app/contracts/payouts-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { apiFetch, ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useAuth } from '../auth/auth-provider';
import { dashboardQueries } from '../dashboard-layout/dashboard-queries';
import { RetryNotice } from '../dashboard-layout/query-status';

const METHOD_LABELS: Record<PaymentProfileMethod, string> = {
  ach: 'US bank account (ACH)',
  paypal: 'PayPal',
  cheque: 'Cheque by post',
  wire: 'Bank account abroad (international wire)',
};

/** The fields each method asks for, with their labels and autocomplete hints. */
const FIELDS: Record<
  PaymentProfileMethod,
  { name: string; label: string; autoComplete?: string; numeric?: boolean }[]
> = {
  ach: [
    { name: 'account_holder', label: 'Account holder', autoComplete: 'name' },
    { name: 'routing_number', label: 'Routing number (9 digits)', numeric: true },
    { name: 'account_number', label: 'Account number', numeric: true },
  ],
  paypal: [{ name: 'email', label: 'PayPal email', autoComplete: 'email' }],
  cheque: [
    { name: 'payee_name', label: 'Name on the cheque', autoComplete: 'name' },
    { name: 'address_line1', label: 'Street address', autoComplete: 'address-line1' },
    { name: 'address_line2', label: 'Address line 2 (optional)', autoComplete: 'address-line2' },
    { name: 'city', label: 'City', autoComplete: 'address-level2' },
    { name: 'region', label: 'State or region (optional)', autoComplete: 'address-level1' },
    { name: 'postal_code', label: 'Postal code', autoComplete: 'postal-code' },
    { name: 'country', label: 'Country code (e.g. US)', autoComplete: 'country' },
  ],
  wire: [
    { name: 'account_holder', label: 'Account holder', autoComplete: 'name' },
    { name: 'iban', label: 'IBAN' },
    { name: 'bic', label: 'BIC (SWIFT code)' },
  ],
};

/**
 * "How you are paid" on the royalties page: the payment profile, shown masked, and a form to
 * enter or replace it. The details are never read back: a change means entering them again.
 */
export function PayoutDetails() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const query = useQuery({ ...dashboardQueries.paymentProfile(user?.id), enabled: Boolean(user) });
  const [editing, setEditing] = useState(false);
  const [method, setMethod] = useState<PaymentProfileMethod>('ach');
  const [values, setValues] = useState<Record<string, string>>({ account_type: 'checking' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = useMutation({
    mutationFn: (body: Record<string, string>) =>
      apiFetch<PaymentProfile>('/api/me/payment-profile', { method: 'PUT', body }),
    onSuccess: (profile) => {
      queryClient.setQueryData(dashboardQueries.paymentProfile(user?.id).queryKey, { profile });
      setValues({ account_type: 'checking' });
      setErrors({});
      setEditing(false);
      toast.success('Payment details saved.');
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      setErrors(Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages[0] ?? ''])));
      toast.error(
        error instanceof ApiError && error.status < 500 ? error.message : 'Unable to save your payment details',
      );
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: Record<string, string> = { method };
    for (const field of FIELDS[method]) body[field.name] = values[field.name] ?? '';
    if (method === 'ach') body.account_type = values.account_type ?? 'checking';
    save.mutate(body);
  };

  const profile = query.data?.profile ?? null;
  return (
    <Card className="mb-6 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-ink-dark">How you are paid</h2>
      {query.isError && <RetryNotice className="mt-3" what="payment details" onRetry={() => void query.refetch()} />}
      {query.isSuccess && !editing && (
        <div className="mt-3 space-y-3">
          {profile ? (
            <p className="text-ink-dark" data-testid="payment-profile-summary">
              {METHOD_LABELS[profile.method]}: {profile.summary}{' '}
              <span className="text-sm text-slate-600">
                (updated {formatLongDate(profile.updated_at.slice(0, 10))})
              </span>
            </p>
          ) : (
            <p className="text-slate-700">No payment details yet: add them so we can pay your royalties.</p>
          )}
          <Button onClick={() => setEditing(true)}>{profile ? 'Change payment details' : 'Add payment details'}</Button>
        </div>
      )}
      {editing && (
        <form onSubmit={submit} noValidate className="mt-3 space-y-4" aria-label="Payment details">
          <FormField label="Method">
            <select
              className="h-11 w-full rounded-md border border-slate-300 bg-white px-3"
              value={method}
              onChange={(event) => {
                setMethod(event.target.value as PaymentProfileMethod);
                setErrors({});
              }}
            >
              {Object.entries(METHOD_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            {FIELDS[method].map((field) => (
              <FormField key={field.name} label={field.label} error={errors[field.name]}>
                <Input
                  name={field.name}
                  value={values[field.name] ?? ''}
                  disabled={save.isPending}
                  autoComplete={field.autoComplete ?? 'off'}
                  inputMode={field.numeric ? 'numeric' : undefined}
                  onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
                />
              </FormField>
            ))}
            {method === 'ach' && (
              <FormField label="Account type" error={errors.account_type}>
                <select
                  className="h-11 w-full rounded-md border border-slate-300 bg-white px-3"
                  value={values.account_type ?? 'checking'}
                  onChange={(event) => setValues((current) => ({ ...current, account_type: event.target.value }))}
                >
                  <option value="checking">Checking</option>
                  <option value="savings">Savings</option>
                </select>
              </FormField>
            )}
          </div>
          <p className="text-sm text-slate-600">Kept encrypted; only the last four digits are ever shown again.</p>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save payment details'}
            </Button>
            <Button
              variant="outline"
              disabled={save.isPending}
              onClick={() => {
                setEditing(false);
                setErrors({});
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
