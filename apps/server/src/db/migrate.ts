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

/**
 * Brings the schema to the latest version. Kysely runs every pending migration in one transaction
 * under a PostgreSQL advisory lock, so two instances starting together apply each file once.
 */
export async function migrateToLatest(
  db: Kysely<DB>,
  migrationsDir = defaultMigrationsDir,
): Promise<MigrationResultSet['results']> {
  const migrator = new Migrator({ db, provider: new SqlFileMigrationProvider(migrationsDir) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new MigrationError(failed?.migrationName, error);
  }
  return results;
}
