import { formatLongDate } from '@app/contracts/dates';
import type { StatusTone } from '@app/contracts/invoice-status';
import type { Production, Proof, ProofStatus } from '@app/contracts/production-api';
import { Card } from '../../../components/ui/card';
import { StatusBadge } from '../../dashboard-layout/status-badge';
import { DownloadButton } from '../download-button';
import { Empty, Section } from '../record-sections';
import { CommentAnswerForm } from './comment-answer-form';
import { SendProofDialog } from './send-proof-dialog';

const STATUS: Record<ProofStatus, { label: string; tone: StatusTone }> = {
  waiting_author: { label: 'Waiting on the author', tone: 'info' },
  changes_requested: { label: 'Changes requested', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  superseded: { label: 'Superseded', tone: 'neutral' },
};

/** The proofs sent, newest first, with the author's comments to answer and the approval kept. */
export function ProjectProofsSection({ projectId, production }: { projectId: string; production: Production }) {
  return (
    <Section title="Proofs" action={<SendProofDialog projectId={projectId} production={production} />}>
      {production.proofs.length === 0 ? (
        <Empty>No proof sent yet. Upload a PDF under Files, then send it.</Empty>
      ) : (
        <div className="space-y-4">
          {production.proofs.map((proof) => (
            <ProofCard key={proof.id} projectId={projectId} proof={proof} />
          ))}
        </div>
      )}
    </Section>
  );
}

function ProofCard({ projectId, proof }: { projectId: string; proof: Proof }) {
  const status = STATUS[proof.status];
  const open = proof.status === 'waiting_author' || proof.status === 'changes_requested';
  return (
    <Card className="p-4" data-testid={`proof-${proof.version}`}>
      <h3 className="flex flex-wrap items-center gap-3 font-semibold text-ink-dark">
        Proof {proof.version}
        <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {proof.file_name} · sent {formatLongDate(proof.sent_at)} · due {formatLongDate(proof.due_at)} ·{' '}
        {proof.free_rounds_left} free {proof.free_rounds_left === 1 ? 'round' : 'rounds'} left
        {proof.answers.length > 0 && ` · answers ${proof.answers.length} earlier comments`}
      </p>
      {proof.extra_round_flagged_at && (
        <p className="mt-2 rounded bg-amber-50 p-2 text-sm text-amber-900" role="note">
          Extra round: the author asked for changes on {formatLongDate(proof.extra_round_flagged_at)} with no free round
          left. Quote it before working on it.
        </p>
      )}
      {proof.comments.length > 0 && (
        <ol className="mt-3 space-y-3" aria-label={`Comments on proof ${proof.version}`}>
          {proof.comments.map((comment) => (
            <li key={comment.id} className="rounded border border-slate-200 p-3 text-sm">
              <p>
                <span className="font-semibold">Page {comment.page}:</span> {comment.note}
              </p>
              {comment.text_change && <p className="text-slate-700">Change to: “{comment.text_change}”</p>}
              {comment.answer_status ? (
                <p className="mt-1 text-slate-800">
                  Answer: {comment.answer_status === 'done' ? 'done' : `not possible — ${comment.answer_text ?? ''}`}
                </p>
              ) : open ? (
                <CommentAnswerForm projectId={projectId} comment={comment} />
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {proof.approval && (
        <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]" aria-label="Approval">
          <dt className="text-slate-600">Approved by</dt>
          <dd>{proof.approval.approver_email}</dd>
          <dt className="text-slate-600">When</dt>
          <dd>{new Date(proof.approval.approved_at).toLocaleString()}</dd>
          <dt className="text-slate-600">From</dt>
          <dd>
            {proof.approval.ip} · {proof.approval.user_agent}
          </dd>
          <dt className="text-slate-600">Identity proven by</dt>
          <dd>{proof.approval.proof_of_identity}</dd>
          <dt className="text-slate-600">SHA-256 approved</dt>
          <dd className="break-all font-mono text-xs">{proof.approval.approved_sha256}</dd>
        </dl>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <DownloadButton
          path={`/api/staff/projects/${projectId}/file-versions/${proof.file_version_id}`}
          fileName={proof.file_name}
        >
          Download proof {proof.version}
        </DownloadButton>
        {proof.approval && (
          <DownloadButton
            path={`/api/staff/projects/${projectId}/proofs/${proof.id}/certificate`}
            fileName={`approval-certificate-proof-${proof.version}.pdf`}
          >
            Approval certificate
          </DownloadButton>
        )}
      </div>
    </Card>
  );
}
