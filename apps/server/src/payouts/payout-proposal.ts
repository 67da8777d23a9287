import type { PayoutProposal, PayoutRunItem } from '@app/contracts/payout-runs-api';
import { withholdingCents } from '@app/contracts/tax-profile-api';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import type { PaymentProfilesTable, PayoutRunItemsTable, TaxProfilesTable } from './payouts.tables.js';

type Executor = Kysely<DB> | Transaction<DB>;

interface Candidate {
  author_id: string;
  author_name: string;
  author_email: string;
  balance_cents: number;
  method: PaymentProfilesTable['method'] | null;
  details_sealed: string | null;
  withholding_percent: number | null;
  tax_form: TaxProfilesTable['form'] | null;
  tax_details_sealed: string | null;
}

/**
 * A proposed payment with what a confirmed run keeps of the payee as they are now: their payment
 * details and their tax form (sealed), and the form's kind, which the year-end returns follow.
 */
export type ProposedItem = PayoutRunItem &
  Pick<PayoutRunItemsTable, 'details_sealed' | 'tax_form' | 'tax_details_sealed'>;

/**
 * Every author owed money (royalties.md: the last statement's closing balance less the payouts
 * since), with their payment and tax profiles. In cents, computed from the exact numeric columns.
 */
async function candidates(db: Executor): Promise<Candidate[]> {
  const { rows } = await sql<Candidate>`
    select * from (
      select a.id as author_id, coalesce(nullif(a.full_name, ''), a.email) as author_name, a.email as author_email,
             (round((coalesce(last.closing_balance, 0) - coalesce(paid.amount, 0)) * 100))::bigint as balance_cents,
             pp.method, pp.details_sealed, tp.withholding_percent,
             tp.form as tax_form, tp.details_sealed as tax_details_sealed
        from authors a
        left join lateral (select closing_balance from royalty_statements s where s.author_id = a.id
                            order by period_end desc limit 1) last on true
        left join lateral (select sum(amount) as amount from royalty_payouts p
                            where p.author_id = a.id and p.statement_id is null) paid on true
        left join payment_profiles pp on pp.author_id = a.id
        left join tax_profiles tp on tp.author_id = a.id
    ) owed
    where balance_cents > 0
    order by author_name, author_id`.execute(db);
  return rows.map((row) => ({ ...row, balance_cents: Number(row.balance_cents) }));
}

export async function minimumPayoutCents(db: Executor) {
  const settings = await db
    .selectFrom('royalty_settings')
    .select(['base_currency', sql<string>`(round(minimum_payout * 100))::bigint`.as('minimum_cents')])
    .executeTakeFirstOrThrow();
  return { currency: settings.base_currency, minimumCents: Number(settings.minimum_cents) };
}

/**
 * What a run for the period would pay: each payable author's whole balance, less the tax their
 * form withholds (rounded once, to the cent), by the method of their payment profile.
 */
export async function proposePayouts(
  db: Executor,
  period: string,
): Promise<Omit<PayoutProposal, 'items'> & { items: ProposedItem[] }> {
  const { currency, minimumCents } = await minimumPayoutCents(db);
  const owed = await candidates(db);
  const items: ProposedItem[] = [];
  const skipped: PayoutProposal['skipped'] = [];
  for (const row of owed) {
    const underMinimum = row.balance_cents < minimumCents;
    if (underMinimum || row.method === null || row.details_sealed === null || row.withholding_percent === null) {
      skipped.push({
        author_id: row.author_id,
        author_name: row.author_name,
        balance_cents: row.balance_cents,
        missing: [
          ...(underMinimum ? (['minimum_payout'] as const) : []),
          ...(row.method === null ? (['payment_profile'] as const) : []),
          ...(row.withholding_percent === null ? (['tax_profile'] as const) : []),
        ],
      });
      continue;
    }
    const withheld = withholdingCents(row.balance_cents, row.withholding_percent);
    items.push({
      author_id: row.author_id,
      author_name: row.author_name,
      author_email: row.author_email,
      method: row.method,
      gross_cents: row.balance_cents,
      withholding_percent: row.withholding_percent,
      withholding_cents: withheld,
      net_cents: row.balance_cents - withheld,
      details_sealed: row.details_sealed,
      tax_form: row.tax_form,
      tax_details_sealed: row.tax_details_sealed,
    });
  }
  return { period, currency, minimum_payout_cents: minimumCents, items, totals: totalsOf(items), skipped };
}

export function totalsOf(items: readonly Pick<PayoutRunItem, 'gross_cents' | 'withholding_cents' | 'net_cents'>[]) {
  const sum = (pick: (item: (typeof items)[number]) => number) => items.reduce((total, item) => total + pick(item), 0);
  return {
    gross_cents: sum((item) => item.gross_cents),
    withholding_cents: sum((item) => item.withholding_cents),
    net_cents: sum((item) => item.net_cents),
  };
}
