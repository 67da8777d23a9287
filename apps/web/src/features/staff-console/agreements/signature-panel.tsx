import { hasLiveSignature, SIGNATURE_EXPIRY_DAYS, type SignatureRequest } from '@app/contracts/agreement-signature';
import { canSignContract } from '@app/contracts/contract-status';
import type { ContractDocument } from '@app/contracts/dashboard-api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { DownloadButton } from '../download-button';
import { EditorDialog } from '../editor-dialog';
import { formatSignatureTime, readerTimeZone } from '../../agreements/signing/signature-time';
import { VerifyCopy } from '../../agreements/signing/verify-copy';
import { useStaffMutation } from '../use-staff-mutation';

const signaturePath = (agreementId: string) => `/api/staff/agreements/${agreementId}/signature`;

const canSend = (agreement: ContractDocument) =>
  canSignContract(agreement.status) &&
  !agreement.signing_url &&
  Boolean(agreement.document_file_url) &&
  !hasLiveSignature(agreement.signature);

/** An admin sends the agreement's PDF for the author to sign in the dashboard. */
export function SendForSignatureDialog({ agreement }: { agreement: ContractDocument }) {
  const [open, setOpen] = useState(false);
  const [countersign, setCountersign] = useState(false);
  const [days, setDays] = useState<number>(SIGNATURE_EXPIRY_DAYS.default);
  const send = useStaffMutation({
    mutationFn: () =>
      apiFetch(signaturePath(agreement.id), {
        method: 'POST',
        body: { countersign, expires_in_days: days },
      }),
    success: 'Sent for signature. The author has been mailed.',
    onSuccess: () => setOpen(false),
  });
  if (!canSend(agreement)) return null;
  return (
    <EditorDialog
      open={open}
      onOpenChange={setOpen}
      trigger={{ label: 'Send for signature', variant: 'outline', size: 'sm' }}
      title={`Send ${agreement.service_name} for signature`}
      description="The author reads and signs the attached PDF in their dashboard; the signed copy is sealed with a certificate of completion."
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate(undefined);
      }}
      saving={send.isPending}
      submitLabel="Send"
      savingLabel="Sending…"
    >
      <label className="flex items-center gap-3 text-sm">
        <input
          type="checkbox"
          className="h-4 w-4"
          checked={countersign}
          onChange={(event) => setCountersign(event.target.checked)}
        />
        An admin countersigns after the author
      </label>
      <div className="space-y-1">
        <Label htmlFor={`expiry-${agreement.id}`}>Days to sign</Label>
        <Input
          id={`expiry-${agreement.id}`}
          type="number"
          min={SIGNATURE_EXPIRY_DAYS.min}
          max={SIGNATURE_EXPIRY_DAYS.max}
          value={days}
          onChange={(event) => setDays(Number(event.target.value))}
        />
      </div>
    </EditorDialog>
  );
}

/** The signature's state, its evidence trail, the sealed copy, countersigning and verification. */
export function SignatureDialog({ agreement, isAdmin }: { agreement: ContractDocument; isAdmin: boolean }) {
  const [open, setOpen] = useState(false);
  const details = useQuery({
    queryKey: ['staff', 'signature', agreement.id, agreement.signature?.status ?? ''],
    queryFn: () => apiFetch<SignatureRequest>(signaturePath(agreement.id)),
    enabled: open,
  });
  if (!agreement.signature) return null;
  const request = details.data;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Signature: {agreement.signature.status}
      </Button>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Signature of {agreement.service_name}</DialogTitle>
        </DialogHeader>
        {!request ? (
          <p className="text-slate-700">Loading…</p>
        ) : (
          <div className="space-y-4 text-sm">
            <dl className="grid grid-cols-[10rem_1fr] gap-x-3 gap-y-1 break-all">
              <dt className="font-medium">Status</dt>
              <dd data-testid="signature-dialog-status" className="capitalize">
                {request.status}
              </dd>
              <dt className="font-medium">Signed by</dt>
              <dd>
                {request.signer_name ? `${request.signer_name} on ${formatSignatureTime(request.signed_at)}` : '—'}
              </dd>
              {request.countersign_required && (
                <>
                  <dt className="font-medium">Countersigned by</dt>
                  <dd>
                    {request.countersigner_name
                      ? `${request.countersigner_name} on ${formatSignatureTime(request.countersigned_at)}`
                      : '—'}
                  </dd>
                </>
              )}
              {request.decline_reason && (
                <>
                  <dt className="font-medium">Declined</dt>
                  <dd>{request.decline_reason}</dd>
                </>
              )}
              <dt className="font-medium">SHA-256 original</dt>
              <dd className="font-mono text-xs">{request.original_sha256}</dd>
              <dt className="font-medium">SHA-256 sealed</dt>
              <dd className="font-mono text-xs" data-testid="sealed-sha256">
                {request.completed_sha256 ?? request.signed_sha256 ?? '—'}
              </dd>
            </dl>
            <ol className="space-y-1 border-l-2 border-slate-200 pl-3" aria-label="Evidence trail">
              {request.events?.map((event, index) => (
                <li key={index}>
                  <span className="font-medium">{event.event}</span> ·{' '}
                  <time dateTime={event.created_at}>{formatSignatureTime(event.created_at, true)}</time> ·{' '}
                  {event.actor_email ?? '—'} · {event.ip ?? '—'}
                </li>
              ))}
            </ol>
            <div className="flex flex-wrap gap-2">
              {request.sealed_url && (
                <DownloadButton path={request.sealed_url} fileName={`${request.title} (signed).pdf`}>
                  Download sealed copy
                </DownloadButton>
              )}
              <VerifyCopy path={`${signaturePath(agreement.id)}/verify`} title={agreement.service_name} />
            </div>
            {isAdmin && request.status === 'signed' && request.countersign_required && (
              <CountersignForm agreementId={agreement.id} proof={request.proof ?? 'password'} />
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function CountersignForm({ agreementId, proof }: { agreementId: string; proof: 'password' | 'code' }) {
  const [typedName, setTypedName] = useState('');
  const [secret, setSecret] = useState('');
  const [consent, setConsent] = useState(false);
  const countersign = useStaffMutation({
    mutationFn: () =>
      apiFetch(`${signaturePath(agreementId)}/countersign`, {
        method: 'POST',
        body: {
          consent,
          typed_name: typedName,
          time_zone: readerTimeZone(),
          ...(proof === 'code' ? { code: secret } : { password: secret }),
        },
      }),
    success: 'Countersigned. Both parties get the sealed copy.',
  });
  const error = countersign.error instanceof ApiError ? countersign.error.message : null;
  return (
    <form
      className="space-y-3 rounded-md border border-slate-200 p-3"
      aria-label="Countersign"
      onSubmit={(event) => {
        event.preventDefault();
        countersign.mutate(undefined);
      }}
    >
      <label className="flex items-center gap-3">
        <input type="checkbox" className="h-4 w-4" checked={consent} onChange={(e) => setConsent(e.target.checked)} />I
        countersign this agreement electronically on behalf of the publisher.
      </label>
      <div className="space-y-1">
        <Label htmlFor={`countersign-name-${agreementId}`}>Your full name</Label>
        <Input
          id={`countersign-name-${agreementId}`}
          value={typedName}
          onChange={(event) => setTypedName(event.target.value)}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`countersign-proof-${agreementId}`}>
          {proof === 'code' ? 'Authenticator code' : 'Your password'}
        </Label>
        <Input
          id={`countersign-proof-${agreementId}`}
          type={proof === 'code' ? 'text' : 'password'}
          autoComplete={proof === 'code' ? 'one-time-code' : 'current-password'}
          value={secret}
          onChange={(event) => setSecret(event.target.value)}
        />
      </div>
      {error && <p className="text-red-700">{error}</p>}
      <Button type="submit" disabled={!consent || !typedName.trim() || !secret || countersign.isPending}>
        Countersign
      </Button>
    </form>
  );
}
