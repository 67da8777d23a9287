import { zodResolver } from '@hookform/resolvers/zod';
import { statusChangeRefusal } from '@app/contracts/agreement-signature';
import { CONTRACT_STATUSES } from '@app/contracts/contract-status';
import type { ContractDocument } from '@app/contracts/dashboard-api';
import { staffAgreementCreateSchema, type StaffAgreementCreate } from '@app/contracts/staff-api';
import { useForm } from 'react-hook-form';
import { apiFetch } from '../../../lib/api-client';
import { InputField, SelectField } from '../bound-fields';
import { EditorDialog } from '../editor-dialog';
import { asOptionalText } from '../form-helpers';
import { useEditor } from '../use-editor';

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
  const form = useForm({ resolver: zodResolver(staffAgreementCreateSchema), values: toValues(agreement) });
  const editor = useEditor(form, {
    save: (body: StaffAgreementCreate) =>
      agreement
        ? apiFetch(`/api/staff/agreements/${agreement.id}`, { method: 'PATCH', body })
        : apiFetch(`/api/staff/authors/${authorId}/agreements`, { method: 'POST', body }),
    success: agreement ? 'Agreement updated.' : 'Agreement created.',
  });
  return (
    <EditorDialog
      {...editor}
      trigger={{ label: agreement ? 'Edit' : 'New agreement', variant: agreement ? 'outline' : 'default', size: 'sm' }}
      title={agreement ? `Edit ${agreement.service_name}` : 'New agreement'}
      submitLabel="Save agreement"
    >
      <InputField form={form} name="service_name" label="Agreement" />
      <InputField form={form} name="email_subject" label="Email subject" registerOptions={asOptionalText} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          form={form}
          name="recipient_name"
          label="Recipient name"
          hint="Blank: the author"
          registerOptions={asOptionalText}
        />
        <InputField
          form={form}
          name="recipient_email"
          label="Recipient email"
          hint="Blank: the author's"
          type="email"
          registerOptions={asOptionalText}
        />
      </div>
      <InputField
        form={form}
        name="signing_url"
        label="Signing link"
        hint="Where the author signs"
        type="url"
        registerOptions={asOptionalText}
      />
      <SelectField
        form={form}
        name="status"
        label="Status"
        hint={
          agreement
            ? agreement.signature
              ? 'An in-app signature sets the status as it goes'
              : undefined
            : 'Pending or sent with no signing link: the author gets our standard agreement to sign in the dashboard'
        }
        options={CONTRACT_STATUSES.filter(
          (status) => !agreement || statusChangeRefusal(agreement.signature, agreement.status, status) === null,
        )}
      />
    </EditorDialog>
  );
}
