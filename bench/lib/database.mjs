// Databases for the benchmark: a fresh PostgreSQL database per run (dropped afterwards), and bulk
// invoice data written straight into either database while the server is stopped.
import { sql } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { connectDatabase } from '../../apps/server/src/db/connect.ts';
import { DEMO_AUTHOR } from '../../apps/server/src/db/seed/demo-author.ts';

/** The PostgreSQL server the benchmark may create a database on (never a remote one by default). */
const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A new empty database, or null when no PostgreSQL server answers. */
export async function createPostgresDatabase() {
  const name = `bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Invoices per author in the scale runs: the demo author's read always returns this many (or all, if fewer). */
export const INVOICES_PER_AUTHOR = 200;

/**
 * Replaces every invoice with `total` rows: the demo author's first (`own`, by default up to 200),
 * the rest spread over generated authors 200 each, so the signed-in read returns the same rows
 * whatever the table holds.
 */
export async function fillInvoices(target, total, own = Math.min(total, INVOICES_PER_AUTHOR)) {
  const database = await connectDatabase(target, pino({ level: 'silent' }));
  const others = total - own;
  const columns = sql`(author_id, service, amount, total_amount, issue_date, due_date, status, order_number, invoice_number)`;
  // Numbered here: the yearly counter the database keeps for new invoices is left to the app.
  const row = (g, prefix) =>
    sql`'Copy Editing Services', 100 + (${g} % 900), 100 + (${g} % 900), date '2024-01-01' + (${g} % 700),
      date '2024-02-01' + (${g} % 700), (array['paid','pending','overdue','draft'])[1 + ${g} % 4], 'QB-' || ${g},
      ${prefix}::text || ${g}`;
  try {
    await sql`delete from invoices`.execute(database.db);
    await sql`delete from authors where email like 'bench-%@example.invalid'`.execute(database.db);
    await sql`insert into invoices ${columns}
      select ${DEMO_AUTHOR.id}::uuid, ${row(sql`g`, 'BENCH-D-')} from generate_series(1, ${own}::int) g`.execute(
      database.db,
    );
    if (others > 0) {
      const authors = Math.ceil(others / INVOICES_PER_AUTHOR);
      await sql`insert into authors (email, full_name)
        select 'bench-' || n || '@example.invalid', 'Bench ' || n from generate_series(0, ${authors - 1}::int) n`.execute(
        database.db,
      );
      await sql`insert into invoices ${columns}
        select a.id, ${row(sql`g`, 'BENCH-')} from generate_series(0, ${others - 1}::int) g
        join authors a on a.full_name = 'Bench ' || (g / ${INVOICES_PER_AUTHOR}::int)`.execute(database.db);
    }
    await sql`analyze invoices`.execute(database.db);
  } finally {
    await database.close();
  }
}

/** Adds `total` chat messages, alternating author and support, to the demo author's conversation. */
const CHAT_BATCH = 100_000;

export async function fillChatMessages(target, total) {
  const database = await connectDatabase(target, pino({ level: 'silent' }));
  try {
    // A bulk load: without the per-message trigger (a NOTIFY and a conversation upsert a row), in
    // batches, then the conversation's latest message set once, as the trigger would have left it.
    await sql`alter table author_activities disable trigger author_activities_chat_inserted`.execute(database.db);
    for (let from = 1; from <= total; from += CHAT_BATCH) {
      const to = Math.min(total, from + CHAT_BATCH - 1);
      await sql`insert into author_activities (author_id, activity_type, description, client_id, created_at)
        select ${DEMO_AUTHOR.id}::uuid, (array['chat_user','chat_support'])[1 + g % 2]::text,
          'Bench message ' || g || ': when will the proofs of chapter ' || (g % 40) || ' be ready?',
          gen_random_uuid(), timestamptz '2024-01-01' + g * interval '1 second'
        from generate_series(${from}::int, ${to}::int) g`.execute(database.db);
    }
    await sql`alter table author_activities enable trigger author_activities_chat_inserted`.execute(database.db);
    await sql`insert into chat_conversations (author_id, last_message_at)
      select author_id, max(created_at) from author_activities where author_id = ${DEMO_AUTHOR.id}::uuid group by author_id
      on conflict (author_id) do update set last_message_at = excluded.last_message_at`.execute(database.db);
  } finally {
    await database.close();
  }
}
