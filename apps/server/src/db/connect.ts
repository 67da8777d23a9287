import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { DatabaseTarget } from '../config/env.js';
import { lockDataDir } from './data-dir-lock.js';
import { PgListener, type ListenerEvents, type NotificationHandler, type Unlisten } from './pg-listener.js';
import { createEmbeddedCluster } from './embedded-init.js';
import { EMPTY_DATABASE_IMAGE } from './empty-database-image.js';
import { PGliteDialect } from './pglite-dialect.js';
import { pgliteWasmModule } from './pglite-wasm.js';
import { preparedStatementPool } from './prepared-statements.js';
import type { DB } from './schema.js';

/** Type OIDs whose default parsing would lose information, or cost too much. */
const OID = { bytea: 17, int8: 20, date: 1082, numeric: 1700 } as const;

/**
 * bytea crosses into the embedded database as hex text. PGlite's own conversion builds a string
 * per byte: about 250 ms of CPU and several times the value's size in garbage per megabyte, so a
 * 100 MB upload ran at 4.5 MB/s and grew the process by some 390 MB. Node's hex codec does the
 * same in native code; values come back as Buffers, like the PostgreSQL driver's.
 */
const byteaAsHex = (value: unknown) => {
  if (!(value instanceof Uint8Array)) throw new TypeError('bytea takes a Uint8Array');
  return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
};
const byteaFromHex = (value: string) => Buffer.from(value.slice(2), 'hex');

export interface Database {
  db: Kysely<DB>;
  kind: DatabaseTarget['kind'];
  /** Resolves when the database answers a trivial query within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<boolean>;
  /**
   * Calls `handler` with the payload of every NOTIFY on `channel`, whichever connection or server
   * instance sent it. `events.onLost` runs when the listener connection is lost, `events.onResume`
   * when it is back (notifications sent meanwhile were missed). The embedded database never loses it.
   */
  listen(channel: string, handler: NotificationHandler, events?: ListenerEvents): Promise<Unlisten>;
  /**
   * Whether notifications arrive: false while the listener connection is lost (see PgListener),
   * always true on the embedded database.
   */
  listenerConnected(): boolean;
  /** NOTIFY `channel` (delivered to every listener once the current transaction commits). */
  notify(channel: string, payload: string): Promise<void>;
  /** Embedded database only: a gzipped tarball of its data directory (a consistent backup). */
  dumpDataDir?(): Promise<Blob>;
  /**
   * Embedded database only: whether a dump (a backup, a move) holds its one connection. Queries
   * wait until it ends, seconds or minutes on a large database: it is busy, not unreachable.
   */
  dumping?(): boolean;
  /** Embedded database only: a plain-SQL `pg_dump` of it (to load into a PostgreSQL server). */
  dumpSql?(): Promise<Blob>;
  close(): Promise<void>;
}

/**
 * Opens the configured database: embedded PGlite in DATA_DIR, or a pooled PostgreSQL server.
 * Both return `date` as 'YYYY-MM-DD' strings (a calendar day has no time zone) and `numeric`
 * as exact decimal strings (money is never a float in storage). A DATA_DIR without a database
 * yet starts from `emptyImage`, the build's migrated empty database, when there is one.
 */
export async function connectDatabase(
  target: DatabaseTarget,
  logger: Logger,
  { emptyImage = EMPTY_DATABASE_IMAGE }: { emptyImage?: string } = {},
): Promise<Database> {
  return target.kind === 'pglite'
    ? connectPGlite(target.dataDir, undefined, existsSync(emptyImage) ? emptyImage : undefined)
    : connectPostgres(target.url, logger, target.listenerHeartbeatMs);
}

/**
 * No JIT compilation: the server's statements are short, and the compiler's cost estimate of a
 * list's aggregate (a subquery per invoice) would compile the staff invoice summary for about a
 * second at 100,000 invoices, longer than it runs. The embedded database has no JIT compiler; it
 * says so too, so both answer alike.
 */
const NO_JIT = ['-c', 'jit=off'];

/**
 * PGlite starts postgres with -F (fsync off); without it an acknowledged commit is flushed. And
 * 8 MB of shared buffers rather than 128: postgres touches them all at start, in memory the
 * process keeps, while the system's page cache holds the data files anyway.
 */
const EMBEDDED_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  ...['-c', 'shared_buffers=8MB'],
  ...NO_JIT,
];

/**
 * The embedded database in `dataDir` (locked while open), or in memory when null; started from
 * `image` (a `dumpDataDir` tarball) when given, which needs a data directory without a database.
 * A data directory without a database otherwise gets one made from `newDatabaseImage` (a file),
 * or by initdb.
 */
async function connectPGlite(dataDir: string | null, image?: Blob, newDatabaseImage?: string): Promise<Database> {
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  let pglite: PGlite;
  try {
    const pgdataDir = dataDir ? join(dataDir, 'pgdata') : null;
    if (pgdataDir && !image) await createEmbeddedCluster(pgdataDir, EMBEDDED_START_PARAMS, newDatabaseImage);
    pglite = await PGlite.create({
      pgliteWasmModule: pgliteWasmModule(),
      ...(pgdataDir ? { dataDir: pgdataDir } : {}),
      ...(image ? { loadDataDir: image } : {}),
      startParams: EMBEDDED_START_PARAMS,
      relaxedDurability: false,
      serializers: { [OID.bytea]: byteaAsHex },
      parsers: {
        [OID.bytea]: byteaFromHex,
        [OID.int8]: (value: string) => Number(value),
        [OID.date]: (value: string) => value,
        [OID.numeric]: (value: string) => value,
      },
    });
  } catch (error) {
    release();
    throw error;
  }
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  let closed = false;
  let dumping = 0;
  /** A dump holds the one connection: queries wait for it (see `dumping` in Database). */
  const whileDumping = async <T>(dump: () => Promise<T>): Promise<T> => {
    dumping += 1;
    try {
      return await db.connection().execute(dump);
    } finally {
      dumping -= 1;
    }
  };
  return {
    db,
    kind: 'pglite',
    ping: (timeoutMs) => ping(db, timeoutMs),
    dumping: () => dumping > 0,
    listenerConnected: () => true,
    // One connection: LISTEN waits its turn so it never lands inside someone's transaction.
    async listen(channel, handler) {
      const unlisten = await db.connection().execute(() => pglite.listen(channel, handler));
      // Once the database is closed its listeners are gone with it.
      return async () => {
        if (!closed) await db.connection().execute(() => unlisten());
      };
    },
    notify: (channel, payload) => notify(db, channel, payload),
    // Holding the one connection, the dump sees every committed write and no half of a transaction.
    dumpDataDir: () => whileDumping(() => pglite.dumpDataDir('gzip')),
    async dumpSql() {
      // Loaded only here: the server itself never needs pg_dump's WebAssembly.
      const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
      // Owners and grants are the target server's business, not the embedded database's.
      return whileDumping(async () => {
        try {
          return await pgDump({ pg: pglite, args: ['--no-owner', '--no-privileges'] });
        } finally {
          // pg_dump ends without closing its read-only transaction, on the one connection every
          // later statement runs on. Ended with a commit, not a rollback: inside it, pgDump has
          // set back the search_path that pg_dump had emptied for the session.
          if (pglite.isInTransaction()) await pglite.exec('commit');
        }
      });
    },
    async close() {
      closed = true;
      await db.destroy();
      await pglite.close();
      release();
    },
  };
}

/** An in-memory embedded database (tests), started from `image` (a `dumpDataDir`) when given. */
export function connectMemoryDatabase(image?: Blob): Promise<Database> {
  return connectPGlite(null, image);
}

/** The embedded database in `dataDir`, whose `pgdata` must not exist yet, loaded from `image`. */
export function restoreEmbeddedDatabase(dataDir: string, image: Blob): Promise<Database> {
  return connectPGlite(dataDir, image);
}

async function connectPostgres(url: string, logger: Logger, listenerHeartbeatMs?: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    options: NO_JIT.join(' '),
    max: 10,
    // Fail fast while the server is down, so requests answer 503 instead of hanging.
    connectionTimeoutMillis: 2_000,
    idleTimeoutMillis: 30_000,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === OID.int8) return (value: string) => Number(value);
        if (oid === OID.date || oid === OID.numeric) return (value: string) => value;
        return pg.types.getTypeParser(oid, format);
      }) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its server must not crash the process; the pool replaces it.
  pool.on('error', (error) => logger.warn({ err: error }, 'idle database connection lost'));
  // Nor may a client in use: its query fails (the request answers 503) and then it emits 'error',
  // which pg-pool only listens to while the client is idle. The pool discards it on release.
  pool.on('connect', (client) => {
    client.on('error', (error) => logger.warn({ err: error }, 'database connection lost while in use'));
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: preparedStatementPool(pool) }) });
  const listener = new PgListener(url, logger, listenerHeartbeatMs);
  return {
    db,
    kind: 'postgres',
    ping: (timeoutMs) => ping(db, timeoutMs),
    listen: (channel, handler, events) => listener.listen(channel, handler, events),
    listenerConnected: () => listener.connected,
    notify: (channel, payload) => notify(db, channel, payload),
    async close() {
      await listener.close();
      await db.destroy();
    },
  };
}

async function notify(db: Kysely<DB>, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}

async function ping(db: Kysely<DB>, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([sql`select 1`.execute(db).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
