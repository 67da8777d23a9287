import { zodResolver } from '@hookform/resolvers/zod';
import type { StaffAuthorCreate, StaffAuthorProfile } from '@app/contracts/staff-api';
import { AUTHOR_STATUSES, staffAuthorCreateSchema } from '@app/contracts/staff-api';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
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
import { Select } from '../select';
import { useStaffMutation } from '../use-staff-mutation';

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
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const form = useForm({ resolver: zodResolver(staffAuthorCreateSchema), defaultValues: emptyAuthor });
  const { errors } = form.formState;
  const create = useStaffMutation({
    mutationFn: (body: unknown) => apiFetch<StaffAuthorProfile>('/api/staff/authors', { method: 'POST', body }),
    success: 'Author created.',
    setError: form.setError,
    onSuccess: (author) => {
      setOpen(false);
      form.reset(emptyAuthor);
      void navigate(`/staff/authors/${author.id}`);
    },
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button onClick={() => setOpen(true)}>New author</Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>New author</DialogTitle>
          <DialogDescription>
            When this person signs up or accepts an invitation with the same email, they see everything on their
            dashboard.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={form.handleSubmit((values) => create.mutate(values))} className="space-y-4">
          <FormField label="Full name" error={errors.full_name?.message}>
            <Input {...form.register('full_name')} autoComplete="off" />
          </FormField>
          <FormField label="Email" error={errors.email?.message}>
            <Input type="email" {...form.register('email')} autoComplete="off" />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Phone" error={errors.phone?.message}>
              <Input {...form.register('phone')} />
            </FormField>
            <FormField label="City" error={errors.city?.message}>
              <Input {...form.register('city')} />
            </FormField>
            <FormField label="Country" error={errors.country?.message}>
              <Input {...form.register('country')} />
            </FormField>
            <FormField label="Status" error={errors.author_status?.message}>
              <Select {...form.register('author_status')} options={AUTHOR_STATUSES} />
            </FormField>
          </div>
          <FormField label="Services acquired" error={errors.services?.message}>
            <Input {...form.register('services')} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating…' : 'Create author'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
