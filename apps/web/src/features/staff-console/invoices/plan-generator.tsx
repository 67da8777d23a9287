import { zodResolver } from '@hookform/resolvers/zod';
import { addDaysToCalendarDay, toCalendarDay } from '@app/contracts/dates';
import { generateInstallmentPlan, MAX_INSTALLMENTS, planTotal } from '@app/contracts/installment-plan';
import { formatMoney } from '@app/contracts/money';
import { staffInstallmentPlanSchema, type StaffInstallmentPlan } from '@app/contracts/staff-api';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { apiFetch, ApiError } from '../../../lib/api-client';
import { asNumber, fieldError } from '../form-helpers';
import { useStaffMutation } from '../use-staff-mutation';

/**
 * Builds an installment plan from the invoice total and a count (monthly from a first due date),
 * then lets staff adjust each amount and due date before saving. The server refuses a plan that
 * does not add up to the total.
 */
export function PlanGenerator({ invoiceId, total, currency }: { invoiceId: string; total: number; currency: string }) {
  const [count, setCount] = useState(3);
  const [firstDue, setFirstDue] = useState(() => addDaysToCalendarDay(toCalendarDay(new Date()), 30));
  const form = useForm({ resolver: zodResolver(staffInstallmentPlanSchema), defaultValues: { installments: [] } });
  const rows = useFieldArray({ control: form.control, name: 'installments' });
  const { errors } = form.formState;
  const save = useStaffMutation({
    mutationFn: (body: StaffInstallmentPlan) =>
      apiFetch(`/api/staff/invoices/${invoiceId}/installments`, { method: 'PUT', body }),
    success: 'Installment plan saved.',
    setError: form.setError,
  });
  const serverFields = save.error instanceof ApiError ? save.error.fields : undefined;
  const generate = () => {
    const safeCount = Math.min(MAX_INSTALLMENTS, Math.max(1, Math.trunc(count) || 1));
    rows.replace(generateInstallmentPlan(total, safeCount, firstDue));
  };
  const watched = form.watch('installments');
  // Problems of the plan as a whole (its length, its sum, an invoice without a project) have no
  // field of their own: they are shown under the plan.
  const planProblem =
    fieldError(errors, 'installments.root') ??
    fieldError(errors, 'installments') ??
    serverFields?.installments?.[0] ??
    serverFields?.production_project_id?.[0];
  const sum = planTotal(watched.map((row) => ({ amount: Number(row.amount) || 0 })));

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <FormField label="Installments">
          <Input
            type="number"
            min={1}
            max={MAX_INSTALLMENTS}
            value={count}
            onChange={(event) => setCount(Number(event.target.value))}
            className="w-28"
          />
        </FormField>
        <FormField label="First due date">
          <Input type="date" value={firstDue} onChange={(event) => setFirstDue(event.target.value)} />
        </FormField>
        <Button variant="outline" onClick={generate} disabled={!firstDue}>
          Generate plan
        </Button>
      </div>
      {rows.fields.length > 0 && (
        <form
          noValidate
          aria-label="Installment plan"
          onSubmit={form.handleSubmit((values) => save.mutate(values))}
          className="space-y-3"
        >
          {rows.fields.map((field, index) => (
            <div key={field.id} className="grid items-end gap-3 sm:grid-cols-[8rem_1fr_1fr]">
              <p className="pb-3 text-sm font-medium text-slate-700">
                {index + 1} of {rows.fields.length}
              </p>
              <FormField label={`Amount ${index + 1}`} error={fieldError(errors, `installments.${index}.amount`)}>
                <Input type="number" step="0.01" min="0" {...form.register(`installments.${index}.amount`, asNumber)} />
              </FormField>
              <FormField label={`Due date ${index + 1}`} error={fieldError(errors, `installments.${index}.due_date`)}>
                <Input type="date" {...form.register(`installments.${index}.due_date`)} />
              </FormField>
            </div>
          ))}
          <p className="text-sm text-slate-700">
            Plan total {formatMoney(sum, currency)} of {formatMoney(total, currency)}
          </p>
          {planProblem && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {planProblem}
            </p>
          )}
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save plan'}
          </Button>
        </form>
      )}
    </div>
  );
}
