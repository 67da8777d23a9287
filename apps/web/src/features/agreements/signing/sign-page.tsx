import { ESIGN_CONSENT_TEXT, type SignatureRequest } from '@app/contracts/agreement-signature';
import { formatLongDate } from '@app/contracts/dates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../auth/auth-provider';
import { PageHeading, RetryNotice } from '../../dashboard-layout/query-status';
import { FreshProofField, freshProofBody } from '../../security/fresh-proof-field';
import { DownloadButton } from '../../staff-console/download-button';
import { PdfPages } from './pdf-pages';
import { SignaturePad } from './signature-pad';
import { formatSignatureTime, readerTimeZone } from './signature-time';
import { VerifyCopy } from './verify-copy';

const signatureKey = (userId: string | undefined, agreementId: string) =>
  ['dashboard', 'signature', userId ?? '', agreementId] as const;

const fieldError = (error: unknown, field: string) =>
  error instanceof ApiError ? error.fields?.[field]?.[0] : undefined;

/** /dashboard/contracts/:agreementId/sign: read the whole agreement, then sign or decline it. */
export function SignPage() {
  const { agreementId = '' } = useParams();
  const { user, getAccessToken } = useAuth();
  const base = `/api/me/agreements/${encodeURIComponent(agreementId)}/signature`;
  const request = useQuery({
    queryKey: signatureKey(user?.id, agreementId),
    queryFn: () => apiFetch<SignatureRequest>(base),
    enabled: Boolean(user),
  });
  const documentUrl = request.data?.document_url;
  const pdf = useQuery({
    queryKey: ['dashboard', 'signature-document', user?.id ?? '', documentUrl ?? ''],
    enabled: Boolean(documentUrl),
    staleTime: Infinity,
    queryFn: async () => {
      const token = await getAccessToken();
      const response = await fetch(documentUrl ?? '', { headers: token ? { authorization: `Bearer ${token}` } : {} });
      if (!response.ok) throw new Error(`The document could not be loaded (${response.status})`);
      return new Uint8Array(await response.arrayBuffer());
    },
  });
  const [lastPageShown, setLastPageShown] = useState(false);
  const onLastPageShown = useCallback(() => setLastPageShown(true), []);

  const data = request.data;
  const open = data?.status === 'sent' || data?.status === 'viewed';
  return (
    <>
      <PageHeading
        title={data ? `Sign: ${data.title}` : 'Sign an agreement'}
        description="Read the whole agreement, then sign it here or decline it."
      />
      <p className="mb-4">
        <Link to="/dashboard/contracts" className={buttonClasses('link', 'sm', 'px-0')}>
          ← Back to agreement documents
        </Link>
      </p>
      {request.isPending && <p className="text-slate-700">Loading the agreement…</p>}
      {request.isError && <RetryNotice what="this agreement" onRetry={() => void request.refetch()} />}
      {data && !open && <Outcome request={data} />}
      {data && open && (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <section aria-label="The agreement">
            {pdf.data ? (
              <PdfPages data={pdf.data} onLastPageShown={onLastPageShown} />
            ) : pdf.isError ? (
              <RetryNotice what="the document" onRetry={() => void pdf.refetch()} />
            ) : (
              <p className="text-slate-700">Loading the document…</p>
            )}
          </section>
          <aside aria-label="Signing" className="space-y-6 lg:sticky lg:top-4 lg:self-start">
            <p className="text-sm text-slate-700">Please sign by {formatLongDate(data.expires_at)}.</p>
            <SignForm base={base} request={data} lastPageShown={lastPageShown} />
            <DeclineForm base={base} />
          </aside>
        </div>
      )}
    </>
  );
}

function Outcome({ request }: { request: SignatureRequest }) {
  const messages: Record<SignatureRequest['status'], string> = {
    sent: '',
    viewed: '',
    signed: `Signed by ${request.signer_name ?? ''} on ${formatSignatureTime(request.signed_at)}.`,
    completed: `Signed by ${request.signer_name ?? ''} on ${formatSignatureTime(request.signed_at)} and countersigned by ${request.countersigner_name ?? ''} on ${formatSignatureTime(request.countersigned_at)}.`,
    declined: `You declined this agreement: ${request.decline_reason ?? ''}`,
    cancelled: 'This signature request was cancelled.',
    expired: 'This signature request has expired: ask the team to send it again.',
  };
  return (
    <Card className="space-y-4 p-5">
      <p className="font-medium text-ink-dark" data-testid="signature-outcome">
        {messages[request.status]}
      </p>
      {request.sealed_url && (
        <div className="flex flex-wrap gap-2">
          <DownloadButton path={request.sealed_url} fileName={`${request.title} (signed).pdf`}>
            Download the signed copy
          </DownloadButton>
          <VerifyCopy path={`/api/me/agreements/${request.agreement_id}/signature/verify`} title={request.title} />
        </div>
      )}
    </Card>
  );
}

function useSignatureAction(base: string, path: string, success: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: object) => apiFetch<SignatureRequest>(`${base}/${path}`, { method: 'POST', body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      toast.success(success);
    },
    onError: (error) =>
      toast.error(
        error instanceof ApiError && error.status < 500 ? error.message : 'Something went wrong. Please try again.',
      ),
  });
}

function SignForm({
  base,
  request,
  lastPageShown,
}: {
  base: string;
  request: SignatureRequest;
  lastPageShown: boolean;
}) {
  const [consent, setConsent] = useState(false);
  const [typedName, setTypedName] = useState('');
  const [drawn, setDrawn] = useState<string | null>(null);
  const [secret, setSecret] = useState('');
  const sign = useSignatureAction(base, 'sign', 'Agreement signed. Your signed copy is ready.');
  const proofKind = request.proof ?? 'password';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sign.mutate({
      consent,
      typed_name: typedName,
      drawn_signature: drawn,
      time_zone: readerTimeZone(),
      ...freshProofBody(proofKind, secret),
    });
  };
  const ready = lastPageShown && consent && typedName.trim().length >= 2 && secret.length > 0;
  return (
    <Card className="p-5">
      <form className="space-y-4" onSubmit={submit} aria-label="Sign the agreement">
        <h2 className="text-lg font-semibold text-ink-dark">Sign electronically</h2>
        {!lastPageShown && (
          <p className="text-sm text-amber-800" data-testid="read-to-sign">
            Scroll to the last page of the agreement to sign it.
          </p>
        )}
        <label className="flex gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-1 h-4 w-4 shrink-0"
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
          />
          <span>{ESIGN_CONSENT_TEXT}</span>
        </label>
        <div className="space-y-1">
          <Label htmlFor="typed-name">Your full name</Label>
          <Input
            id="typed-name"
            autoComplete="name"
            value={typedName}
            onChange={(event) => setTypedName(event.target.value)}
            aria-invalid={Boolean(fieldError(sign.error, 'typed_name'))}
          />
        </div>
        <div className="space-y-1">
          <p className="text-sm font-medium text-slate-800">Drawn signature (optional)</p>
          <SignaturePad onChange={setDrawn} />
        </div>
        <FreshProofField
          id="signing-proof"
          kind={proofKind}
          value={secret}
          onChange={setSecret}
          error={fieldError(sign.error, proofKind)}
        />
        <Button type="submit" className="w-full" disabled={!ready || sign.isPending}>
          {sign.isPending ? 'Signing…' : 'Sign'}
        </Button>
      </form>
    </Card>
  );
}

function DeclineForm({ base }: { base: string }) {
  const [reason, setReason] = useState('');
  const [open, setOpen] = useState(false);
  const decline = useSignatureAction(base, 'decline', 'You declined the agreement. The team has been told.');
  if (!open) {
    return (
      <Button variant="outline" className="w-full" onClick={() => setOpen(true)}>
        Decline
      </Button>
    );
  }
  return (
    <Card className="p-5">
      <form
        className="space-y-3"
        aria-label="Decline the agreement"
        onSubmit={(event) => {
          event.preventDefault();
          decline.mutate({ reason });
        }}
      >
        <Label htmlFor="decline-reason">Why do you decline?</Label>
        <Textarea id="decline-reason" rows={3} value={reason} onChange={(event) => setReason(event.target.value)} />
        <Button type="submit" variant="destructive" disabled={reason.trim().length < 3 || decline.isPending}>
          Decline the agreement
        </Button>
      </form>
    </Card>
  );
}
