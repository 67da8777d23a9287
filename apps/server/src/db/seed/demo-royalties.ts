import { bookSplitInputSchema } from '@app/contracts/royalties-api';
import { addMonths, format } from 'date-fns';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Actor } from '../../audit/audit-log.js';
import { setBookSplit } from '../../royalties/book-splits.js';
import { issueStatement, recordPayout } from '../../royalties/statements.js';
import type { DB } from '../schema.js';
import { DEMO_AUTHOR } from './demo-author.js';
import { inTransaction } from '../in-transaction.js';

/** The demo author's books that sell (content-data.ts links them to the demo author). */
const BOOKS = ['tidewater-letters', 'the-orchard-at-bellwether'] as const;

/** A second author (no login), who shares one of the demo author's books from a date. */
export const DEMO_CO_AUTHOR = {
  id: '6f1d2c4e-8a7b-4c3d-9e2f-1a2b3c4d5e02',
  email: 'jonah.whitfield@example.com',
  fullName: 'Jonah Whitfield',
} as const;

/**
 * The co-authored book: its royalty is the demo author's alone for the first two demo months, then
 * shared 60 / 40 with the co-author (docs/royalties.md#splits), so that each sees their share.
 */
export const DEMO_SHARED_BOOK = {
  id: 'the-orchard-at-bellwether',
  /** The demo month (0 to 5) from whose first day the split applies. */
  fromMonth: 2,
  payees: [
    { author_id: DEMO_CO_AUTHOR.id, share_bp: 4000 },
    { author_id: DEMO_AUTHOR.id, share_bp: 6000 },
  ],
} as const;

/** Store, territory, currency, format, net revenue per unit, and what one unit is worth in USD. */
const CHANNELS = [
  {
    source: 'amazon-kdp',
    channel: 'Amazon KDP',
    territory: 'AMAZON.COM',
    currency: 'USD',
    format: 'eBook',
    perUnit: 3.49,
  },
  {
    source: 'amazon-kdp',
    channel: 'Amazon KDP',
    territory: 'AMAZON.DE',
    currency: 'EUR',
    format: 'eBook',
    perUnit: 3.15,
  },
  {
    source: 'amazon-kdp',
    channel: 'Amazon KDP',
    territory: 'AMAZON.COM',
    currency: 'USD',
    format: 'Paperback',
    perUnit: 4.12,
  },
  {
    source: 'ingramspark',
    channel: 'IngramSpark',
    territory: 'GB',
    currency: 'GBP',
    format: 'Paperback',
    perUnit: 2.84,
  },
  { source: 'draft2digital', channel: 'Apple Books', territory: 'CA', currency: 'CAD', format: 'eBook', perUnit: 4.05 },
] as const;
const RATES = { EUR: 1.08, GBP: 1.26, CAD: 0.73 } as const;

/**
 * Six months of the demo author's sales from three stores, 50% royalty terms, the months' exchange
 * rates, four monthly statements and a payout; last month is left for staff to issue. One book is
 * shared with the co-author from the third month (DEMO_SHARED_BOOK), who has their own statements
 * for the months shared. Runs once (nothing is added when any import exists).
 */
export async function seedDemoRoyalties(db: Kysely<DB>, today = new Date()): Promise<void> {
  const existing = await db.selectFrom('sales_imports').select('id').limit(1).executeTakeFirst();
  const books = await db
    .selectFrom('books')
    .select('id')
    .where('id', 'in', [...BOOKS])
    .where('author_id', '=', DEMO_AUTHOR.id)
    .execute();
  if (existing || books.length < BOOKS.length) return;
  const staff = await db
    .selectFrom('identity_users')
    .select(['id', 'email'])
    .where('email', '=', 'staff@example.com')
    .executeTakeFirst();
  const actor: Actor = staff ?? { id: 'demo-seed', email: 'staff@example.com' };
  const months = Array.from({ length: 6 }, (_, i) =>
    addMonths(new Date(today.getFullYear(), today.getMonth(), 1), i - 5),
  );

  await inTransaction(db, async (trx) => {
    await trx
      .insertInto('authors')
      .values({
        id: DEMO_CO_AUTHOR.id,
        email: DEMO_CO_AUTHOR.email,
        full_name: DEMO_CO_AUTHOR.fullName,
        country: 'US',
        author_status: 'Active',
        bio: 'Orchardist and food writer; co-author of The Orchard at Bellwether.',
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('royalty_terms')
      .values(BOOKS.map((book) => ({ book_id: book, author_share: 0.5, effective_from: '2024-01-01' })))
      .execute();
    await trx
      .insertInto('exchange_rates')
      .values(
        months.flatMap((month) =>
          Object.entries(RATES).map(([currency, rate]) => ({ period: format(month, 'yyyy-MM'), currency, rate })),
        ),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    for (const source of new Set(CHANNELS.map((channel) => channel.source))) {
      const run = await trx
        .insertInto('sales_imports')
        .values({
          source_id: source,
          file_name: `${source}-demo.csv`,
          file_sha256: `demo-${source}`,
          status: 'imported',
          created_by_email: actor.email,
          finished_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const lines = months.flatMap((month, m) =>
        BOOKS.flatMap((book, b) =>
          CHANNELS.map((channel, c) => ({ channel, c }))
            .filter(({ channel }) => channel.source === source)
            .map(({ channel, c }) => {
              const units = ((m * 7 + b * 3 + c * 5) % 9) + 2;
              const returned = (m + b + c) % 7 === 0 ? 1 : 0;
              return {
                import_id: run.id,
                source_id: source,
                row_key: `demo-${book}-${format(month, 'yyyy-MM')}-${c}`,
                book_id: book,
                author_id: DEMO_AUTHOR.id,
                sale_date: format(month, 'yyyy-MM-dd'),
                sale_month: format(month, 'yyyy-MM'),
                channel: channel.channel,
                territory: channel.territory,
                format: channel.format,
                units_sold: units,
                units_returned: returned,
                net_revenue: ((units - returned) * channel.perUnit).toFixed(2),
                currency: channel.currency,
              };
            }),
        ),
      );
      const counts = { rows_total: lines.length, rows_processed: lines.length, rows_imported: lines.length };
      await trx.insertInto('sales_lines').values(lines).execute();
      await trx.updateTable('sales_imports').set(counts).where('id', '=', run.id).execute();
    }
    await sql`select apply_royalty_terms(null, null)`.execute(trx);
  });
  // Set as staff set a split (validated and audited), before any statement reports its sales.
  const splitFrom = months[DEMO_SHARED_BOOK.fromMonth]!;
  await setBookSplit(
    db,
    actor,
    DEMO_SHARED_BOOK.id,
    bookSplitInputSchema.parse({ effective_from: format(splitFrom, 'yyyy-MM-dd'), payees: DEMO_SHARED_BOOK.payees }),
  );
  // Monthly statements up to two months ago, with a payout after the second, as months of real
  // use would leave them; the co-author's for the same months, from the split on.
  for (const [index, month] of months.slice(0, 4).entries()) {
    await issueStatement(db, actor, DEMO_AUTHOR.id, format(month, 'yyyy-MM'), today);
    if (month >= splitFrom) await issueStatement(db, actor, DEMO_CO_AUTHOR.id, format(month, 'yyyy-MM'), today);
    if (index === 1) {
      await recordPayout(db, actor, DEMO_AUTHOR.id, {
        paid_on: format(addMonths(month, 1), 'yyyy-MM-05'),
        amount: 100,
        method: 'bank-transfer',
        reference: 'QB-ROY-0001',
      });
    }
  }
}
