import { zodResolver } from '@hookform/resolvers/zod';
import { toCalendarDay } from '@app/contracts/dates';
import { PAYMENT_METHODS } from '@app/contracts/payment-methods';
import { staffPaymentSchema, type StaffPayment } from '@app/contracts/staff-api';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { apiFetch } from '../../../lib/api-client';
import { asNumber, asOptionalText } from '../form-helpers';
import { Select } from '../select';
import { useStaffMutation } from '../use-staff-mutation';

const methodOptions = PAYMENT_METHODS.map((method) => ({ value: method.id, label: method.label }));

/**
 * Records money received: for one installment, or for the whole invoice (which settles every
 * open installment). Method, gateway, reference, fees and the day it was paid.
 */
export function PaymentDialog({
  invoiceId,
  installmentId = null,
  label,
  description,
  defaultMethod,
}: {
  invoiceId: string;
  installmentId?: string | null;
  label: string;
  description: string;
  defaultMethod: string | null;
}) {
  const [open, setOpen] = useState(false);
  const defaults: StaffPayment = {
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
  const { errors } = form.formState;
  const record = useStaffMutation({
    mutationFn: (body: StaffPayment) => apiFetch(`/api/staff/invoices/${invoiceId}/payments`, { method: 'POST', body }),
    success: 'Payment recorded.',
    setError: form.setError,
    onSuccess: () => setOpen(false),
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset(defaults);
        setOpen(next);
      }}
    >
      <Button
        size="sm"
        onClick={() => {
          form.reset(defaults);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{label}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          aria-label={label}
          onSubmit={form.handleSubmit((values) => record.mutate(values))}
          className="space-y-4"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Payment method" error={errors.payment_method?.message}>
              <Select {...form.register('payment_method')} options={methodOptions} />
            </FormField>
            <FormField label="Paid on" error={errors.paid_date?.message}>
              <Input type="date" {...form.register('paid_date')} />
            </FormField>
            <FormField label="Gateway" hint="e.g. PayPal, the bank" error={errors.gateway_name?.message}>
              <Input {...form.register('gateway_name', asOptionalText)} />
            </FormField>
            <FormField label="Reference" error={errors.gateway_reference?.message}>
              <Input {...form.register('gateway_reference', asOptionalText)} />
            </FormField>
            <FormField label="Processing fees" error={errors.processing_fees?.message}>
              <Input type="number" step="0.01" min="0" {...form.register('processing_fees', asNumber)} />
            </FormField>
          </div>
          {errors.installment_id && <p className="text-sm font-medium text-red-700">{errors.installment_id.message}</p>}
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={record.isPending}>
              {record.isPending ? 'Recording…' : 'Record payment'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
