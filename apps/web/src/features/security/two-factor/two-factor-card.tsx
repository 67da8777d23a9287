import { formatLongDate } from '@app/contracts/dates';
import { ShieldCheck } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { StatusBadge } from '../../dashboard-layout/status-badge';
import { factorErrorText } from './factor-errors';
import { RemoveFactorDialog } from './remove-factor-dialog';
import { TotpEnrolmentPanel } from './totp-enrolment';
import { useTwoFactor } from './use-two-factor';

/** Security page card: turn sign-in codes from an authenticator app (TOTP) on or off. */
export function TwoFactorCard() {
  const { factor, enrolment, start, confirm, cancel, remove, removalNeedsCode } = useTwoFactor();
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const titleId = useId();

  let body: ReactNode;
  if (factor) {
    body = (
      <>
        <p className="mt-2 text-slate-700">
          After your password, sign-in asks for the 6-digit code of your authenticator app.
        </p>
        <p className="mt-3 text-sm text-slate-600">
          Authenticator app · added {formatLongDate(factor.created_at)}
        </p>
        <Button variant="outline" className="mt-4" onClick={() => setConfirmingRemoval(true)}>
          Turn off two-factor authentication
        </Button>
        <RemoveFactorDialog
          open={confirmingRemoval}
          needsCode={removalNeedsCode}
          removing={remove.isPending}
          error={remove.error ? factorErrorText(remove.error) : undefined}
          onOpenChange={(open) => {
            setConfirmingRemoval(open);
            if (!open) remove.reset();
          }}
          onConfirm={(code) =>
            remove.mutate({ factorId: factor.id, code }, { onSuccess: () => setConfirmingRemoval(false) })
          }
        />
      </>
    );
  } else if (enrolment) {
    body = (
      <TotpEnrolmentPanel
        enrolment={enrolment}
        confirming={confirm.isPending}
        error={confirm.error ? factorErrorText(confirm.error) : undefined}
        onConfirm={(code) => confirm.mutate({ factorId: enrolment.id, code })}
        onCancel={cancel}
      />
    );
  } else {
    body = (
      <>
        <p className="mt-2 text-slate-700">
          Add a second step to sign-in: after your password, a 6-digit code from an authenticator app on your phone.
          Someone who learns your password still cannot get in.
        </p>
        {start.error && (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            {factorErrorText(start.error)}
          </p>
        )}
        <Button className="mt-4" disabled={start.isPending} aria-busy={start.isPending} onClick={() => start.mutate()}>
          {start.isPending ? 'Preparing…' : 'Set up two-factor authentication'}
        </Button>
      </>
    );
  }

  return (
    <Card className="p-6" role="region" aria-labelledby={titleId}>
      <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-ink-dark">
        <ShieldCheck aria-hidden="true" className="h-5 w-5 text-ink" />
        <span id={titleId}>Two-factor authentication</span>
        <StatusBadge tone={factor ? 'success' : 'warning'} className="normal-case">
          {factor ? 'On' : 'Off'}
        </StatusBadge>
      </h2>
      {body}
    </Card>
  );
}
