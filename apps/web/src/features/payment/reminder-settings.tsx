import type { ReminderPreference } from '@app/contracts/dashboard-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { Card } from '../../components/ui/card';
import { apiFetch } from '../../lib/api-client';
import { useAuth } from '../auth/auth-provider';
import { dashboardQueries } from '../dashboard-layout/dashboard-queries';

/** The author's choice of courtesy payment reminders by mail, kept on the server. */
export function ReminderSettings() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const reminders = useQuery({ ...dashboardQueries.reminders(user?.id), enabled: Boolean(user) });
  const save = useMutation({
    mutationFn: (body: ReminderPreference) =>
      apiFetch<ReminderPreference>('/api/me/reminders', { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(dashboardQueries.reminders(user?.id).queryKey, saved);
      toast.success(saved.payment_reminders ? 'Payment reminders turned on' : 'Payment reminders turned off');
    },
    onError: () => toast.error('Unable to save your reminder setting. Please try again.'),
  });

  return (
    <Card className="mt-6 p-6">
      <h2 className="text-lg font-semibold text-ink-dark">Payment reminders</h2>
      <label className="mt-3 flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          className="mt-1 h-4 w-4"
          checked={reminders.data?.payment_reminders ?? true}
          disabled={!reminders.data || save.isPending}
          onChange={(event) => save.mutate({ payment_reminders: event.target.checked })}
        />
        <span>
          Email me before an installment is due (a week ahead and on the day).
          <span className="block text-slate-600">Notices about overdue payments are always sent.</span>
        </span>
      </label>
    </Card>
  );
}
