import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import pino from 'pino';
import type { Kysely } from 'kysely';
import { buildApp } from '../../src/app.js';
import { signAccessToken, type AccessTokenClaims } from '../../src/auth/access-token.js';
import { loadConfig, type Config } from '../../src/config/env.js';
import { payeeDataBox } from '../../src/payouts/payee-data.js';
import { connectDatabase, connectMemoryDatabase, type Database } from '../../src/db/connect.js';
import { migratedEmptyDatabase } from '../../src/db/build-empty-database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import type { DB } from '../../src/db/schema.js';
import type { App } from '../../src/http/types.js';
import { JobQueue } from '../../src/jobs/job-queue.js';
import { createMailQueue, type MailQueue } from '../../src/mail/mail-queue.js';

/** Integration tests run on PGlite by default, and on a real server when TEST_DATABASE_URL is set. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
export const databaseKind = testDatabaseUrl ? 'postgres' : 'pglite';

export const silentLogger = pino({ level: 'silent' });

export interface TestDatabase {
  database: Database;
  /** Connection URL of the per-test database (PostgreSQL only). */
  url: string | undefined;
  dispose(): Promise<void>;
}

const migrationsDir = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

/** Names the current set of migrations: a migrated copy made for one set is reused until it changes. */
function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsDir).sort())
    hash.update(name).update(readFileSync(join(migrationsDir, name)));
  return hash.digest('hex').slice(0, 16);
}

let migratedImage: Promise<Blob> | undefined;

/**
 * An empty migrated embedded database, as a `dumpDataDir` image kept in the system's temp folder
 * for every test process until a migration changes: each test file then loads a copy of it
 * instead of creating and migrating a database from nothing, which costs seconds of CPU.
 */
function migratedPGliteImage(): Promise<Blob> {
  migratedImage ??= (async () => {
    const file = join(tmpdir(), `app-test-db-${migrationsFingerprint()}.tgz`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const image = await migratedEmptyDatabase();
    // Written aside then renamed: test processes starting together never read half a file.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
    renameSync(partial, file);
    return image;
  })();
  return migratedImage;
}

let migratedTemplate: Promise<string> | undefined;

/** `url` with another database name. */
const databaseUrl = (url: string, name: string) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();

/**
 * A migrated database on the PostgreSQL server that test databases are copied from
 * (`create database … template`), made once per set of migrations: copying is cheaper than
 * migrating every test file's database. Templates of other sets are left alone (another checkout
 * may be testing with them).
 */
function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  migratedTemplate ??= (async () => {
    const name = `test_template_${migrationsFingerprint()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      // Test processes starting together: one makes it while the others wait, then find it made.
      await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (rowCount) return name;
      // Migrated under another name, then renamed: a failed migration never leaves a template.
      const partial = `${name}_partial`;
      await admin.query(`drop database if exists ${partial}`);
      await admin.query(`create database ${partial}`);
      const database = await connectDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, partial) }, silentLogger);
      await migrateToLatest(database.db);
      await database.close();
      await admin.query(`alter database ${partial} rename to ${name}`);
      return name;
    } finally {
      await admin.end(); // The session's advisory lock ends with it.
    }
  })();
  return migratedTemplate;
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a new database on the
 * PostgreSQL server (dropped afterwards) so files running in parallel never see each other's rows.
 */
export async function createTestDatabase(options: { migrate?: boolean; kind?: 'pglite' } = {}): Promise<TestDatabase> {
  let database: Database;
  let url: string | undefined;
  let drop = async () => {};
  // `kind: 'pglite'`: what only the embedded database does (its backups), whatever the run's database.
  if (testDatabaseUrl && options.kind !== 'pglite') {
    const name = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const template = options.migrate === false ? 'template1' : await migratedPostgresTemplate(testDatabaseUrl);
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    url = databaseUrl(testDatabaseUrl, name);
    database = await connectDatabase({ kind: 'postgres', url }, silentLogger);
    drop = async () => {
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    database = await connectMemoryDatabase(options.migrate === false ? undefined : await migratedPGliteImage());
  }
  if (options.migrate !== false) await migrateToLatest(database.db);
  return {
    database,
    url,
    async dispose() {
      await database.close();
      await drop();
    },
  };
}

/** A temporary DATA_DIR, removed by `dispose`. */
export function createTempDir(prefix = 'app-test-'): { path: string; dispose(): void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, dispose: () => rmSync(path, { recursive: true, force: true }) };
}

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/** Seals payees' details in tests that seed the demo data without an app (`seedDemoData`). */
export const TEST_PAYEE_DATA = payeeDataBox(Buffer.alloc(32, 7));

/**
 * An access token as the identity service issues one after a sign-in: the person's account must
 * exist; a session is opened for it, since the server refuses tokens without a live session.
 */
export async function signedInToken(
  db: Kysely<DB>,
  claims: Omit<AccessTokenClaims, 'exp' | 'iat' | 'session_id'>,
  ttlSeconds = 3600,
): Promise<string> {
  const session = await db
    .insertInto('identity_sessions')
    .values({ user_id: claims.sub, aal: claims.aal ?? 'aal1', expires_at: new Date(Date.now() + 86_400_000) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return signAccessToken(TEST_JWT_SECRET, { ...claims, session_id: session.id }, ttlSeconds);
}

export interface TestApp {
  app: App;
  database: Database;
  config: Readonly<Config> & { jwtSecret: string };
  /** Where the dev outbox writes mail (read it with ./outbox.ts). */
  dataDir: string;
  jobs: JobQueue;
  mailQueue: MailQueue;
  close(): Promise<void>;
}

/**
 * The whole server on a fresh database, ready for `app.inject`. Given `shared`, it runs on that
 * database instead (left open on close), as a second instance behind a load balancer would.
 */
export async function createTestApp(env: Record<string, string> = {}, shared?: TestDatabase): Promise<TestApp> {
  const dir = createTempDir();
  const testDb = shared ?? (await createTestDatabase());
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dir.path,
      LOG_LEVEL: 'silent',
      SITE_URL: 'http://localhost:3000',
      WEB_DIST_DIR: join(dir.path, 'no-web-build'),
      // Mail goes out fast: short polls, and a first retry after a second.
      MAIL_POLL_INTERVAL_MS: '500',
      MAIL_RETRY_DELAY_SECONDS: '1',
      // No daily jobs unless a test asks for them (scheduled-backups, mail-log-retention).
      MAIL_LOG_RETENTION_DAYS: '0',
      BACKUP_KEEP_DAILY: '0',
      BACKUP_KEEP_WEEKLY: '0',
      ...env,
    }),
    jwtSecret: TEST_JWT_SECRET,
  };
  const jobs = new JobQueue(testDb.database.db, config.mailQueue, silentLogger);
  const mailQueue = createMailQueue(jobs, testDb.database.db, config, silentLogger);
  const app = await buildApp({ config, database: testDb.database, jobs, mailQueue, logger: silentLogger });
  await app.ready();
  return {
    app,
    database: testDb.database,
    config,
    dataDir: dir.path,
    jobs,
    mailQueue,
    async close() {
      await app.close();
      if (!shared) await testDb.dispose();
      dir.dispose();
    },
  };
}
