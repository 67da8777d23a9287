import { formatLongDate } from '@app/contracts/dates';
import { siteConfig } from '@app/contracts/site-config';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { DB } from '../db/schema.js';
import { serverT } from '../i18n/i18n.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { SCHEDULES } from '../jobs/queues.js';
import { authorLocale } from '../mail/author-locale.js';
import { composeMail } from '../mail/compose.js';
import type { MailQueue } from '../mail/mail-queue.js';
import './production.tables.js';

const HOUR_MS = 60 * 60 * 1000;
/** The author is reminded this long before a proof's due date... */
export const PROOF_DUE_REMINDER_MS = 3 * 24 * HOUR_MS;
/** ...unless the proof came less than a day ago: its own mail is still fresh. */
const FRESH_PROOF_MS = 24 * HOUR_MS;
/** Corrections waiting this long on staff (a working day) are mailed to the team. */
export const CORRECTIONS_WAIT_MS = 24 * HOUR_MS;

/**
 * Runs `remind` for each proof in a transaction of its own (a failing mail spoils no other) and
 * counts the mails it queued: it answers false when another sweep marked the proof first.
 */
async function countQueued(
  db: Kysely<DB>,
  proofs: { id: string }[],
  remind: (trx: Transaction<DB>, proofId: string) => Promise<boolean>,
): Promise<number> {
  let queued = 0;
  for (const { id } of proofs) {
    if (await db.transaction().execute((trx) => remind(trx, id))) queued += 1;
  }
  return queued;
}

/**
 * Marks one proof still `status` and not reminded yet as reminded `now`, joined to its project and
 * author for the mail; nothing when another sweep marked it first or the author moved on.
 */
function markReminded(
  trx: Transaction<DB>,
  proof: {
    id: string;
    status: 'waiting_author' | 'changes_requested';
    mark: 'due_reminder_sent_at' | 'corrections_reminder_sent_at';
    now: Date;
  },
) {
  return trx
    .updateTable('production_proofs as p')
    .from('production_projects as pr')
    .innerJoin('authors as a', 'a.id', 'pr.author_id')
    .set(
      proof.mark === 'due_reminder_sent_at'
        ? { due_reminder_sent_at: proof.now }
        : { corrections_reminder_sent_at: proof.now },
    )
    .whereRef('pr.id', '=', 'p.project_id')
    .where('p.id', '=', proof.id)
    .where('p.status', '=', proof.status)
    .where(sql.ref(`p.${proof.mark}`), 'is', null);
}

interface SweepOptions {
  now: Date;
  siteUrl: string;
}

/**
 * Reminds each author whose proof falls due within PROOF_DUE_REMINDER_MS, once per proof: the
 * proof is marked in the transaction that queues the mail, so a second sweep (on any instance)
 * finds nothing. In the author's language when known, else English. Returns how many were queued.
 */
export async function remindProofsDue(db: Kysely<DB>, mailQueue: MailQueue, options: SweepOptions): Promise<number> {
  const { now } = options;
  const due = await db
    .selectFrom('production_proofs')
    .select('id')
    .where('status', '=', 'waiting_author')
    .where('due_reminder_sent_at', 'is', null)
    .where('due_at', '>', now)
    .where('due_at', '<=', new Date(now.getTime() + PROOF_DUE_REMINDER_MS))
    .where('sent_at', '<=', new Date(now.getTime() - FRESH_PROOF_MS))
    .execute();
  return countQueued(db, due, async (trx, id) => {
    const proof = await markReminded(trx, { id, status: 'waiting_author', mark: 'due_reminder_sent_at', now })
      .returning([
        'p.id',
        'p.project_id',
        'p.version',
        'p.due_at',
        'pr.service',
        'pr.book_title',
        'a.id as author_id',
        'a.email',
      ])
      .executeTakeFirst();
    if (!proof) return false;
    const locale = await authorLocale(trx, { id: proof.author_id, email: proof.email });
    const t = serverT(locale, 'production');
    const body = t('proofDue.body', {
      version: String(proof.version),
      title: proof.book_title ?? proof.service,
      date: formatLongDate(proof.due_at),
    });
    await mailQueue.enqueue(trx, {
      kind: 'production.proof_due',
      key: `proof-due:${proof.id}`,
      ...composeMail({
        to: proof.email,
        subject: t('proofDue.subject'),
        locale,
        parts: [
          { lines: [body] },
          {
            button: {
              label: t('proofDue.button'),
              href: `${options.siteUrl}/dashboard/orders/${proof.project_id}/proofs`,
            },
          },
        ],
      }),
    });
    return true;
  });
}

/**
 * Tells the team, once per proof, about a request for changes waiting on staff for
 * CORRECTIONS_WAIT_MS: the comments still to answer, and whether the round is beyond the free ones.
 */
export async function remindCorrectionsWaiting(
  db: Kysely<DB>,
  mailQueue: MailQueue,
  options: SweepOptions,
): Promise<number> {
  const { now } = options;
  const waiting = await db
    .selectFrom('production_proofs')
    .select('id')
    .where('status', '=', 'changes_requested')
    .where('corrections_reminder_sent_at', 'is', null)
    .where('changes_requested_at', '<=', new Date(now.getTime() - CORRECTIONS_WAIT_MS))
    .execute();
  return countQueued(db, waiting, async (trx, id) => {
    const proof = await markReminded(trx, {
      id,
      status: 'changes_requested',
      mark: 'corrections_reminder_sent_at',
      now,
    })
      .returning([
        'p.id',
        'p.project_id',
        'p.version',
        'p.changes_requested_at',
        'p.extra_round_flagged_at',
        'pr.service',
        'pr.book_title',
        'pr.author_id',
        sql<string>`coalesce(a.full_name, a.email)`.as('author_name'),
        sql<string>`(select count(*) from production_proof_comments c
            where c.proof_id = p.id and c.answer_status is null)`.as('open_comments'),
      ])
      .executeTakeFirst();
    if (!proof) return false;
    const title = proof.book_title ?? proof.service;
    const lines = [
      `${proof.author_name} asked for changes on proof ${proof.version} of “${title}” on ${formatLongDate(proof.changes_requested_at)}.`,
      `Comments still to answer: ${Number(proof.open_comments)}.`,
      ...(proof.extra_round_flagged_at
        ? ['This round is beyond the free ones in the package: quote it before working on it.']
        : []),
    ];
    await mailQueue.enqueue(trx, {
      kind: 'production.corrections_waiting',
      key: `proof-corrections:${proof.id}`,
      ...composeMail({
        to: siteConfig.email,
        subject: `Corrections waiting: ${title}`,
        locale: 'en',
        parts: [
          { lines },
          {
            button: {
              label: 'Open the project',
              href: `${options.siteUrl}/staff/authors/${proof.author_id}/projects/${proof.project_id}`,
            },
          },
        ],
        signed: false,
      }),
    });
    return true;
  });
}

/** Schedules both reminders on the job queue's cron (one instance runs each tick). */
export async function startProductionReminders(
  db: Kysely<DB>,
  jobs: JobQueue,
  mailQueue: MailQueue,
  options: { siteUrl: string; logger: Logger },
): Promise<void> {
  await jobs.every(SCHEDULES.productionReminders, async () => {
    const sweep = { now: new Date(), siteUrl: options.siteUrl };
    const authors = await remindProofsDue(db, mailQueue, sweep);
    const staff = await remindCorrectionsWaiting(db, mailQueue, sweep);
    if (authors + staff > 0) options.logger.info({ authors, staff }, 'production reminders queued');
  });
}
