import type { BackupStatus } from '@app/contracts/staff-api';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { apiFetch } from '../../../lib/api-client';
import { formatBytes } from '../../../lib/format-bytes';
import { EmptyState, PageHeading, RetryNotice } from '../../dashboard-layout/query-status';
import { DownloadButton } from '../download-button';
import { staffQueries } from '../staff-queries';
import { useStaffMutation } from '../use-staff-mutation';

const timestamp = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Every day at 03:30 UTC" for the usual daily cron, else the expression itself. */
function scheduleText({ schedule, keep }: BackupStatus): string {
  if (!schedule) return 'Scheduled backups are off (BACKUP_KEEP_DAILY and BACKUP_KEEP_WEEKLY are 0).';
  const daily = /^(\d{1,2}) (\d{1,2}) \* \* \*$/.exec(schedule);
  const when = daily
    ? `Every day at ${daily[2]!.padStart(2, '0')}:${daily[1]!.padStart(2, '0')} UTC`
    : `On the schedule “${schedule}” (UTC)`;
  return `${when}; the newest of each of the last ${keep.daily} days and ${keep.weekly} weeks are kept.`;
}

/** /staff/backups (admins): the embedded database's backups, "Back up now" and each file to download. */
export function BackupsPage() {
  const status = useQuery(staffQueries.backups());
  const backUp = useStaffMutation({
    mutationFn: () => apiFetch('/api/staff/backups', { method: 'POST' }),
    success: 'Backup taken.',
  });

  return (
    <>
      <PageHeading
        title="Backups"
        description="Copies of the whole database: every record, uploaded file and login. Keep a copy somewhere else too."
      />
      {status.isPending ? (
        <Spinner label="Loading the backups" />
      ) : status.isError ? (
        <RetryNotice what="backups" onRetry={() => void status.refetch()} />
      ) : !status.data.available ? (
        <Card className="p-4 text-sm">
          The database runs on a PostgreSQL server: back it up with its own tools (pg_dump), as docs/operations.md
          explains.
        </Card>
      ) : (
        <>
          <Card className="mb-6 flex flex-wrap items-center justify-between gap-4 p-4 text-sm">
            <div>
              <p className="font-semibold text-ink-dark" data-testid="last-backup">
                {status.data.backups[0]
                  ? `Last backup: ${timestamp.format(new Date(status.data.backups[0].taken_at))} · ${formatBytes(status.data.backups[0].bytes)}`
                  : 'No backup yet.'}
              </p>
              <p className="mt-1 text-slate-700">{scheduleText(status.data)}</p>
            </div>
            <Button disabled={backUp.isPending} onClick={() => backUp.mutate()}>
              {backUp.isPending ? 'Backing up…' : 'Back up now'}
            </Button>
          </Card>
          {status.data.backups.length === 0 ? (
            <EmptyState>No backup files yet.</EmptyState>
          ) : (
            <ol className="space-y-3" aria-label="Backup files">
              {status.data.backups.map((backup) => (
                <li key={backup.name}>
                  <Card className="flex flex-wrap items-center justify-between gap-4 p-4 text-sm">
                    <span>
                      <time dateTime={backup.taken_at}>{timestamp.format(new Date(backup.taken_at))}</time> ·{' '}
                      {formatBytes(backup.bytes)}
                    </span>
                    <DownloadButton path={`/api/staff/backups/${backup.name}`} fileName={backup.name}>
                      Download
                    </DownloadButton>
                  </Card>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </>
  );
}
