import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Database } from '../db/connect.js';
import { ConfigError, isPayoutDataKey, type Config } from './env.js';

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
 * Writes `candidate` to `file` (mode 0600) unless it exists, and returns what the file then holds:
 * a process that lost the race to create it uses the winner's.
 */
function keepOnce(dataDir: string, file: string, candidate: string, read: (file: string) => string | null): string {
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `${candidate}\n`, { mode: 0o600, flag: 'wx' });
    return candidate;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return read(file) ?? candidate;
    throw error;
  }
}

/**
 * Returns JWT_SECRET when configured; otherwise a secret generated once and kept in DATA_DIR,
 * so tokens survive restarts without anyone having to invent a secret.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'jwt-secret');
  return readSecretFile(file) ?? keepOnce(dataDir, file, newSecret(), readSecretFile);
}

/** DATA_DIR/payout-data-key's key, or null when there is none; anything but a key stops the start. */
function readPayoutKeyFile(file: string): string | null {
  let key: string;
  try {
    key = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (!isPayoutDataKey(key)) {
    throw new ConfigError([
      `${file}: must hold a 32-byte key in base64 (restore the file from where you keep it, or set PAYOUT_DATA_KEY; a new key cannot read the bank and tax details already stored)`,
    ]);
  }
  return key;
}

/**
 * The key that seals payees' bank and tax details (payouts/payee-data.ts): PAYOUT_DATA_KEY when
 * configured; otherwise one generated once and kept in DATA_DIR/payout-data-key, outside the
 * database and its backups, so neither alone reveals a bank account or a TIN.
 */
export function resolvePayoutDataKey(configured: string | undefined, dataDir: string): Buffer {
  const file = join(dataDir, 'payout-data-key');
  const key =
    configured ??
    readPayoutKeyFile(file) ??
    keepOnce(dataDir, file, randomBytes(32).toString('base64'), readPayoutKeyFile);
  return Buffer.from(key, 'base64');
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
