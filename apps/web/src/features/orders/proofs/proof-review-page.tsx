import { formatLongDate } from '@app/contracts/dates';
import type { Proof, ProofComment } from '@app/contracts/production-api';
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
import { PdfPages, type PageSpot } from '../../agreements/signing/pdf-pages';
import { VerifyCopy } from '../../agreements/signing/verify-copy';
import { PageHeading, RetryNotice } from '../../dashboard-layout/query-status';
import { DownloadButton } from '../../staff-console/download-button';
import { productionQuery } from '../production-query';

const STATUS_TEXT: Record<Proof['status'], string> = {
  waiting_author: 'Waiting for your review',
  changes_requested: 'You asked for changes: the team is working on the next version',
  approved: 'Approved',
  superseded: 'Replaced by a newer version',
};

const errorText = (error: unknown) =>
  error instanceof ApiError && error.status < 500 ? error.message : 'Something went wrong. Please try again.';

/** /dashboard/orders/:projectId/proofs: read the latest proof, pin comments, ask for changes or approve. */
export function ProofReviewPage() {
  const { projectId = '' } = useParams();
  const { user, getAccessToken } = useAuth();
  const base = `/api/me/projects/${encodeURIComponent(projectId)}`;
  const production = useQuery(productionQuery(user?.id, projectId));
  const proof = production.data?.proofs[0];
  const pdf = useQuery({
    queryKey: ['dashboard', 'proof-document', user?.id ?? '', proof?.file_version_id ?? ''],
    enabled: Boolean(proof),
    staleTime: Infinity,
    queryFn: async () => {
      const token = await getAccessToken();
      const response = await fetch(`${base}/file-versions/${proof?.file_version_id ?? ''}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (!response.ok) throw new Error(`The proof could not be loaded (${response.status})`);
      return new Uint8Array(await response.arrayBuffer());
    },
  });
  const [spot, setSpot] = useState<PageSpot | null>(null);
  const ignoreLastPage = useCallback(() => {}, []);
  const waiting = proof?.status === 'waiting_author';

  return (
    <>
      <PageHeading
        title={proof ? `Proof, version ${proof.version}` : 'Proof review'}
        description="Read the proof, click a spot on a page to comment, then ask for changes or approve it."
      />
      <p className="mb-4">
        <Link to="/dashboard/orders" className={buttonClasses('link', 'sm', 'px-0')}>
          ← Back to production projects
        </Link>
      </p>
      {production.isPending && <p className="text-slate-700">Loading the proof…</p>}
      {production.isError && <RetryNotice what="this proof" onRetry={() => void production.refetch()} />}
      {production.data && !proof && <p className="text-slate-700">No proof has been sent for this project yet.</p>}
      {proof && (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <section aria-label="The proof">
            {pdf.data ? (
              <PdfPages
                data={pdf.data}
                onLastPageShown={ignoreLastPage}
                documentLabel="Open the proof (PDF)"
                {...(waiting ? { onPick: setSpot } : {})}
                pins={proof.comments.map((comment, index) => ({ ...comment, label: String(index + 1) }))}
              />
            ) : pdf.isError ? (
              <RetryNotice what="the proof" onRetry={() => void pdf.refetch()} />
            ) : (
              <p className="text-slate-700">Loading the proof…</p>
            )}
          </section>
          <aside aria-label="Review" className="space-y-4 lg:sticky lg:top-4 lg:self-start">
            <Card className="space-y-1 p-5 text-sm">
              <p className="font-medium text-ink-dark" data-testid="proof-status">
                {STATUS_TEXT[proof.status]}
              </p>
              {waiting && <p className="text-slate-700">Please review by {formatLongDate(proof.due_at)}.</p>}
              <p className="text-slate-700">
                Free correction rounds left: {proof.free_rounds_left}
                {proof.free_rounds_left === 0 && waiting ? ' (a further round is quoted before work starts)' : ''}
              </p>
            </Card>
            {proof.answers.length > 0 && <CommentList title="Answers in this version" comments={proof.answers} />}
            {waiting && <CommentForm base={base} proof={proof} spot={spot} onSaved={() => setSpot(null)} />}
            {proof.comments.length > 0 && <CommentList title="Your comments" comments={proof.comments} />}
            {waiting && <Decision base={base} proof={proof} />}
            {proof.approval && (
              <Card className="space-y-3 p-5 text-sm">
                <p data-testid="approval">
                  Approved by {proof.approval.approver_email} on {formatLongDate(proof.approval.approved_at)}.
                </p>
                <DownloadButton
                  path={`${base}/proofs/${proof.id}/certificate`}
                  fileName={`Approval certificate - proof ${proof.version}.pdf`}
                >
                  Download the approval certificate
                </DownloadButton>
                <VerifyCopy path={`${base}/proofs/${proof.id}/verify`} title={proof.file_name} />
              </Card>
            )}
          </aside>
        </div>
      )}
    </>
  );
}

function useProofAction(base: string, success: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body?: object }) =>
      apiFetch(`${base}/${path}`, { method: 'POST', body: body ?? {} }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      toast.success(success);
    },
    onError: (error) => toast.error(errorText(error)),
  });
}

function CommentForm({
  base,
  proof,
  spot,
  onSaved,
}: {
  base: string;
  proof: Proof;
  spot: PageSpot | null;
  onSaved: () => void;
}) {
  const [note, setNote] = useState('');
  const [textChange, setTextChange] = useState('');
  const [page, setPage] = useState('');
  const save = useProofAction(base, 'Comment saved.');
  const shownPage = spot ? String(spot.page) : page;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        path: `proofs/${proof.id}/comments`,
        body: {
          page: Number(shownPage),
          x: spot?.x ?? 0.5,
          y: spot?.y ?? 0.5,
          note,
          text_change: textChange.trim() || null,
        },
      },
      {
        onSuccess: () => {
          setNote('');
          setTextChange('');
          onSaved();
        },
      },
    );
  };
  return (
    <Card className="p-5">
      <form className="space-y-3" onSubmit={submit} aria-label="Comment on the proof">
        <h2 className="text-lg font-semibold text-ink-dark">Add a comment</h2>
        <p className="text-xs text-slate-600">
          {spot
            ? `Pinned on page ${spot.page}.`
            : 'Click a spot on a page to pin the comment there, or enter the page.'}
        </p>
        <div className="space-y-1">
          <Label htmlFor="comment-page">Page</Label>
          <Input
            id="comment-page"
            inputMode="numeric"
            value={shownPage}
            onChange={(event) => setPage(event.target.value)}
            disabled={Boolean(spot)}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor="comment-note">Note</Label>
          <Textarea id="comment-note" rows={3} value={note} onChange={(event) => setNote(event.target.value)} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="comment-change">New text (optional)</Label>
          <Textarea
            id="comment-change"
            rows={2}
            value={textChange}
            onChange={(event) => setTextChange(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={!note.trim() || !Number(shownPage) || save.isPending}>
          Save the comment
        </Button>
      </form>
    </Card>
  );
}

function CommentList({ title, comments }: { title: string; comments: ProofComment[] }) {
  return (
    <Card className="p-5">
      <h2 className="mb-2 text-lg font-semibold text-ink-dark">{title}</h2>
      <ol className="space-y-3 text-sm" data-testid="proof-comments">
        {comments.map((comment, index) => (
          <li key={comment.id} className="border-l-2 border-amber-500 pl-3">
            <p className="font-medium">
              {index + 1}. Page {comment.page}: {comment.note}
            </p>
            {comment.text_change && <p className="text-slate-700">New text: {comment.text_change}</p>}
            {comment.answer_status && (
              <p className={comment.answer_status === 'done' ? 'text-green-800' : 'text-amber-800'}>
                {comment.answer_status === 'done' ? 'Done' : `Not possible: ${comment.answer_text ?? ''}`}
              </p>
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
}

function Decision({ base, proof }: { base: string; proof: Proof }) {
  const [secret, setSecret] = useState('');
  const requestChanges = useProofAction(base, 'Changes requested. The team will send the next version.');
  const approve = useProofAction(base, 'Proof approved. Your approval certificate is ready.');
  const proofError =
    approve.error instanceof ApiError
      ? (approve.error.fields?.password?.[0] ?? approve.error.fields?.code?.[0])
      : undefined;
  // A six-digit answer is an authenticator code; anything else is the password.
  const fresh = /^\d{6}$/.test(secret) ? { code: secret } : { password: secret };
  return (
    <Card className="space-y-4 p-5">
      <Button
        variant="outline"
        className="w-full"
        disabled={requestChanges.isPending}
        onClick={() => requestChanges.mutate({ path: `proofs/${proof.id}/request-changes` })}
      >
        Request changes
      </Button>
      <form
        className="space-y-3"
        aria-label="Approve the proof"
        onSubmit={(event) => {
          event.preventDefault();
          approve.mutate({ path: `proofs/${proof.id}/approve`, body: fresh });
        }}
      >
        <h2 className="text-lg font-semibold text-ink-dark">Approve this proof</h2>
        <div className="space-y-1">
          <Label htmlFor="approve-proof">Your password or authenticator code</Label>
          <Input
            id="approve-proof"
            type="password"
            autoComplete="current-password"
            value={secret}
            onChange={(event) => setSecret(event.target.value)}
            aria-invalid={Boolean(proofError)}
            aria-describedby="approve-proof-hint"
          />
          <p id="approve-proof-hint" className="text-xs text-slate-600">
            {proofError ?? 'It confirms it is you. The approval covers exactly this file.'}
          </p>
        </div>
        <Button type="submit" className="w-full" disabled={!secret || approve.isPending}>
          Approve
        </Button>
      </form>
    </Card>
  );
}
