import {
  centsToDecimal,
  type PayoutRun,
  type PayoutRunInput,
  type PayoutRunSummary,
} from '@app/contracts/payout-runs-api';
import type { PAYOUT_METHODS } from '@app/contracts/royalties-api';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { recordAudit, type Actor } from '../audit/audit-log.js';
import type { DB } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { conflict, invalidField } from '../staff/errors.js';
import { lockRow } from '../staff/lock-row.js';
import { proposePayouts, totalsOf } from './payout-proposal.js';
import type { PaymentProfilesTable, PayoutRunItemsTable, PayoutRunsTable } from './payouts.tables.js';

type Executor = Kysely<DB> | Transaction<DB>;

/** The royalty ledger's name for each way a run pays. */
const LEDGER_METHOD: Record<PaymentProfilesTable['method'], (typeof PAYOUT_METHODS)[number]> = {
  ach: 'bank-transfer',
  paypal: 'paypal',
  cheque: 'cheque',
  wire: 'bank-transfer',
};

const today = () => new Date().toISOString().slice(0, 10);

const itemColumns = [
  'i.id',
  'i.author_id',
  'i.payout_id',
  'i.method',
  'i.gross_cents',
  'i.withholding_percent',
  'i.withholding_cents',
  'i.net_cents',
  'i.details_sealed',
  'a.email as author_email',
  sql<string>`coalesce(nullif(a.full_name, ''), a.email)`.as('author_name'),
] as const;

export function runItems(db: Executor, runId: string) {
  return db
    .selectFrom('payout_run_items as i')
    .innerJoin('authors as a', 'a.id', 'i.author_id')
    .select(itemColumns)
    .where('i.run_id', '=', runId)
    .orderBy('i.sort_order')
    .execute();
}
export type RunItemRow = Awaited<ReturnType<typeof runItems>>[number];

function toSummary(
  run: Selectable<PayoutRunsTable>,
  items: readonly Pick<Selectable<PayoutRunItemsTable>, 'gross_cents' | 'withholding_cents' | 'net_cents'>[],
): PayoutRunSummary {
  return {
    id: run.id,
    period: run.period,
    status: run.status,
    currency: run.currency,
    pay_date: run.pay_date,
    payees: items.length,
    totals: totalsOf(items),
    created_at: run.created_at.toISOString(),
    created_by_email: run.created_by_email,
    sent_at: run.sent_at?.toISOString() ?? null,
    cancelled_at: run.cancelled_at?.toISOString() ?? null,
  };
}

export async function listPayoutRuns(db: Executor): Promise<PayoutRunSummary[]> {
  const runs = await db.selectFrom('payout_runs').selectAll().orderBy('created_at', 'desc').limit(100).execute();
  const items = runs.length
    ? await db
        .selectFrom('payout_run_items')
        .select(['run_id', 'gross_cents', 'withholding_cents', 'net_cents'])
        .where(
          'run_id',
          'in',
          runs.map((run) => run.id),
        )
        .execute()
    : [];
  return runs.map((run) =>
    toSummary(
      run,
      items.filter((item) => item.run_id === run.id),
    ),
  );
}

export async function loadPayoutRun(db: Executor, runId: string) {
  const run = await db.selectFrom('payout_runs').selectAll().where('id', '=', runId).executeTakeFirst();
  if (!run) throw notFound('Payout run');
  return { run, items: await runItems(db, runId) };
}

export function toPayoutRun(run: Selectable<PayoutRunsTable>, items: readonly RunItemRow[]): PayoutRun {
  return {
    ...toSummary(run, items),
    items: items.map((item) => ({
      author_id: item.author_id,
      author_name: item.author_name,
      author_email: item.author_email,
      method: item.method,
      gross_cents: item.gross_cents,
      withholding_percent: item.withholding_percent,
      withholding_cents: item.withholding_cents,
      net_cents: item.net_cents,
    })),
  };
}

/**
 * Confirms the period's run: records each proposed payout in the royalty ledger (reducing the
 * balance as a payout recorded by hand does) and keeps the payees' details as they are now. One
 * live run per period: a second confirmation, even a concurrent one, pays nobody and answers 409.
 */
export async function confirmPayoutRun(db: Kysely<DB>, actor: Actor, input: PayoutRunInput): Promise<string> {
  if (input.period > today().slice(0, 7)) throw invalidField('period', 'Choose a month that has begun');
  if (input.pay_date < today()) throw invalidField('pay_date', 'Choose a pay date from today on');
  return db.transaction().execute(async (trx) => {
    // Inserted first: a concurrent confirmation of the period waits here, then finds this run.
    const run = await trx
      .insertInto('payout_runs')
      .values({
        period: input.period,
        status: 'confirmed',
        currency: sql<string>`(select base_currency from royalty_settings)`,
        pay_date: input.pay_date,
        created_by_email: actor.email,
      })
      // The index's predicate as a literal: a bound value cannot match it once the prepared
      // statement runs on a generic plan.
      .onConflict((oc) => oc.column('period').where(sql.ref('status'), '<>', sql.lit('cancelled')).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!run) throw conflict(`A payout run for ${input.period} exists: open it, or cancel it first`);
    // Every author's row, in one order: a payout recorded by hand at the same time waits (or we do).
    await sql`select id from authors order by id for update`.execute(trx);
    const proposal = await proposePayouts(trx, input.period);
    if (proposal.items.length === 0) {
      throw conflict('Nobody can be paid: no author owed the minimum payout has payment and tax profiles');
    }
    for (const [index, item] of proposal.items.entries()) {
      const payout = await trx
        .insertInto('royalty_payouts')
        .values({
          author_id: item.author_id,
          paid_on: input.pay_date,
          amount: centsToDecimal(item.gross_cents),
          currency: run.currency,
          method: LEDGER_METHOD[item.method],
          reference: `Payout run ${run.period}`,
          created_by_email: actor.email,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('payout_run_items')
        .values({
          run_id: run.id,
          author_id: item.author_id,
          payout_id: payout.id,
          method: item.method,
          gross_cents: item.gross_cents,
          withholding_percent: item.withholding_percent,
          withholding_cents: item.withholding_cents,
          net_cents: item.net_cents,
          details_sealed: item.details_sealed,
          tax_form: item.tax_form,
          tax_details_sealed: item.tax_details_sealed,
          sort_order: index,
        })
        .execute();
      await recordAudit(trx, actor, {
        action: 'royalty_payout.create',
        entityType: 'royalty_payout',
        entityId: payout.id,
        authorId: item.author_id,
        before: null,
        after: { ...payout, payout_run_id: run.id, withholding_cents: item.withholding_cents },
      });
    }
    await recordAudit(trx, actor, {
      action: 'payout_run.confirm',
      entityType: 'payout_run',
      entityId: run.id,
      before: null,
      after: { period: run.period, pay_date: run.pay_date, payees: proposal.items.length, ...proposal.totals },
    });
    return run.id;
  });
}

/** A run still confirmed, locked: only such a run can be marked sent or cancelled. */
async function lockConfirmedRun(trx: Transaction<DB>, runId: string, change: string) {
  const run = await lockRow(trx, 'payout_runs', runId, 'Payout run');
  if (run.status !== 'confirmed') throw conflict(`This run is ${run.status}: it cannot be ${change}`);
  return run;
}

/** Marks the run sent (the files went to the bank and PayPal, the cheques out); returns its items. */
export async function markPayoutRunSent(trx: Transaction<DB>, actor: Actor, runId: string) {
  const before = await lockConfirmedRun(trx, runId, 'marked sent');
  const after = await trx
    .updateTable('payout_runs')
    .set({ status: 'sent', sent_at: new Date(), sent_by_email: actor.email })
    .where('id', '=', runId)
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordAudit(trx, actor, {
    action: 'payout_run.sent',
    entityType: 'payout_run',
    entityId: runId,
    before: { status: before.status },
    after: { status: after.status, sent_at: after.sent_at },
  });
  return after;
}

/**
 * Cancels a run not yet sent: its payouts leave the ledger, so the balances are owed again and the
 * period can be run anew. Refused once a statement reports one of its payouts.
 */
export async function cancelPayoutRun(db: Kysely<DB>, actor: Actor, runId: string) {
  return db.transaction().execute(async (trx) => {
    await lockConfirmedRun(trx, runId, 'cancelled');
    const items = await runItems(trx, runId);
    const payoutIds = items.flatMap((item) => (item.payout_id ? [item.payout_id] : []));
    const payouts = payoutIds.length
      ? await trx.selectFrom('royalty_payouts').selectAll().where('id', 'in', payoutIds).execute()
      : [];
    if (payouts.some((payout) => payout.statement_id !== null)) {
      throw conflict('A statement already reports payouts of this run: it cannot be cancelled');
    }
    if (payoutIds.length) await trx.deleteFrom('royalty_payouts').where('id', 'in', payoutIds).execute();
    for (const payout of payouts) {
      await recordAudit(trx, actor, {
        action: 'royalty_payout.cancel',
        entityType: 'royalty_payout',
        entityId: payout.id,
        authorId: payout.author_id,
        before: payout,
        after: null,
      });
    }
    await trx
      .updateTable('payout_runs')
      .set({ status: 'cancelled', cancelled_at: new Date(), cancelled_by_email: actor.email })
      .where('id', '=', runId)
      .execute();
    await recordAudit(trx, actor, {
      action: 'payout_run.cancel',
      entityType: 'payout_run',
      entityId: runId,
      before: { status: 'confirmed' },
      after: { status: 'cancelled', payouts_removed: payouts.length },
    });
  });
}
