import type { FastifyBaseLogger } from 'fastify';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
} from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { RequestUser } from '../auth/request-user.js';
import type { Database } from '../db/connect.js';
import type { DB } from '../db/schema.js';
import { RealtimeHub, type Member } from './hub.js';

const PERSON = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

/** A hub over a database that answers nothing and remembers every statement it was sent. */
function hubWithStatements() {
  const statements: CompiledQuery[] = [];
  const db = new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    log: (event) => void statements.push(event.query),
  });
  const database = { db, kind: 'pglite' } as unknown as Database;
  const logger = { warn: () => undefined } as unknown as FastifyBaseLogger;
  const hub = new RealtimeHub(database, logger, async () => null, 10);
  return { hub, statements };
}

const socketOf = (id: string): Member => ({
  user: { id, email: `${id}@example.com`, roles: [], aal: 'aal1', claims: {} } as unknown as RequestUser,
  sendEncoded: () => undefined,
  end: () => undefined,
});

describe('RealtimeHub presence', () => {
  it('records a person once for their first socket here, not once per socket', async () => {
    const { hub, statements } = hubWithStatements();
    const presenceWrites = () =>
      statements.filter((statement) => statement.sql.includes('realtime_presence')).map((s) => s.parameters);

    expect(hub.add(socketOf(PERSON))).toBe(true);
    expect(hub.add(socketOf(PERSON))).toBe(true);
    expect(hub.add(socketOf(PERSON))).toBe(true);
    expect(hub.add(socketOf(OTHER))).toBe(true);

    // Written in the order the sockets came: once the other person's is there, any of ours is too.
    await vi.waitFor(() => expect(presenceWrites().some((parameters) => parameters.includes(OTHER))).toBe(true));
    expect(presenceWrites().map((parameters) => parameters[0])).toEqual([PERSON, OTHER]);
    expect(hub.socketsOf(PERSON)).toBe(3);
  });
});
