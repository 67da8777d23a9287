import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentServerEntry, startServer, type RunningServer } from '../../../../e2e/support/server.js';
import { tableRowCounts } from '../../src/backup/table-counts.js';
import { connectDatabase } from '../../src/db/connect.js';
import {
  createTempDir,
  createTestApp,
  createTestDatabase,
  silentLogger,
  TEST_JWT_SECRET,
  type TestDatabase,
} from '../support/harness.js';
import { totpCode, userWithFactor } from '../support/identity-inject.js';
import { runDbCli } from '../support/db-cli.js';

const DEMO_PASSWORD = 'quill-demo-2026';
const FACTOR_PASSWORD = 'Sturdy-pass-2026';

async function passwordLogin(url: string, username: string, password: string) {
  const response = await fetch(`${url}/.netlify/identity/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password }),
  });
  expect(response.status).toBe(200);
  const token = ((await response.json()) as { access_token: string }).access_token;
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { aal: string };
  return { token, aal: claims.aal };
}

/** `npm run db:move` of a stopped embedded DATA_DIR into a new database on the PostgreSQL server. */
describe('moving the embedded database to PostgreSQL', () => {
  const dataDir = createTempDir('move-source-');
  let target: TestDatabase;
  let server: RunningServer | undefined;
  let sourceCounts: Record<string, number>;
  let factor: { email: string; factorId: string; secret: string };

  beforeAll(async () => {
    // The embedded database as a company has it: demo data, a 2FA account, its signing secret.
    expect(await runDbCli(['seed'], dataDir.path)).toMatchObject({ code: 0 });
    const source = await connectDatabase({ kind: 'pglite', dataDir: dataDir.path }, silentLogger);
    const t = await createTestApp(
      { IDENTITY_AUTOCONFIRM: 'false' },
      {
        database: source,
        url: undefined,
        async dispose() {},
      },
    );
    factor = await userWithFactor(t, 'two-factor@example.com', FACTOR_PASSWORD);
    await t.close();
    sourceCounts = await tableRowCounts(source.db);
    await source.close();
    // The secret the accounts were made under (it also encrypts TOTP seeds), as the server keeps it.
    writeFileSync(join(dataDir.path, 'jwt-secret'), `${TEST_JWT_SECRET}\n`, { mode: 0o600 });
    target = await createTestDatabase({ migrate: false });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await target?.dispose();
    dataDir.dispose();
  });

  it('copies every table with the same row counts and the signing secret, and prints the counts', async () => {
    const moved = await runDbCli(['move', '--to', target.url!], dataDir.path);
    expect(moved.output).toContain('every row count matches');
    expect(moved.code).toBe(0);
    expect(moved.output).toMatch(/^identity_mfa_factors +1 +1$/m);

    const { signing_secret: secretRows, ...targetCounts } = await tableRowCounts(target.database.db);
    expect(secretRows).toBe(1);
    expect(targetCounts).toEqual(
      Object.fromEntries(Object.entries(sourceCounts).filter(([t]) => t !== 'signing_secret')),
    );
    const { rows } = await sql<{ secret: string }>`select secret from signing_secret`.execute(target.database.db);
    expect(rows[0]?.secret).toBe(TEST_JWT_SECRET);
  }, 120_000);

  it('refuses a target database that is not empty', async () => {
    const again = await runDbCli(['move', '--to', target.url!], dataDir.path);
    expect(again.code).toBe(1);
    expect(again.output).toContain('The target database is not empty');
  }, 60_000);

  it('serves the same logins and invoices on the moved database, a 2FA account still asking for its code', async () => {
    server = await startServer({ entry: currentServerEntry(), env: { DATABASE_URL: target.url! } });
    const author = await passwordLogin(server.url, 'author@example.com', DEMO_PASSWORD);
    const invoices = await fetch(`${server.url}/api/me/invoices`, {
      headers: { authorization: `Bearer ${author.token}` },
    });
    expect(invoices.status).toBe(200);
    expect(((await invoices.json()) as unknown[]).length).toBe(sourceCounts.invoices);

    const protectedLogin = await passwordLogin(server.url, factor.email, FACTOR_PASSWORD);
    expect(protectedLogin.aal).toBe('aal1');
    const identity = (path: string, body: unknown) =>
      fetch(`${server!.url}/.netlify/identity${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${protectedLogin.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const challenge = await identity(`/factors/${factor.factorId}/challenge`, {});
    expect(challenge.status).toBe(200);
    const { id: challengeId } = (await challenge.json()) as { id: string };
    const verified = await identity(`/factors/${factor.factorId}/verify`, {
      challenge_id: challengeId,
      code: totpCode(factor.secret, 1),
    });
    expect(verified.status).toBe(200);
  }, 120_000);
});
