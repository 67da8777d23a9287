import { zodResolver } from '@hookform/resolvers/zod';
import { toCalendarDay } from '@app/contracts/dates';
import { PAYMENT_METHODS } from '@app/contracts/payment-methods';
import { staffPaymentSchema, type StaffPayment } from '@app/contracts/staff-api';
import { useForm } from 'react-hook-form';
import { apiFetch } from '../../../lib/api-client';
import { InputField, SelectField } from '../bound-fields';
import { EditorDialog } from '../editor-dialog';
import { asNumber, asOptionalText } from '../form-helpers';
import { useEditor } from '../use-editor';

const methodOptions = PAYMENT_METHODS.map((method) => ({ value: method.id, label: method.label }));

/**
 * Records money received, of any amount up to the balance due (the amount due is proposed):
 * applied to the installment named first, then to the open installments, oldest due first. Method,
 * gateway, reference, fees and the day it was paid.
 */
export function PaymentDialog({
  invoiceId,
  installmentId = null,
  label,
  description,
  defaultMethod,
  defaultAmount,
}: {
  invoiceId: string;
  /** What is due: the balance, or the installment's unpaid part. */
  defaultAmount: number | null;
  installmentId?: string | null;
  label: string;
  description: string;
  defaultMethod: string | null;
}) {
  const defaults: StaffPayment = {
    amount: defaultAmount,
    installment_id: installmentId,
    payment_method: methodOptions.some((option) => option.value === defaultMethod)
      ? (defaultMethod as StaffPayment['payment_method'])
      : 'paypal',
    gateway_name: null,
    gateway_reference: null,
    processing_fees: null,
    paid_date: toCalendarDay(new Date()),
  };
  const form = useForm({ resolver: zodResolver(staffPaymentSchema), defaultValues: defaults });
  const editor = useEditor(form, {
    save: (body: StaffPayment) => apiFetch(`/api/staff/invoices/${invoiceId}/payments`, { method: 'POST', body }),
    success: 'Payment recorded.',
  });
  const installmentError = form.formState.errors.installment_id;
  return (
    <EditorDialog
      {...editor}
      // Each opening starts from today's date and the invoice's method, not from the last payment typed.
      onOpenChange={(next) => {
        if (next) form.reset(defaults);
        editor.onOpenChange(next);
      }}
      trigger={{ label, size: 'sm' }}
      title={label}
      description={description}
      submitLabel="Record payment"
      savingLabel="Recording…"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          form={form}
          name="amount"
          label="Amount received"
          type="number"
          step="0.01"
          min="0.01"
          registerOptions={asNumber}
        />
        <SelectField form={form} name="payment_method" label="Payment method" options={methodOptions} />
        <InputField form={form} name="paid_date" label="Paid on" type="date" />
        <InputField
          form={form}
          name="gateway_name"
          label="Gateway"
          hint="e.g. PayPal, the bank"
          registerOptions={asOptionalText}
        />
        <InputField form={form} name="gateway_reference" label="Reference" registerOptions={asOptionalText} />
        <InputField
          form={form}
          name="processing_fees"
          label="Processing fees"
          type="number"
          step="0.01"
          min="0"
          registerOptions={asNumber}
        />
      </div>
      {installmentError && <p className="text-sm font-medium text-red-700">{installmentError.message}</p>}
    </EditorDialog>
  );
}
