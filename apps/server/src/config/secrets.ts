import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Database } from '../db/connect.js';
import { ConfigError, type Config } from './env.js';

/** As for JWT_SECRET: an HS256 key shorter than this is guessable. */
const MIN_SECRET_LENGTH = 32;

const newSecret = () => randomBytes(48).toString('base64url');

/**
 * The secret kept in DATA_DIR/jwt-secret, or null when there is none. An empty or short file
 * (a truncated copy, a failed restore) stops the start: signing with it would be guessable.
 */
function readSecretFile(file: string): string | null {
  let secret: string;
  try {
    secret = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new ConfigError([
      `${file}: must hold at least ${MIN_SECRET_LENGTH} characters (delete it to generate a new one, or set JWT_SECRET)`,
    ]);
  }
  return secret;
}

/**
 * Returns JWT_SECRET when configured; otherwise a secret generated once and kept in DATA_DIR,
 * so tokens survive restarts without anyone having to invent a secret.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'jwt-secret');
  const existing = readSecretFile(file);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  const secret = newSecret();
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readSecretFile(file) ?? secret;
    throw error;
  }
}

/**
 * The one signing secret of every instance on this database: the first to start stores its
 * candidate, the others (racing or later) read that row back.
 */
export async function sharedJwtSecret(db: Database['db'], candidate: string): Promise<string> {
  await sql`insert into signing_secret (secret) values (${candidate}) on conflict (id) do nothing`.execute(db);
  const { rows } = await sql<{ secret: string }>`select secret from signing_secret`.execute(db);
  const secret = rows[0]?.secret;
  if (!secret) throw new Error('signing_secret holds no row');
  return secret;
}

/**
 * Removes a signing secret an earlier version copied into the embedded database (for its
 * backups) and returns it, or null. Vacuumed at once, so its row leaves the table's files.
 */
export async function takeStoredSigningSecret(db: Database['db']): Promise<string | null> {
  const { rows } = await sql<{ secret: string }>`delete from signing_secret returning secret`.execute(db);
  if (rows.length === 0) return null;
  await sql`vacuum signing_secret`.execute(db);
  return rows[0]!.secret;
}

/**
 * The secret access tokens are signed with: JWT_SECRET; else, on PostgreSQL (where several
 * instances may share the database), the secret kept in the database, seeded from an existing
 * DATA_DIR/jwt-secret so an upgrade keeps sessions; else the DATA_DIR file of the embedded
 * database, which never keeps it in the database itself (a copy left there is moved out).
 */
export async function signingSecret(
  config: Pick<Config, 'jwtSecret' | 'dataDir'>,
  database: Pick<Database, 'db' | 'kind'>,
): Promise<string> {
  if (database.kind === 'pglite') {
    const stored = await takeStoredSigningSecret(database.db);
    const file = join(config.dataDir, 'jwt-secret');
    if (stored && !config.jwtSecret && !readSecretFile(file)) {
      writeFileSync(file, `${stored}\n`, { mode: 0o600, flag: 'wx' });
    }
    return config.jwtSecret ?? resolveJwtSecret(undefined, config.dataDir);
  }
  if (config.jwtSecret) return config.jwtSecret;
  const fromFile = readSecretFile(join(config.dataDir, 'jwt-secret'));
  return sharedJwtSecret(database.db, fromFile ?? newSecret());
}
