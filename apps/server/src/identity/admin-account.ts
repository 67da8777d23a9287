import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { audit } from './audit.js';
import { checkNewPassword, validEmail } from './body.js';
import { hashPassword } from './passwords.js';
import { findUserByEmail, updateUser } from './users.js';

export interface AdminAccountResult {
  id: string;
  created: boolean;
  /** Set when the password was generated: shown once, never stored in the clear. */
  generatedPassword?: string;
}

/** A password of 20 URL-safe random characters (120 bits). */
export const generatePassword = () => randomBytes(15).toString('base64url');

/**
 * Makes `email` an admin: creates the account (confirmed) or adds `admin` to the roles of an
 * existing one. A new account gets `password`, or a generated one; an existing account's
 * password changes only when one is given.
 */
export async function ensureAdminAccount(
  db: Kysely<DB>,
  options: { email: string; password?: string; minPasswordLength: number },
): Promise<AdminAccountResult> {
  const email = validEmail(options.email);
  if (options.password !== undefined) checkNewPassword(options.password, options.minPasswordLength);
  const existing = await findUserByEmail(db, email, '');
  if (existing) {
    const roles = [...new Set([...(existing.app_metadata.roles ?? []), 'admin'])];
    await updateUser(db, existing.id, {
      app_metadata: JSON.stringify({ ...existing.app_metadata, roles }),
      confirmed_at: existing.confirmed_at ?? new Date(),
      ...(options.password !== undefined ? { encrypted_password: await hashPassword(options.password) } : {}),
    });
    await audit(db, { event: 'admin_user_updated', userId: existing.id, details: { via: 'cli', roles } });
    return { id: existing.id, created: false };
  }
  const generatedPassword = options.password === undefined ? generatePassword() : undefined;
  const user = await db
    .insertInto('identity_users')
    .values({
      email,
      encrypted_password: await hashPassword(options.password ?? generatedPassword!),
      confirmed_at: new Date(),
      app_metadata: JSON.stringify({ provider: 'email', roles: ['admin'] }),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await audit(db, { event: 'admin_user_created', userId: user.id, details: { via: 'cli' } });
  return { id: user.id, created: true, ...(generatedPassword ? { generatedPassword } : {}) };
}
