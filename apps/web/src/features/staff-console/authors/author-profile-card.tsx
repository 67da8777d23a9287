import { zodResolver } from '@hookform/resolvers/zod';
import { canInviteAuthor } from '@app/contracts/author-invitation';
import { authorStatusBadge } from '@app/contracts/dashboard';
import { formatMoney } from '@app/contracts/money';
import {
  AUTHOR_STATUSES,
  staffAuthorUpdateSchema,
  type StaffAuthorFile,
  type StaffAuthorProfile,
  type StaffAuthorUpdate,
} from '@app/contracts/staff-api';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { apiFetch } from '../../../lib/api-client';
import { StatusBadge } from '../../dashboard-layout/status-badge';
import { AccountBadge } from '../account-badge';
import { Select } from '../select';
import { useStaffMutation } from '../use-staff-mutation';

const PROFILE_LABELS = {
  full_name: 'Full name',
  phone: 'Phone',
  address: 'Street address',
  city: 'City',
  state: 'State',
  zip_code: 'ZIP code',
  country: 'Country',
  services: 'Services acquired',
} as const;

const toValues = (author: StaffAuthorProfile): StaffAuthorUpdate => ({
  full_name: author.full_name ?? '',
  phone: author.phone ?? '',
  address: author.address ?? '',
  city: author.city ?? '',
  state: author.state ?? '',
  zip_code: author.zip_code ?? '',
  country: author.country,
  bio: author.bio ?? '',
  services: author.services ?? '',
  author_status: author.author_status as StaffAuthorUpdate['author_status'],
});

/** Who the author is, whether they can sign in, what they owe; admins edit, change status, invite. */
export function AuthorProfileCard({ file, isAdmin }: { file: StaffAuthorFile; isAdmin: boolean }) {
  const { author } = file;
  const status = authorStatusBadge(author.author_status);
  const setStatus = useStaffMutation({
    mutationFn: (author_status: string) =>
      apiFetch(`/api/staff/authors/${author.id}`, { method: 'PATCH', body: { author_status } }),
    success: 'Status changed.',
  });
  const invite = useStaffMutation({
    mutationFn: () => apiFetch(`/api/staff/authors/${author.id}/invite`, { method: 'POST', body: {} }),
    success: `Invitation sent to ${author.email}.`,
  });

  return (
    <Card className="space-y-4 p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="font-serif text-3xl font-bold text-ink-dark">{author.full_name || author.email}</h1>
          <p className="text-slate-700">{author.email}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge tone={status.tone}>{status.text}</StatusBadge>
          <AccountBadge state={file.account} />
        </div>
      </div>
      <dl className="grid gap-4 sm:grid-cols-4">
        <div>
          <dt className="text-sm text-slate-600">Paid to date</dt>
          <dd className="text-xl font-semibold tabular-nums" data-testid="paid-to-date">
            {formatMoney(file.totals.paid_to_date)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Outstanding</dt>
          <dd className="text-xl font-semibold tabular-nums" data-testid="outstanding">
            {formatMoney(file.totals.outstanding)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Phone</dt>
          <dd>{author.phone || '—'}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Location</dt>
          <dd>{[author.city, author.state, author.country].filter(Boolean).join(', ') || '—'}</dd>
        </div>
        <div className="sm:col-span-4">
          <dt className="text-sm text-slate-600">Services acquired</dt>
          <dd>{author.services || '—'}</dd>
        </div>
      </dl>
      {isAdmin && (
        <div className="flex flex-wrap items-end gap-3 border-t border-slate-100 pt-4">
          <FormField label="Change status">
            <Select
              value={author.author_status}
              disabled={setStatus.isPending}
              onChange={(event) => setStatus.mutate(event.target.value)}
              options={AUTHOR_STATUSES}
            />
          </FormField>
          <AuthorEditDialog author={author} />
          {canInviteAuthor(file.account) && (
            <Button variant="outline" disabled={invite.isPending} onClick={() => invite.mutate(undefined)}>
              {invite.isPending ? 'Sending…' : 'Invite by email'}
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}

function AuthorEditDialog({ author }: { author: StaffAuthorProfile }) {
  const [open, setOpen] = useState(false);
  const form = useForm({ resolver: zodResolver(staffAuthorUpdateSchema), values: toValues(author) });
  const { errors } = form.formState;
  const save = useStaffMutation({
    mutationFn: (body: unknown) => apiFetch(`/api/staff/authors/${author.id}`, { method: 'PATCH', body }),
    success: 'Author updated.',
    setError: form.setError,
    onSuccess: () => setOpen(false),
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Edit details
      </Button>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit {author.full_name || author.email}</DialogTitle>
        </DialogHeader>
        <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {(Object.keys(PROFILE_LABELS) as (keyof typeof PROFILE_LABELS)[]).map((name) => (
              <FormField key={name} label={PROFILE_LABELS[name]} error={errors[name]?.message}>
                <Input {...form.register(name)} />
              </FormField>
            ))}
          </div>
          <FormField label="Bio" error={errors.bio?.message}>
            <Textarea rows={4} {...form.register('bio')} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
