import { authorStatusBadge } from '@app/contracts/dashboard';
import type { AuthorProfile } from '@app/contracts/dashboard-api';
import { PROFILE_FIELDS } from '@app/contracts/dashboard-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { Textarea } from '../../components/ui/textarea';
import { apiFetch, ApiError } from '../../lib/api-client';
import { useAuth } from '../auth/auth-provider';
import { dashboardQueries } from '../dashboard-layout/dashboard-queries';
import { PageHeading, RetryNotice } from '../dashboard-layout/query-status';
import { StatusBadge } from '../dashboard-layout/status-badge';
import { AvatarUpload } from './avatar-upload';
import { FIELD_LABELS, toFormValues, toUpdate, type ProfileField, type ProfileFormValues } from './profile-form-values';

export function ProfilePage() {
  const { user } = useAuth();
  const profile = useQuery({ ...dashboardQueries.profile(user?.id), enabled: Boolean(user) });

  return (
    <>
      <PageHeading title="Profile" description="Your contact details, as our team sees them." />
      {profile.isPending ? (
        <Spinner label="Loading your profile" />
      ) : profile.isError ? (
        <RetryNotice what="profile" onRetry={() => void profile.refetch()} />
      ) : (
        <ProfileCard profile={profile.data} userId={user!.id} />
      )}
    </>
  );
}

function ProfileCard({ profile, userId }: { profile: AuthorProfile; userId: string }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<ProfileFormValues>(() => toFormValues(profile));
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const status = authorStatusBadge(profile.author_status);

  const save = useMutation({
    mutationFn: (update: ProfileFormValues) =>
      apiFetch<AuthorProfile>('/api/me/profile', { method: 'PATCH', body: toUpdate(update) }),
    onSuccess: (updated) => {
      queryClient.setQueryData(dashboardQueries.profile(userId).queryKey, updated);
      setValues(toFormValues(updated));
      setErrors({});
      setEditing(false);
      toast.success('Profile updated.');
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      setErrors(Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages[0]])));
      toast.error(error instanceof ApiError && error.status < 500 ? error.message : 'Unable to update profile');
    },
  });

  const cancel = () => {
    setValues(toFormValues(profile));
    setErrors({});
    setEditing(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values);
  };

  const field = (name: ProfileField) => {
    const common = {
      name,
      value: values[name],
      disabled: save.isPending,
      onChange: (event: { target: { value: string } }) =>
        setValues((current) => ({ ...current, [name]: event.target.value })),
    };
    return (
      <FormField key={name} label={FIELD_LABELS[name]} error={errors[name]}>
        {name === 'bio' ? <Textarea {...common} rows={5} /> : <Input {...common} autoComplete={autoComplete[name]} />}
      </FormField>
    );
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[320px_1fr]">
      <Card className="flex flex-col items-center gap-4 p-6 text-center">
        <AvatarUpload profile={profile} userId={userId} />
        <div>
          <p className="text-xl font-semibold text-ink-dark">{profile.full_name || profile.email}</p>
          <p className="text-sm text-slate-700">{profile.email}</p>
        </div>
        <dl className="w-full space-y-4 text-left">
          <div>
            <dt className="text-sm font-medium text-slate-600">Account Status</dt>
            <dd className="mt-1">
              <StatusBadge tone={status.tone}>{status.text}</StatusBadge>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-600">Services Acquired</dt>
            <dd className="mt-1 whitespace-pre-line text-ink-dark">{profile.services?.trim() || 'No services yet'}</dd>
          </div>
        </dl>
      </Card>

      <Card className="p-6">
        {editing ? (
          <form onSubmit={submit} noValidate className="space-y-4" aria-label="Edit profile">
            <div className="grid gap-4 sm:grid-cols-2">
              {field('full_name')}
              <div>
                <p className="text-sm font-medium text-ink-dark">Email</p>
                <p
                  className="mt-1 flex h-11 items-center rounded-md bg-slate-100 px-3 text-slate-700"
                  aria-readonly="true"
                >
                  {profile.email}
                </p>
              </div>
              {field('phone')}
              {field('address')}
              {field('city')}
              {field('state')}
              {field('zip_code')}
              {field('country')}
            </div>
            {field('bio')}
            <div className="flex flex-wrap gap-2 pt-2">
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? 'Saving…' : 'Save Changes'}
              </Button>
              <Button variant="outline" onClick={cancel} disabled={save.isPending}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <>
            <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
              <ProfileValue label="Full name" value={profile.full_name} />
              <ProfileValue label="Email" value={profile.email} />
              {PROFILE_FIELDS.filter((name) => name !== 'full_name' && name !== 'bio').map((name) => (
                <ProfileValue
                  key={name}
                  label={FIELD_LABELS[name]}
                  value={name === 'country' ? profile.country || 'US' : profile[name]}
                />
              ))}
              <ProfileValue label="Bio" value={profile.bio} multiline className="sm:col-span-2" />
            </dl>
            <Button className="mt-6" onClick={() => setEditing(true)}>
              Edit Profile
            </Button>
          </>
        )}
      </Card>
    </div>
  );
}

const autoComplete: Partial<Record<ProfileField, string>> = {
  full_name: 'name',
  phone: 'tel',
  address: 'street-address',
  city: 'address-level2',
  state: 'address-level1',
  zip_code: 'postal-code',
  country: 'country',
};

function ProfileValue({
  label,
  value,
  multiline,
  className,
}: {
  label: string;
  value: string | null;
  multiline?: boolean;
  className?: string;
}) {
  return (
    <div className={className}>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className={multiline ? 'mt-1 whitespace-pre-line text-ink-dark' : 'mt-1 text-ink-dark'}>{value || '—'}</dd>
    </div>
  );
}
