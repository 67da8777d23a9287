import { spawn } from 'node:child_process';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import { connectDatabase, type Database } from '../db/connect.js';
import { listTables, tableRowCounts } from './table-counts.js';

export interface MoveResult {
  /** Per table: rows in the embedded database and in the PostgreSQL database after the move. */
  counts: Array<{ table: string; source: number; target: number }>;
}

/**
 * Copies an embedded database into an empty PostgreSQL database with pg_dump (PGlite's build,
 * @electric-sql/pglite-tools) and psql, in one transaction, then compares the row count of every
 * table. `signingSecret` (DATA_DIR's) goes into `signing_secret`, where instances without
 * JWT_SECRET read it (config/secrets.ts).
 */
export async function moveToPostgres(
  source: Database,
  targetUrl: string,
  logger: Logger,
  signingSecret: string | null = null,
): Promise<MoveResult> {
  if (!source.dumpSql) throw new Error('The source must be an embedded database.');
  const target = await connectDatabase({ kind: 'postgres', url: targetUrl }, logger);
  try {
    const existing = await listTables(target.db);
    if (existing.length > 0) {
      throw new Error(`The target database is not empty (it has ${existing.length} tables): move into a new one.`);
    }
    await loadWithPsql(await source.dumpSql(), targetUrl);
    const [before, after] = await Promise.all([tableRowCounts(source.db), tableRowCounts(target.db)]);
    const tables = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    // Compared as moved; the secret then joins the copy (it was never in the embedded database).
    if (signingSecret) {
      await sql`insert into signing_secret (secret) values (${signingSecret})
        on conflict (id) do update set secret = excluded.secret`.execute(target.db);
    }
    return { counts: tables.map((table) => ({ table, source: before[table] ?? -1, target: after[table] ?? -1 })) };
  } finally {
    await target.close();
  }
}

/**
 * Runs the dump through psql: one transaction, stopping at the first error. The dump is
 * PostgreSQL 17's, which sets transaction_timeout; older servers do not know the setting.
 */
async function loadWithPsql(dump: Blob, url: string): Promise<void> {
  const text = (await dump.text()).replace(/^SET transaction_timeout = 0;$/m, '');
  const psql = spawn('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', '-d', url], {
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  let errors = '';
  psql.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve, reject) => {
    psql.once('error', (error) =>
      reject(new Error(`psql could not run (${error.message}): install the PostgreSQL client tools.`)),
    );
    psql.once('close', resolve);
  });
  psql.stdin.on('error', () => {}); // psql stopped early: its exit code and stderr say why.
  psql.stdin.end(text);
  const code = await exited;
  if (code !== 0) throw new Error(`Loading into PostgreSQL failed (psql exit ${code}):\n${errors.trim()}`);
}
