import { useState, type ReactNode } from 'react';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/button';
import { useAuth } from '../auth/auth-provider';
import { downloadWithToken } from '../dashboard-layout/download';

/** Downloads a file the staff API serves (it needs the bearer token, so a plain link would not do). */
export function DownloadButton({ path, fileName, children }: { path: string; fileName: string; children: ReactNode }) {
  const { getAccessToken } = useAuth();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadWithToken(path, await getAccessToken(), fileName);
    } catch {
      toast.error('The download failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" disabled={busy} onClick={() => void download()}>
      {children}
    </Button>
  );
}
