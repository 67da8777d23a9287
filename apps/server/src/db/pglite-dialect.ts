import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';
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
import { statementNames } from './prepared-statements.js';

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

  // Savepoints (Kysely's `trx.savepoint(name)`), named as identifiers like Kysely's own drivers do.
  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteIdentifier(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quoteIdentifier(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${quoteIdentifier(name)}`));
  }

  async destroy(): Promise<void> {
    // The owner of the PGlite instance closes it (see connect.ts), after Kysely is done.
  }
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

const { serialize } = protocol;
/** PostgreSQL's "prepared statement does not exist". */
const INVALID_STATEMENT_NAME = '26000';
const concat = (...messages: Uint8Array[]) => Buffer.concat(messages);

/**
 * The one connection. Parameterized queries run as named prepared statements, as on a PostgreSQL
 * server (db/prepared-statements.ts): PGlite's own `query` parses, plans and describes the text on
 * every call and goes six times through the WebAssembly boundary; here a statement is parsed and
 * planned once, and each call is one message (bind, describe, execute, sync), so the database
 * spends a fraction of the time on it. Values and rows go through PGlite's own serializers and
 * parsers, so both paths answer the same.
 */
class PGliteConnection implements DatabaseConnection {
  private readonly nameOf = statementNames();
  /** The parameter types of each statement prepared on this database, by name. */
  private readonly parameterTypes = new Map<string, number[]>();

  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>({ sql, parameters }: CompiledQuery): Promise<QueryResult<R>> {
    let result: Results | undefined;
    try {
      result = await this.run(sql, parameters);
    } catch (error) {
      // Taken again after the await, the stack leads back to the query's caller (as with pg).
      if (error instanceof Error) Error.captureStackTrace(error);
      throw error;
    }
    const rows = (result?.rows ?? []) as R[];
    const affected = result?.affectedRows;
    return affected === undefined ? { rows } : { rows, numAffectedRows: BigInt(affected) };
  }

  private async run(sql: string, parameters: readonly unknown[]): Promise<Results | undefined> {
    // Like node-postgres, a query without parameters goes through the simple protocol, which
    // allows several statements in one string (SQL migration files rely on this).
    if (parameters.length === 0) return (await this.pglite.exec(sql)).at(-1);
    const name = this.nameOf(sql);
    if (name === undefined) return this.pglite.query(sql, [...parameters]);
    return this.pglite.runExclusive(() =>
      this.executePrepared(name, sql, parameters).catch((error: unknown) => {
        // Something deallocated it (an SQL dump runs DEALLOCATE ALL): prepared again, once.
        if ((error as { code?: string }).code !== INVALID_STATEMENT_NAME) throw error;
        this.parameterTypes.clear();
        return this.executePrepared(name, sql, parameters);
      }),
    );
  }

  private async executePrepared(name: string, text: string, parameters: readonly unknown[]): Promise<Results> {
    let types = this.parameterTypes.get(name);
    if (!types) {
      // Closed first: after a DEALLOCATE ALL the statements prepared since are still there while
      // this map was cleared (closing a statement that does not exist is no error).
      const described = await this.pglite.execProtocol(
        concat(
          serialize.close({ type: 'S', name }),
          serialize.parse({ name, text }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ),
        { syncToFs: false },
      );
      types = parse.parseDescribeStatementResults(described.messages);
      this.parameterTypes.set(name, types);
    }
    const values = parameters.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = this.pglite.serializers[types[index]!];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await this.pglite.execProtocol(
      concat(
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ),
      { syncToFs: false },
    );
    // As PGlite's `query` does after each statement.
    await this.pglite.syncToFs();
    return parse.parseResults(messages, this.pglite.parsers)[0]!;
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported by the embedded database');
  }
}
