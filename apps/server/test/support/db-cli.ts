import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Database } from '../../src/db/connect.js';
import { DEMO_PASSWORD } from '../../../../e2e/support/login.js';
import { listTables } from '../../src/backup/table-counts.js';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export interface CliRun {
  code: number;
  output: string;
}

/** Runs `npm run db:<command>`'s script with DATA_DIR (without blocking this process's event loop). */
export function runDbCli(args: string[], dataDir: string): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/db/cli.ts', ...args],
      {
        cwd: repoRoot,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          // The tests sign in with the demo logins: one known password instead of DATA_DIR's random one.
          DEMO_PASSWORD,
        },
        maxBuffer: 16 << 20,
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

/** Per table: its row count and an md5 of all its rows in order, to compare two copies of a database. */
export async function tableChecksums(db: Database['db']): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const table of await listTables(db)) {
    const { rows } = await sql<{ rows: number; sum: string | null }>`
      select count(*)::int as rows, md5(string_agg(t::text, E'\\n' order by t::text)) as sum
      from ${sql.table(table)} t`.execute(db);
    sums[table] = `${rows[0]?.rows}:${rows[0]?.sum ?? ''}`;
  }
  return sums;
}
