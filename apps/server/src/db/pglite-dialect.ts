import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * Kysely dialect for embedded PGlite.
 *
 * PGlite is a single connection. Kysely holds a connection for the whole of a transaction, so a
 * FIFO lock around acquire/release is what keeps two requests from interleaving statements inside
 * one transaction: everything else waits its turn.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;
  private queue: Promise<void> = Promise.resolve();
  private releaseCurrent: (() => void) | undefined;

  constructor(pglite: PGlite) {
    this.connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.releaseCurrent = release;
    return this.connection;
  }

  async releaseConnection(): Promise<void> {
    const release = this.releaseCurrent;
    this.releaseCurrent = undefined;
    release?.();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const parts = ['start transaction'];
    if (settings.isolationLevel) parts.push(`isolation level ${settings.isolationLevel}`);
    if (settings.accessMode) parts.push(settings.accessMode);
    await connection.executeQuery(CompiledQuery.raw(parts.join(' ')));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    // The owner of the PGlite instance closes it (see connect.ts), after Kysely is done.
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    // Like node-postgres, a query without parameters goes through the simple protocol, which
    // allows several statements in one string (SQL migration files rely on this).
    const result =
      compiledQuery.parameters.length === 0
        ? (await this.pglite.exec(compiledQuery.sql)).at(-1)
        : await this.pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    const rows = (result?.rows ?? []) as R[];
    const affected = result?.affectedRows;
    return affected === undefined ? { rows } : { rows, numAffectedRows: BigInt(affected) };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported by the embedded database');
  }
}
