import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../src/db/connect.js';
import { ensureAdminAccount } from '../../src/identity/admin-account.js';
import { verifyPassword } from '../../src/identity/passwords.js';
import { findUserByEmail } from '../../src/identity/users.js';
import { createTempDir, createTestDatabase, silentLogger, type TestDatabase } from '../support/harness.js';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

describe('ensureAdminAccount', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb.dispose());

  it('creates a confirmed admin with a generated password shown once', async () => {
    const result = await ensureAdminAccount(testDb.database.db, { email: 'boss@example.com', minPasswordLength: 8 });
    expect(result.created).toBe(true);
    expect(result.generatedPassword).toMatch(/^[A-Za-z0-9_-]{20}$/);
    const user = await findUserByEmail(testDb.database.db, 'BOSS@example.com', '');
    expect(user?.app_metadata).toEqual({ provider: 'email', roles: ['admin'] });
    expect(user?.confirmed_at).not.toBeNull();
    expect(await verifyPassword(user!.encrypted_password, result.generatedPassword!)).toBe(true);
  });

  it('adds the admin role to an existing account and keeps its other roles', async () => {
    await testDb.database.db
      .insertInto('identity_users')
      .values({ email: 'helper@example.com', app_metadata: JSON.stringify({ provider: 'email', roles: ['support'] }) })
      .execute();
    const result = await ensureAdminAccount(testDb.database.db, {
      email: 'helper@example.com',
      password: 'Helper-pass-2026',
      minPasswordLength: 8,
    });
    expect(result).toMatchObject({ created: false });
    expect(result.generatedPassword).toBeUndefined();
    const user = await findUserByEmail(testDb.database.db, 'helper@example.com', '');
    expect(user?.app_metadata.roles).toEqual(['support', 'admin']);
    expect(await verifyPassword(user!.encrypted_password, 'Helper-pass-2026')).toBe(true);
  });

  it('refuses a weak password and a bad address, changing nothing', async () => {
    await expect(
      ensureAdminAccount(testDb.database.db, {
        email: 'weak@example.com',
        password: 'password1',
        minPasswordLength: 8,
      }),
    ).rejects.toThrow(/too common/);
    await expect(ensureAdminAccount(testDb.database.db, { email: 'nope', minPasswordLength: 8 })).rejects.toThrow(
      'Unable to validate email address: invalid format',
    );
    expect(await findUserByEmail(testDb.database.db, 'weak@example.com', '')).toBeUndefined();
  });
});

describe('npm run identity -- create-admin', () => {
  // A process that creates an embedded database and migrates it: a minute or more on a busy machine.
  it(
    'reads the password from standard input and writes the admin to the configured database',
    { timeout: 180_000 },
    async () => {
      const dataDir = createTempDir();
      try {
        const run = spawnSync(
          process.execPath,
          ['--import', 'tsx', 'apps/server/src/identity/cli.ts', 'create-admin', '--email', 'first@example.com'],
          {
            cwd: repoRoot,
            input: 'Piped-admin-pass-2026\n',
            env: { ...process.env, DATA_DIR: dataDir.path, LOG_LEVEL: 'silent', DATABASE_URL: '' },
            encoding: 'utf8',
          },
        );
        expect(run.stderr).toBe('');
        expect(run.status).toBe(0);
        expect(run.stdout).toMatch(/^Created admin first@example\.com \(id [0-9a-f-]{36}\)\n$/);
        const database = await connectDatabase({ kind: 'pglite', dataDir: dataDir.path }, silentLogger);
        try {
          const user = await findUserByEmail(database.db, 'first@example.com', '');
          expect(await verifyPassword(user!.encrypted_password, 'Piped-admin-pass-2026')).toBe(true);
        } finally {
          await database.close();
        }
      } finally {
        dataDir.dispose();
      }
    },
  );
});
