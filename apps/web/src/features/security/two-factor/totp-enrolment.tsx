import { Copy } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import type { TotpEnrolment } from '../../auth/identity/identity-client';
import { CodeField, normalizedCode } from './code-field';

interface TotpEnrolmentPanelProps {
  enrolment: TotpEnrolment;
  confirming: boolean;
  error?: string;
  onConfirm(code: string): void;
  onCancel(): void;
}

/** The key in groups of four, as authenticator apps ask for it. */
export const groupedKey = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Setting up: scan the QR code (or type the key), then confirm with the first code the app shows. */
export function TotpEnrolmentPanel({ enrolment, confirming, error, onConfirm, onCancel }: TotpEnrolmentPanelProps) {
  const [code, setCode] = useState('');
  const key = groupedKey(enrolment.totp.secret);

  const copyKey = () =>
    navigator.clipboard
      .writeText(enrolment.totp.secret)
      .then(() => toast.success('Key copied'))
      .catch(() => toast.error('Unable to copy. Select the key and copy it instead.'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(normalizedCode(code));
  };

  return (
    <div className="mt-4 space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-800">
        <li>Open your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).</li>
        <li>Scan this QR code, or enter the key below.</li>
        <li>Type the 6-digit code the app shows to finish.</li>
      </ol>
      <div className="flex flex-wrap items-center gap-4">
        <img
          src={enrolment.totp.qr_code}
          alt="QR code to add your Quillbridge account to an authenticator app"
          width={176}
          height={176}
          className="rounded-lg border border-slate-200 bg-white p-2"
        />
        <div className="min-w-0">
          <p className="text-sm font-medium text-ink-dark">Can't scan? Enter this key</p>
          <p className="mt-1 flex items-center gap-2">
            <code
              data-testid="totp-key"
              className="rounded bg-paper px-2 py-1 font-mono text-sm break-all text-slate-900"
            >
              {key}
            </code>
            <Button variant="ghost" size="sm" onClick={() => void copyKey()} aria-label="Copy key">
              <Copy aria-hidden="true" className="h-4 w-4" />
            </Button>
          </p>
          <p className="mt-1 text-xs text-slate-600">Time-based, 6 digits, every 30 seconds.</p>
        </div>
      </div>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <CodeField value={code} onChange={setCode} error={error} />
        <Button type="submit" disabled={confirming} aria-busy={confirming}>
          {confirming ? 'Verifying…' : 'Verify and turn on'}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={confirming}>
          Cancel
        </Button>
      </form>
    </div>
  );
}
