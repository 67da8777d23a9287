import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { takeStoredSigningSecret } from '../config/secrets.js';
import { restoreEmbeddedDatabase } from '../db/connect.js';
import { DATA_DIR_LOCK_FILE, DataDirLockedError, lockDataDir } from '../db/data-dir-lock.js';

export class DataDirNotEmptyError extends Error {
  constructor(dataDir: string) {
    super(`DATA_DIR ${dataDir} is not empty: restore into an empty one, or pass --replace to discard its contents.`);
    this.name = 'DataDirNotEmptyError';
  }
}

/**
 * Restores a backup image into DATA_DIR: the database, and DATA_DIR/jwt-secret from the signing
 * secret kept with the backups (`signingSecret`; a backup of an earlier version carries it in its
 * `signing_secret` row, which moves to the file), so the server started on it accepts the same
 * logins, tokens and 2FA codes. Returns whether a secret was restored. Refuses a DATA_DIR with
 * anything in it unless `replace`; never one a running server holds.
 */
export async function restoreBackup(
  image: Blob,
  dataDir: string,
  options: { replace?: boolean; signingSecret?: string } = {},
): Promise<boolean> {
  const entries = safeReaddir(dataDir);
  if (entries.length > 0 && !options.replace) throw new DataDirNotEmptyError(dataDir);
  if (entries.length > 0) {
    // Under the DATA_DIR lock: never pull the files from under a running server.
    const release = lockDataDir(dataDir);
    try {
      for (const entry of entries) {
        if (entry !== DATA_DIR_LOCK_FILE) rmSync(join(dataDir, entry), { recursive: true, force: true });
      }
    } finally {
      release();
    }
  }
  let database;
  try {
    database = await restoreEmbeddedDatabase(dataDir, image);
  } catch (error) {
    // A file that is no backup leaves no half-loaded database behind to block the next attempt.
    if (error instanceof DataDirLockedError) throw error;
    rmSync(join(dataDir, 'pgdata'), { recursive: true, force: true });
    throw new Error(`Not a backup of the embedded database (${error instanceof Error ? error.message : error})`);
  }
  try {
    const stored = await takeStoredSigningSecret(database.db);
    const secret = options.signingSecret ?? stored;
    if (secret) writeFileSync(join(dataDir, 'jwt-secret'), `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret !== null && secret !== undefined;
  } finally {
    await database.close();
  }
}

function safeReaddir(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
