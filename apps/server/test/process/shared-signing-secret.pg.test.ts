import { rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentServerEntry, startServer, type RunningServer } from '../../../../e2e/support/server.js';
import { signingSecret } from '../../src/config/secrets.js';
import { createTempDir, createTestDatabase, type TestDatabase } from '../support/harness.js';

/** Signs up (autoconfirmed) on one instance and gives the access token. */
async function accessToken(server: RunningServer, email: string): Promise<string> {
  const signup = await fetch(`${server.url}/.netlify/identity/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Sturdy-pass-2026' }),
  });
  expect(signup.status).toBe(200);
  const login = await fetch(`${server.url}/.netlify/identity/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: email, password: 'Sturdy-pass-2026' }),
  });
  expect(login.status).toBe(200);
  return ((await login.json()) as { access_token: string }).access_token;
}

const userStatus = async (server: RunningServer, token: string) =>
  (await fetch(`${server.url}/.netlify/identity/user`, { headers: { authorization: `Bearer ${token}` } })).status;

describe('instances on one PostgreSQL database without JWT_SECRET', () => {
  let testDb: TestDatabase;
  let servers: RunningServer[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase({ migrate: false });
    // Started together, each with its own DATA_DIR: they race to create the signing secret.
    const env = { DATABASE_URL: testDb.url!, IDENTITY_AUTOCONFIRM: 'true', DEMO_DATA: 'false' };
    servers = await Promise.all([0, 1].map(() => startServer({ entry: currentServerEntry(), env })));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.dispose()));
    await testDb?.dispose();
  });

  it("accept each other's tokens, and keep no secret of their own in DATA_DIR", async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const fromA = await accessToken(a, 'on-a@example.com');
    const fromB = await accessToken(b, 'on-b@example.com');
    expect(await userStatus(b, fromA)).toBe(200);
    expect(await userStatus(a, fromB)).toBe(200);
    for (const server of servers) {
      expect(() => rmSync(`${server.dataDir}/jwt-secret`)).toThrow(/ENOENT/);
    }
  }, 60_000);
});

describe('the signing secret kept in PostgreSQL', () => {
  it('is seeded from the DATA_DIR/jwt-secret of the first instance, so an upgrade keeps its sessions', async () => {
    const testDb = await createTestDatabase();
    const [first, second] = [createTempDir(), createTempDir()];
    try {
      const kept = 'a-secret-this-instance-signed-with-before-0123';
      writeFileSync(`${first.path}/jwt-secret`, `${kept}\n`);
      expect(await signingSecret({ jwtSecret: undefined, dataDir: first.path }, testDb.database)).toBe(kept);
      expect(await signingSecret({ jwtSecret: undefined, dataDir: second.path }, testDb.database)).toBe(kept);
      const configured = 'x'.repeat(40);
      expect(await signingSecret({ jwtSecret: configured, dataDir: second.path }, testDb.database)).toBe(configured);
    } finally {
      first.dispose();
      second.dispose();
      await testDb.dispose();
    }
  });
});
