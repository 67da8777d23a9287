// Why the embedded database has its own Kysely dialect (apps/server/src/db/pglite-dialect.ts):
// the same Kysely queries through it and through a reference that calls PGlite's `query` for each
// statement, which is what the kept dialects do (Kysely 0.29's `PGliteDialect`, which needs Node
// 22, and `kysely-pglite-dialect`, whose PGlite range stops at 0.4). Both on one in-memory
// database with the product's migrations and parsers; CPU time of this process per statement over
// a bounded number of rounds, each way in turn, so a busy machine skews both alike.
// Run: npm run bench:pglite-dialect
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { loadavg } from 'node:os';
import { authorIdOf } from '../apps/server/src/authors/author-sync.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { PGliteDialect } from '../apps/server/src/db/pglite-dialect.ts';
import { invoiceSummaryColumns, planColumn, receivedColumn } from '../apps/server/src/invoices/invoice.ts';

const ROUNDS = 3;
const CALLS = 2_000;
const INVOICES = 20;

/** The kept dialects' way: every statement through `pglite.query` (parse, plan, describe each time). */
class QueryPerCallDialect {
  constructor(pglite) {
    this.pglite = pglite;
  }
  createAdapter = () => new PostgresAdapter();
  createIntrospector = (db) => new PostgresIntrospector(db);
  createQueryCompiler = () => new PostgresQueryCompiler();
  createDriver() {
    const { pglite } = this;
    const connection = {
      async executeQuery({ sql, parameters }) {
        const { rows, affectedRows } = await pglite.query(sql, [...parameters]);
        return { rows, numAffectedRows: affectedRows === undefined ? undefined : BigInt(affectedRows) };
      },
    };
    return {
      init: async () => {},
      acquireConnection: async () => connection,
      releaseConnection: async () => {},
      beginTransaction: async (c) => c.executeQuery({ sql: 'begin', parameters: [] }),
      commitTransaction: async (c) => c.executeQuery({ sql: 'commit', parameters: [] }),
      rollbackTransaction: async (c) => c.executeQuery({ sql: 'rollback', parameters: [] }),
      destroy: async () => {},
    };
  }
}

const OID = { int8: 20, date: 1082, numeric: 1700 };
const pglite = await PGlite.create({
  parsers: { [OID.int8]: Number, [OID.date]: (value) => value, [OID.numeric]: (value) => value },
});
const ours = new Kysely({ dialect: new PGliteDialect(pglite) });
const reference = new Kysely({ dialect: new QueryPerCallDialect(pglite) });
await migrateToLatest(ours);

const [author] = await ours
  .insertInto('authors')
  .values({ full_name: 'Bench Author', email: 'bench-author@example.com' })
  .returning(['id', 'email'])
  .execute();
for (let i = 0; i < INVOICES; i += 1) {
  await ours
    .insertInto('invoices')
    .values({ author_id: author.id, service: `Service ${i}`, amount: '100.00', issue_date: '2026-01-01' })
    .execute();
}

/** The statements compared: the dashboard's invoice list, a read by key, and a write. */
const workloads = {
  "an author's invoice list (20 invoices with plans)": (db) =>
    db
      .selectFrom('invoices')
      .select(invoiceSummaryColumns)
      .select(planColumn)
      .select(receivedColumn)
      .where('author_id', '=', authorIdOf(db, author))
      .orderBy('issue_date', (ob) => ob.desc().nullsLast())
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute(),
  'an author by email': (db) => db.selectFrom('authors').selectAll().where('email', '=', author.email).execute(),
  "an update of an author's phone": (db) =>
    db.updateTable('authors').set({ phone: String(Math.random()) }).where('id', '=', author.id).execute(),
};

async function microsPerCall(db, run) {
  for (let i = 0; i < 200; i += 1) await run(db); // warm-up
  const before = process.cpuUsage();
  for (let i = 0; i < CALLS; i += 1) await run(db);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / CALLS;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(
  `load average at start: ${loadavg()
    .map((v) => v.toFixed(1))
    .join(', ')}${loadavg()[0] > 1 ? ' (busy machine)' : ''}`,
);
console.log(`CPU µs per statement, median of ${ROUNDS} interleaved rounds of ${CALLS}:\n`);
console.log('| statement | ours (prepared once) | PGlite `query` per call | ratio |');
console.log('| --- | --- | --- | --- |');
for (const [name, run] of Object.entries(workloads)) {
  const oursRounds = [];
  const referenceRounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    oursRounds.push(await microsPerCall(ours, run));
    referenceRounds.push(await microsPerCall(reference, run));
  }
  const [a, b] = [median(oursRounds), median(referenceRounds)];
  console.log(`| ${name} | ${a.toFixed(0)} | ${b.toFixed(0)} | ${(b / a).toFixed(2)}× |`);
}
await pglite.close();
