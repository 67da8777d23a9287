import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_JWT_SECRET, type TestDatabase } from '../../test/support/harness.js';
import { AppError } from '../http/errors.js';
import { createRateLimitStore } from '../rate-limits/counter-store.js';
import { reauthenticate } from './reauthenticate.js';
import { secretBox } from './secrets.js';
import { UNREADABLE_FACTOR } from './totp.js';

describe('a fresh proof of identity', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test?.dispose());

  it('refuses with a clear message, not a 500, when the authenticator was set up under another signing secret', async () => {
    const { db } = test.database;
    const userId = randomUUID();
    await db
      .insertInto('identity_users')
      .values({ id: userId, email: 'sealed@example.com', confirmed_at: new Date() })
      .execute();
    await db
      .insertInto('identity_mfa_factors')
      .values({
        user_id: userId,
        factor_type: 'totp',
        status: 'verified',
        secret_encrypted: secretBox('another-signing-secret-of-at-least-32-chars').seal('JBSWY3DPEHPK3PXP'),
      })
      .execute();
    const guards = { box: secretBox(TEST_JWT_SECRET), rateLimits: createRateLimitStore(db) };
    const refusal = await reauthenticate(db, guards, userId, { code: '123456' }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ statusCode: 403, message: UNREADABLE_FACTOR });
  });
});
