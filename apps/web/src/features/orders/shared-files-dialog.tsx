import type { SharedFile } from '@app/contracts/dashboard-api';
import { formatLongDate } from '@app/contracts/dates';
import { useQuery } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { toast } from '../../lib/toast';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { apiFetch } from '../../lib/api-client';
import { useAuth } from '../auth/auth-provider';
import { downloadWithToken } from '../dashboard-layout/download';
import { RetryNotice } from '../dashboard-layout/query-status';

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** Files our team shared on one project (proofs, covers, audio samples), for download. */
export function SharedFilesDialog({
  project,
  onClose,
}: {
  project: { id: string; service: string } | null;
  onClose: () => void;
}) {
  const { user, getAccessToken } = useAuth();
  const files = useQuery({
    queryKey: ['dashboard', 'project-files', user?.id ?? '', project?.id ?? ''],
    queryFn: () => apiFetch<SharedFile[]>(`/api/me/projects/${project!.id}/files`),
    enabled: Boolean(user && project),
  });

  const download = async (file: SharedFile) => {
    try {
      await downloadWithToken(file.url, await getAccessToken(), file.file_name);
    } catch {
      toast.error(`Unable to download ${file.file_name}`);
    }
  };

  return (
    <Dialog open={project !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Shared files</DialogTitle>
          <DialogDescription>{project?.service}</DialogDescription>
        </DialogHeader>
        {files.isPending ? (
          <Spinner label="Loading shared files" />
        ) : files.isError ? (
          <RetryNotice what="shared files" onRetry={() => void files.refetch()} />
        ) : files.data.length === 0 ? (
          <p className="text-slate-700">
            No files have been shared on this project yet. Our team adds proofs and deliverables here.
          </p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {files.data.map((file) => (
              <li key={file.id} className="flex items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-medium text-ink-dark">{file.file_name}</p>
                  <p className="text-sm text-slate-600">
                    {sizeText(file.size_bytes)} · {formatLongDate(file.created_at)}
                  </p>
                </div>
                <button
                  type="button"
                  onClick={() => void download(file)}
                  className="rounded-md p-2 text-ink hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-ink"
                  aria-label={`Download ${file.file_name}`}
                >
                  <FileDown aria-hidden="true" className="h-5 w-5" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
