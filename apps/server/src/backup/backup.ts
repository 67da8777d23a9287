import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../db/connect.js';

/**
 * A consistent backup of the running embedded database, as a gzipped tarball of its data
 * directory (PGlite `loadDataDir` image): every write committed before the call is in it, and
 * uploaded files too (they live in the database). The signing secret is not: it stays in
 * DATA_DIR/jwt-secret, outside the database, so a backup file alone cannot sign tokens (keep the
 * secret with the backups: scheduled ones copy it beside them, docs/operations.md). Safe to call
 * on a schedule while the server serves.
 */
export async function backupEmbeddedDatabase(database: Database): Promise<Blob> {
  if (!database.dumpDataDir) throw new Error('On PostgreSQL, back up with pg_dump (see docs/operations.md).');
  return database.dumpDataDir();
}

export interface BackupOptions {
  dataDir: string;
  /** The secret tokens are signed with (JWT_SECRET, or DATA_DIR's); undefined: DATA_DIR's. */
  signingSecret: string | undefined;
}

/**
 * DATA_DIR/jwt-secret when it is the secret in use, else null (none yet, or a configured
 * JWT_SECRET, which the operator keeps in a secret store).
 */
export function dataDirSigningSecret({ dataDir, signingSecret }: BackupOptions): string | null {
  let secret: string;
  try {
    secret = readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  return signingSecret === undefined || signingSecret === secret ? secret : null;
}
