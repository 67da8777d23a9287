import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Database } from '../db/connect.js';

/**
 * Copies the embedded database's signing secret (DATA_DIR/jwt-secret) into its `signing_secret`
 * row, so a backup or a move carries it: logins and tokens stay valid after a restore, and
 * instances on PostgreSQL read it from there (config/secrets.ts). Returns false when there is no
 * such file (a server never started on DATA_DIR), or when the secret in use is another one
 * (`inUse`: a configured JWT_SECRET, which stays out of the database and its backups).
 */
export async function recordSigningSecret(db: Database['db'], dataDir: string, inUse?: string): Promise<boolean> {
  let secret: string;
  try {
    secret = readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  if (inUse !== undefined && inUse !== secret) return false;
  await sql`insert into signing_secret (secret) values (${secret})
    on conflict (id) do update set secret = excluded.secret`.execute(db);
  return true;
}

export interface Backup {
  /** A gzipped tarball of the embedded database's data directory (PGlite `loadDataDir` image). */
  image: Blob;
  /** Whether the signing secret is inside; if not, JWT_SECRET must be kept alongside. */
  includesSigningSecret: boolean;
}

export interface BackupOptions {
  dataDir: string;
  /** The secret tokens are signed with (JWT_SECRET, or DATA_DIR's); undefined: DATA_DIR's. */
  signingSecret: string | undefined;
}

/**
 * A consistent backup of the running embedded database: every write committed before the call
 * is in it. Uploaded files live in the database (files.data), so the image holds everything.
 * The signing secret goes in when it is DATA_DIR's (see recordSigningSecret). Safe to call on a
 * schedule while the server serves.
 */
export async function backupEmbeddedDatabase(database: Database, options: BackupOptions): Promise<Backup> {
  if (!database.dumpDataDir) throw new Error('On PostgreSQL, back up with pg_dump (see docs/operations.md).');
  const includesSigningSecret = await recordSigningSecret(database.db, options.dataDir, options.signingSecret);
  return { image: await database.dumpDataDir(), includesSigningSecret };
}
