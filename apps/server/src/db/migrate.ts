import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { DB } from './schema.js';
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';

/**
 * Where the SQL files are: next to this module in the source tree, and copied next to the
 * bundle (dist/migrations) by the server build.
 */
const defaultMigrationsDir = fileURLToPath(new URL('./migrations', import.meta.url));

/** Each `NNNN_name.sql` file is one migration, applied in name order. */
class SqlFileMigrationProvider implements MigrationProvider {
  constructor(private readonly dir: string) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(this.dir)).filter((file) => /^\d{4}_[a-z0-9_]+\.sql$/.test(file)).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const text = await readFile(`${this.dir}/${file}`, 'utf8');
      migrations[file.replace(/\.sql$/, '')] = {
        up: async (db) => {
          await sql.raw(text).execute(db);
        },
      };
    }
    return migrations;
  }
}

export class MigrationError extends Error {
  constructor(migrationName: string | undefined, cause: unknown) {
    super(`Migration ${migrationName ?? '(unknown)'} failed: ${(cause as Error)?.message ?? String(cause)}`, {
      cause,
    });
    this.name = 'MigrationError';
  }
}

/** The names of the migrations applied to the database; empty before its first migration. */
async function appliedMigrationNames(db: Kysely<DB>): Promise<Set<string>> {
  const { rows } = await sql<{
    present: boolean;
  }>`select to_regclass('kysely_migration') is not null as present`.execute(db);
  if (!rows[0]?.present) return new Set();
  const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  return new Set(applied.rows.map((row) => row.name));
}

/**
 * Brings the schema to the latest version. Kysely runs every pending migration in one transaction
 * under a PostgreSQL advisory lock, so two instances starting together apply each file once.
 * A database that has exactly the files' migrations is left at once: Kysely's own check reads the
 * catalogue of every table and column first, about half a second of each start on the embedded
 * database.
 */
export async function migrateToLatest(
  db: Kysely<DB>,
  migrationsDir = defaultMigrationsDir,
): Promise<MigrationResultSet['results']> {
  const provider = new SqlFileMigrationProvider(migrationsDir);
  const names = Object.keys(await provider.getMigrations());
  const applied = await appliedMigrationNames(db);
  if (applied.size === names.length && names.every((name) => applied.has(name))) return [];
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new MigrationError(failed?.migrationName, error);
  }
  return results;
}
