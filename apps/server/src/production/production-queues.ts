import { toCalendarDay } from '@app/contracts/dates';
import type { ProductionQueues } from '@app/contracts/production-api';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import './production.tables.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Each list is for working through, not an archive: the most pressing rows, at most this many. */
const QUEUE_LIMIT = 200;

/** Whole days from `now` to `due`, counted up: due in 13 days and an hour shows 14, an hour ago 0. */
export const daysLeft = (due: Date, now: Date): number => Math.ceil((due.getTime() - now.getTime()) / DAY_MS) + 0;

const projectOf = (db: Kysely<DB>) =>
  db
    .selectFrom('production_projects as pr')
    .innerJoin('authors as a', 'a.id', 'pr.author_id')
    .select([
      'pr.id as project_id',
      'pr.author_id',
      sql<string>`coalesce(a.full_name, a.email)`.as('author_name'),
      'pr.service',
      'pr.book_title',
    ]);

/** The three production queues as of `now` (docs/production.md, "Staff queues"). */
export async function loadProductionQueues(db: Kysely<DB>, now: Date): Promise<ProductionQueues> {
  const today = toCalendarDay(now);
  const [proofs, corrections, stages] = await Promise.all([
    projectOf(db)
      .innerJoin('production_proofs as p', 'p.project_id', 'pr.id')
      .select(['p.id as proof_id', 'p.version', 'p.sent_at', 'p.due_at'])
      .where('p.status', '=', 'waiting_author')
      .orderBy('p.due_at')
      .orderBy('p.id')
      .limit(QUEUE_LIMIT)
      .execute(),
    projectOf(db)
      .innerJoin('production_proofs as p', 'p.project_id', 'pr.id')
      .select([
        'p.id as proof_id',
        'p.version',
        'p.changes_requested_at',
        'p.extra_round_flagged_at',
        sql<string>`(select count(*) from production_proof_comments c
          where c.proof_id = p.id and c.answer_status is null)`.as('open_comments'),
      ])
      .where('p.status', '=', 'changes_requested')
      .orderBy('p.changes_requested_at')
      .orderBy('p.id')
      .limit(QUEUE_LIMIT)
      .execute(),
    projectOf(db)
      .innerJoin('production_project_stages as s', 's.project_id', 'pr.id')
      .leftJoin('identity_users as u', 'u.id', 's.owner_id')
      .select(['s.id as stage_id', 's.name', 's.planned_end', 'u.email as owner_email'])
      .where('s.actual_end', 'is', null)
      .where('s.planned_end', '<', today)
      .orderBy('s.planned_end')
      .orderBy('s.id')
      .limit(QUEUE_LIMIT)
      .execute(),
  ]);
  return {
    proofs_waiting: proofs.map(({ sent_at, due_at, ...row }) => ({
      ...row,
      sent_at: new Date(sent_at).toISOString(),
      due_at: new Date(due_at).toISOString(),
      days_left: daysLeft(new Date(due_at), now),
    })),
    corrections_waiting: corrections.map(({ changes_requested_at, extra_round_flagged_at, open_comments, ...row }) => ({
      ...row,
      changes_requested_at: new Date(changes_requested_at ?? now).toISOString(),
      extra_round_flagged_at: extra_round_flagged_at ? new Date(extra_round_flagged_at).toISOString() : null,
      open_comments: Number(open_comments),
    })),
    overdue_stages: stages.map(({ planned_end, ...row }) => ({
      ...row,
      planned_end: planned_end!,
      days_late: Math.round((Date.parse(today) - Date.parse(planned_end!)) / DAY_MS),
    })),
  };
}
