import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { AppError, RateLimitedError } from '../http/errors.js';
import type { RateLimitStore } from '../rate-limits/counter-store.js';
import { verifyPassword } from './passwords.js';
import type { SecretBox } from './secrets.js';
import { acceptedTotpStep, totpSeed, UNREADABLE_FACTOR } from './totp.js';

export type FreshProof = 'password' | 'authenticator code';

const refused = (field: 'password' | 'code', message: string) =>
  new AppError(403, 'forbidden', message, { [field]: [message] });

/** Attempts per account: enough for a person who mistypes, too few to guess a password or a code. */
const ATTEMPTS = { limit: 10, windowMs: 15 * 60_000 };

/** What a signed-in account confirms an important act with: its authenticator code when it has one. */
export async function proofKind(db: Kysely<DB>, userId: string): Promise<'password' | 'code'> {
  const factor = await db
    .selectFrom('identity_mfa_factors')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'verified')
    .executeTakeFirst();
  return factor ? 'code' : 'password';
}

/**
 * Checks a fresh proof of identity from an already signed-in account, with the identity
 * service's own checks: the password (argon2id), or for an account with a second factor the TOTP
 * code, which is spent like at sign-in (a code works once, even under two concurrent requests).
 * 403 with the field to fix when it is wrong; 429 after too many attempts.
 */
export async function reauthenticate(
  db: Kysely<DB>,
  guards: { box: SecretBox; rateLimits: RateLimitStore },
  userId: string,
  proof: { password?: string | undefined; code?: string | undefined },
): Promise<FreshProof> {
  const waitSeconds = await guards.rateLimits.hit(`reauthenticate:${userId}`, ATTEMPTS.limit, ATTEMPTS.windowMs);
  if (waitSeconds > 0) {
    throw new RateLimitedError('Too many attempts to confirm who you are. Please try again later.', waitSeconds);
  }
  const factor = await db
    .selectFrom('identity_mfa_factors')
    .select(['id', 'secret_encrypted', 'last_used_step'])
    .where('user_id', '=', userId)
    .where('status', '=', 'verified')
    .executeTakeFirst();
  if (factor) {
    if (!proof.code) throw refused('code', 'Enter the 6-digit code from your authenticator app');
    const seed = totpSeed(guards.box, factor.secret_encrypted);
    if (seed === null) throw refused('code', UNREADABLE_FACTOR);
    const step = acceptedTotpStep(seed, proof.code);
    const spent =
      step !== null &&
      (await db
        .updateTable('identity_mfa_factors')
        .set({ last_used_step: step, updated_at: new Date() })
        .where('id', '=', factor.id)
        .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
        .returning('id')
        .executeTakeFirst());
    if (!spent) throw refused('code', 'That code is not right or was already used: enter the current one');
    return 'authenticator code';
  }
  const user = await db
    .selectFrom('identity_users')
    .select('encrypted_password')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!proof.password || !(await verifyPassword(user?.encrypted_password ?? null, proof.password))) {
    throw refused('password', 'That password is not right');
  }
  return 'password';
}
