import { formatLongDate } from '@app/contracts/dates';
import { siteConfig } from '@app/contracts/site-config';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { serverT } from '../i18n/i18n.js';
import { authorLocale } from '../mail/author-locale.js';
import { composeMail } from '../mail/compose.js';
import type { MailQueue } from '../mail/mail-queue.js';
import './production.tables.js';

export interface ProductionMailDeps {
  mailQueue: MailQueue;
  siteUrl: string;
}

const projectOf = (db: Kysely<DB>, projectId: string) =>
  db
    .selectFrom('production_projects as pr')
    .innerJoin('authors as a', 'a.id', 'pr.author_id')
    .select(['pr.id', 'pr.service', 'pr.book_title', 'pr.author_id', 'a.email', 'a.full_name'])
    .where('pr.id', '=', projectId)
    .executeTakeFirstOrThrow();

/** Tells the author a proof was sent (due date, free rounds left), once per proof, in their language. */
export async function mailProofSent(
  db: Kysely<DB>,
  deps: ProductionMailDeps,
  proof: { id: string; project_id: string; version: number; due_at: Date; free_rounds_left: number },
): Promise<void> {
  const project = await projectOf(db, proof.project_id);
  const locale = await authorLocale(db, { id: project.author_id, email: project.email });
  const t = serverT(locale, 'production');
  const body = t('proofSent.body', {
    version: String(proof.version),
    title: project.book_title ?? project.service,
    date: formatLongDate(proof.due_at),
    rounds: String(proof.free_rounds_left),
  });
  await deps.mailQueue.enqueue(db, {
    kind: 'production.proof_sent',
    key: `proof-sent:${proof.id}`,
    ...composeMail({
      to: project.email,
      subject: t('proofSent.subject'),
      locale,
      parts: [
        { lines: [body] },
        { button: { label: t('proofSent.button'), href: `${deps.siteUrl}/dashboard/orders/${project.id}/proofs` } },
      ],
    }),
  });
}

/** Tells the author a stage is done, once per stage, in their language. */
export async function mailStageDone(
  db: Kysely<DB>,
  deps: ProductionMailDeps,
  stage: { id: string; project_id: string; name: string },
): Promise<void> {
  const project = await projectOf(db, stage.project_id);
  const locale = await authorLocale(db, { id: project.author_id, email: project.email });
  const t = serverT(locale, 'production');
  const body = t('stageDone.body', { stage: stage.name, title: project.book_title ?? project.service });
  await deps.mailQueue.enqueue(db, {
    kind: 'production.stage_done',
    key: `stage-done:${stage.id}`,
    ...composeMail({
      to: project.email,
      subject: t('stageDone.subject'),
      locale,
      parts: [
        { lines: [body] },
        { button: { label: t('stageDone.button'), href: `${deps.siteUrl}/dashboard/orders` } },
      ],
    }),
  });
}

/**
 * Tells the team (the site's address, like the corrections reminder), once per proof, that the
 * author approved it or asked for changes.
 */
export async function mailProofDecision(
  db: Kysely<DB>,
  deps: ProductionMailDeps,
  proof: { id: string; project_id: string; version: number; decision: 'approved' | 'changes_requested' },
): Promise<void> {
  const project = await projectOf(db, proof.project_id);
  const title = project.book_title ?? project.service;
  const author = project.full_name ?? project.email;
  const approved = proof.decision === 'approved';
  const open = approved
    ? 0
    : Number(
        (
          await db
            .selectFrom('production_proof_comments')
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .where('proof_id', '=', proof.id)
            .where('answer_status', 'is', null)
            .executeTakeFirstOrThrow()
        ).count,
      );
  const lines = approved
    ? [`${author} approved proof ${proof.version} of “${title}”.`]
    : [`${author} asked for changes on proof ${proof.version} of “${title}”.`, `Comments to answer: ${open}.`];
  await deps.mailQueue.enqueue(db, {
    kind: approved ? 'production.proof_approved' : 'production.changes_requested',
    key: `${approved ? 'proof-approved' : 'proof-changes'}:${proof.id}`,
    ...composeMail({
      to: siteConfig.email,
      subject: `${approved ? 'Proof approved' : 'Changes requested'}: ${title}`,
      locale: 'en',
      parts: [
        { lines },
        {
          button: {
            label: 'Open the project',
            href: `${deps.siteUrl}/staff/authors/${project.author_id}/projects/${project.id}`,
          },
        },
      ],
      signed: false,
    }),
  });
}
