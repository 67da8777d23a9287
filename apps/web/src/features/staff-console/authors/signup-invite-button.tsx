import type { StaffAuthorProfile, StaffAuthorSummary } from '@app/contracts/staff-api';
import { Button } from '../../../components/ui/button';
import { apiFetch } from '../../../lib/api-client';
import { useStaffMutation } from '../use-staff-mutation';

/**
 * For a signup nobody confirmed: adds the author record and invites the person by email (the
 * invitation supersedes the unconfirmed signup), in one click.
 */
export function SignupInviteButton({ signup }: { signup: Pick<StaffAuthorSummary, 'email' | 'full_name'> }) {
  const invite = useStaffMutation({
    mutationFn: async () => {
      const author = await apiFetch<StaffAuthorProfile>('/api/staff/authors', {
        method: 'POST',
        body: { email: signup.email, ...(signup.full_name ? { full_name: signup.full_name } : {}) },
      });
      await apiFetch(`/api/staff/authors/${author.id}/invite`, { method: 'POST', body: {} });
    },
    success: `Invitation sent to ${signup.email}.`,
  });
  return (
    <Button variant="outline" size="sm" disabled={invite.isPending} onClick={() => invite.mutate(undefined)}>
      {invite.isPending ? 'Sending…' : 'Add and invite'}
      <span className="sr-only"> {signup.email}</span>
    </Button>
  );
}
