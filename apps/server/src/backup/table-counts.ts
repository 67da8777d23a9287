import { sql } from 'kysely';
import type { Database } from '../db/connect.js';

/** The tables of the application's schema, by name. */
export async function listTables(db: Database['db']): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  return rows.map((row) => row.name);
}

/** Rows per table, to check a copy of the database against its source. */
export async function tableRowCounts(db: Database['db']): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await listTables(db)) {
    const { rows } = await sql<{ count: number }>`select count(*)::int as count from ${sql.table(table)}`.execute(db);
    counts[table] = rows[0]?.count ?? 0;
  }
  return counts;
}
