import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config/env.js';
import { connectDatabase, connectMemoryDatabase, type Database } from '../src/db/connect.js';
import { migrateToLatest } from '../src/db/migrate.js';
import type { App } from '../src/http/types.js';
import { createMailer } from '../src/mail/mailer.js';

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

const migrationsDir = fileURLToPath(new URL('../src/db/migrations', import.meta.url));
let migratedImage: Promise<Blob> | undefined;

/**
 * An empty migrated embedded database, as a `dumpDataDir` image kept in the system's temp folder
 * for every test process until a migration changes: each test file then loads a copy of it
 * instead of creating and migrating a database from nothing, which costs seconds of CPU.
 */
function migratedPGliteImage(): Promise<Blob> {
  migratedImage ??= (async () => {
    const hash = createHash('sha256');
    for (const name of readdirSync(migrationsDir).sort())
      hash.update(name).update(readFileSync(join(migrationsDir, name)));
    const file = join(tmpdir(), `app-test-db-${hash.digest('hex').slice(0, 16)}.tgz`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const database = await connectMemoryDatabase();
    await migrateToLatest(database.db);
    const image = await database.dumpDataDir!();
    await database.close();
    // Written aside then renamed: test processes starting together never read half a file.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
    renameSync(partial, file);
    return image;
  })();
  return migratedImage;
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a new database on the
 * PostgreSQL server (dropped afterwards) so files running in parallel never see each other's rows.
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  let database: Database;
  let url: string | undefined;
  let drop = async () => {};
  if (testDatabaseUrl) {
    const name = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(testDatabaseUrl);
    target.pathname = `/${name}`;
    url = target.toString();
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

export interface TestApp {
  app: App;
  database: Database;
  config: Readonly<Config> & { jwtSecret: string };
  /** Where the dev outbox writes mail. */
  dataDir: string;
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
      ...env,
    }),
    jwtSecret: TEST_JWT_SECRET,
  };
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: dir.path,
    logger: silentLogger,
  });
  const app = await buildApp({ config, database: testDb.database, mailer, logger: silentLogger });
  await app.ready();
  return {
    app,
    database: testDb.database,
    config,
    dataDir: dir.path,
    async close() {
      await app.close();
      mailer.close();
      if (!shared) await testDb.dispose();
      dir.dispose();
    },
  };
}
