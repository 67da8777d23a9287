import { zodResolver } from '@hookform/resolvers/zod';
import type { StaffAuthorCreate, StaffAuthorProfile } from '@app/contracts/staff-api';
import { AUTHOR_STATUSES, staffAuthorCreateSchema } from '@app/contracts/staff-api';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { apiFetch } from '../../../lib/api-client';
import { InputField, SelectField } from '../bound-fields';
import { EditorDialog } from '../editor-dialog';
import { useEditor } from '../use-editor';

const emptyAuthor: StaffAuthorCreate = {
  email: '',
  full_name: '',
  phone: '',
  city: '',
  country: 'US',
  author_status: 'Active',
  services: '',
};

/** "New author": a record before the person has an account; they are linked by email when they sign up. */
export function AuthorCreateDialog() {
  const navigate = useNavigate();
  const form = useForm({ resolver: zodResolver(staffAuthorCreateSchema), defaultValues: emptyAuthor });
  const editor = useEditor(form, {
    save: (body: StaffAuthorCreate) => apiFetch<StaffAuthorProfile>('/api/staff/authors', { method: 'POST', body }),
    success: 'Author created.',
    onSaved: (author) => {
      form.reset(emptyAuthor);
      void navigate(`/staff/authors/${author.id}`);
    },
  });

  return (
    <EditorDialog
      {...editor}
      trigger={{ label: 'New author' }}
      title="New author"
      description="When this person signs up or accepts an invitation with the same email, they see everything on their dashboard."
      submitLabel="Create author"
      savingLabel="Creating…"
    >
      <InputField form={form} name="full_name" label="Full name" autoComplete="off" />
      <InputField form={form} name="email" label="Email" type="email" autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField form={form} name="phone" label="Phone" />
        <InputField form={form} name="city" label="City" />
        <InputField form={form} name="country" label="Country" />
        <SelectField form={form} name="author_status" label="Status" options={AUTHOR_STATUSES} />
      </div>
      <InputField form={form} name="services" label="Services acquired" />
    </EditorDialog>
  );
}
