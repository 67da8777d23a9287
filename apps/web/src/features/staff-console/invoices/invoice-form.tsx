import { zodResolver } from '@hookform/resolvers/zod';
import type { Project } from '@app/contracts/dashboard-api';
import { formatMoney, sumAmounts } from '@app/contracts/money';
import {
  EDITABLE_INVOICE_STATUSES,
  staffInvoiceCreateSchema,
  type StaffInvoiceCreate,
  type StaffInvoiceDetail,
} from '@app/contracts/staff-api';
import { useFieldArray, useForm } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { asNumber, asOptionalText, fieldError } from '../form-helpers';
import { Select } from '../select';
import { useStaffMutation } from '../use-staff-mutation';

export type InvoiceFormValues = StaffInvoiceCreate;

/** A new invoice: issued today, due in 30 days (the dashboard's default), in USD. */
export function newInvoiceValues(today: string, dueDate: string): InvoiceFormValues {
  return {
    service: '',
    order_number: null,
    currency: 'USD',
    amount: null,
    total_amount: null,
    total_service_amount: null,
    issue_date: today,
    due_date: dueDate,
    items: [],
    gst_rate: null,
    notes: null,
    production_project_id: null,
    status: 'pending',
  };
}

/** The editable fields of a stored invoice. */
export function invoiceValues(invoice: StaffInvoiceDetail): InvoiceFormValues {
  return {
    service: invoice.service,
    order_number: invoice.order_number,
    currency: invoice.currency,
    amount: invoice.amount,
    total_amount: invoice.total_amount,
    total_service_amount: invoice.total_service_amount,
    issue_date: invoice.issue_date ?? '',
    due_date: invoice.due_date,
    items: invoice.items,
    gst_rate: invoice.gst_rate,
    notes: invoice.notes,
    production_project_id: invoice.production_project_id,
    status: (EDITABLE_INVOICE_STATUSES as readonly string[]).includes(invoice.status)
      ? (invoice.status as InvoiceFormValues['status'])
      : 'pending',
  };
}

/** Items total plus tax, in exact cents. */
function itemsTotal(items: InvoiceFormValues['items'], gstRate: number | null | undefined): number {
  const subtotal = sumAmounts(items.map((item) => (Number(item.quantity) || 0) * (Number(item.unitPrice) || 0)));
  return sumAmounts([subtotal, Math.round(subtotal * (gstRate ?? 0)) / 100]);
}

/**
 * The invoice fields (service, amounts, currency, dates, items, tax rate, notes, project) for
 * creating or editing; validated by the same schema as the server. `showStatus` is false when the
 * status follows payments (paid invoices).
 */
export function InvoiceForm({
  defaultValues,
  projects,
  submitLabel,
  successMessage,
  showStatus = true,
  save,
  onSaved,
  onCancel,
}: {
  defaultValues: InvoiceFormValues;
  projects: readonly Project[];
  submitLabel: string;
  successMessage: string;
  showStatus?: boolean;
  save: (values: InvoiceFormValues) => Promise<StaffInvoiceDetail>;
  onSaved?: (invoice: StaffInvoiceDetail) => void;
  onCancel?: () => void;
}) {
  const form = useForm({ resolver: zodResolver(staffInvoiceCreateSchema), defaultValues });
  const mutation = useStaffMutation({
    mutationFn: save,
    success: successMessage,
    setError: form.setError,
    onSuccess: onSaved,
  });
  const { errors } = form.formState;
  const items = useFieldArray({ control: form.control, name: 'items' });
  const error = (path: string) => fieldError(errors, path);
  const watchedItems = form.watch('items');
  const gstRate = form.watch('gst_rate');
  const suggested = itemsTotal(watchedItems, gstRate);

  return (
    <form
      noValidate
      aria-label={submitLabel}
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Service" error={error('service')}>
          <Input {...form.register('service')} />
        </FormField>
        <FormField label="Order number" error={error('order_number')}>
          <Input {...form.register('order_number', asOptionalText)} />
        </FormField>
        <FormField label="Project" error={error('production_project_id')} hint="Needed for an installment plan">
          <Select
            {...form.register('production_project_id', asOptionalText)}
            options={[
              { value: '', label: 'No project' },
              ...projects.map((project) => ({
                value: project.id,
                label: [project.service, project.book_title].filter(Boolean).join(' — '),
              })),
            ]}
          />
        </FormField>
        {showStatus && (
          <FormField label="Status" error={error('status')}>
            <Select {...form.register('status')} options={EDITABLE_INVOICE_STATUSES} />
          </FormField>
        )}
        <FormField label="Issue date" error={error('issue_date')}>
          <Input type="date" {...form.register('issue_date')} />
        </FormField>
        <FormField label="Due date" error={error('due_date')}>
          <Input type="date" {...form.register('due_date', asOptionalText)} />
        </FormField>
        <FormField label="Currency" error={error('currency')}>
          <Input {...form.register('currency')} maxLength={3} className="uppercase" />
        </FormField>
        <FormField label="Tax rate (%)" error={error('gst_rate')}>
          <Input type="number" step="0.01" min="0" max="100" {...form.register('gst_rate', asNumber)} />
        </FormField>
      </div>

      <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-ink-dark">Items</legend>
        {items.fields.map((field, index) => (
          <div key={field.id} className="grid items-end gap-2 sm:grid-cols-[3fr_1fr_1fr_auto]">
            <FormField label={`Item ${index + 1} description`} error={error(`items.${index}.description`)}>
              <Input {...form.register(`items.${index}.description`)} />
            </FormField>
            <FormField label="Quantity" error={error(`items.${index}.quantity`)}>
              <Input type="number" step="any" {...form.register(`items.${index}.quantity`, asNumber)} />
            </FormField>
            <FormField label="Unit price" error={error(`items.${index}.unitPrice`)}>
              <Input type="number" step="0.01" {...form.register(`items.${index}.unitPrice`, asNumber)} />
            </FormField>
            <Button variant="ghost" onClick={() => items.remove(index)} aria-label={`Remove item ${index + 1}`}>
              Remove
            </Button>
          </div>
        ))}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="outline"
            size="sm"
            onClick={() => items.append({ description: '', quantity: 1, unitPrice: 0 })}
          >
            Add item
          </Button>
          {watchedItems.length > 0 && (
            <Button
              variant="link"
              size="sm"
              onClick={() => form.setValue('total_amount', suggested, { shouldValidate: true })}
            >
              Use items total with tax ({formatMoney(suggested, form.watch('currency'))}) as the total
            </Button>
          )}
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Total" error={error('total_amount')} hint="What the invoice is worth (blank: the amount)">
          <Input type="number" step="0.01" min="0" {...form.register('total_amount', asNumber)} />
        </FormField>
        <FormField label="Amount due now" error={error('amount')} hint="Optional: one installment">
          <Input type="number" step="0.01" min="0" {...form.register('amount', asNumber)} />
        </FormField>
        <FormField label="Service total" error={error('total_service_amount')} hint="Optional: whole package">
          <Input type="number" step="0.01" min="0" {...form.register('total_service_amount', asNumber)} />
        </FormField>
      </div>
      <FormField label="Notes" error={error('notes')}>
        <Textarea rows={3} {...form.register('notes', asOptionalText)} />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
