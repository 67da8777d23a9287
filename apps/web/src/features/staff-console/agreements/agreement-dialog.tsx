import { zodResolver } from '@hookform/resolvers/zod';
import { CONTRACT_STATUSES } from '@app/contracts/contract-status';
import type { ContractDocument } from '@app/contracts/dashboard-api';
import { staffAgreementCreateSchema, type StaffAgreementCreate } from '@app/contracts/staff-api';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { apiFetch } from '../../../lib/api-client';
import { asOptionalText } from '../form-helpers';
import { Select } from '../select';
import { useStaffMutation } from '../use-staff-mutation';

const toValues = (agreement: ContractDocument | undefined): StaffAgreementCreate => ({
  service_name: agreement?.service_name ?? '',
  email_subject: agreement?.email_subject ?? null,
  recipient_name: agreement?.recipient_name ?? null,
  recipient_email: agreement?.recipient_email ?? null,
  status: (agreement?.status as StaffAgreementCreate['status'] | undefined) ?? 'draft',
  signing_url: agreement?.signing_url ?? null,
});

/** Creates an agreement for the author (recipient defaults to them) or edits one. */
export function AgreementDialog({ authorId, agreement }: { authorId: string; agreement?: ContractDocument }) {
  const [open, setOpen] = useState(false);
  const form = useForm({ resolver: zodResolver(staffAgreementCreateSchema), values: toValues(agreement) });
  const { errors } = form.formState;
  const save = useStaffMutation({
    mutationFn: (body: StaffAgreementCreate) =>
      agreement
        ? apiFetch(`/api/staff/agreements/${agreement.id}`, { method: 'PATCH', body })
        : apiFetch(`/api/staff/authors/${authorId}/agreements`, { method: 'POST', body }),
    success: agreement ? 'Agreement updated.' : 'Agreement created.',
    setError: form.setError,
    onSuccess: () => setOpen(false),
  });
  const title = agreement ? `Edit ${agreement.service_name}` : 'New agreement';
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant={agreement ? 'outline' : 'default'} size="sm" onClick={() => setOpen(true)}>
        {agreement ? 'Edit' : 'New agreement'}
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        <form
          noValidate
          aria-label={title}
          onSubmit={form.handleSubmit((values) => save.mutate(values))}
          className="space-y-4"
        >
          <FormField label="Agreement" error={errors.service_name?.message}>
            <Input {...form.register('service_name')} />
          </FormField>
          <FormField label="Email subject" error={errors.email_subject?.message}>
            <Input {...form.register('email_subject', asOptionalText)} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Recipient name" hint="Blank: the author" error={errors.recipient_name?.message}>
              <Input {...form.register('recipient_name', asOptionalText)} />
            </FormField>
            <FormField label="Recipient email" hint="Blank: the author's" error={errors.recipient_email?.message}>
              <Input type="email" {...form.register('recipient_email', asOptionalText)} />
            </FormField>
          </div>
          <FormField label="Signing link" hint="Where the author signs" error={errors.signing_url?.message}>
            <Input type="url" {...form.register('signing_url', asOptionalText)} />
          </FormField>
          <FormField label="Status" error={errors.status?.message}>
            <Select {...form.register('status')} options={CONTRACT_STATUSES} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save agreement'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
