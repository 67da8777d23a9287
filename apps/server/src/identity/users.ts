import type { IdentityFactor, IdentityUserData } from '@app/contracts/identity-user';
import type { Kysely, Updateable } from 'kysely';
import type { DB } from '../db/schema.js';
import type { IdentityUser, IdentityUsersTable, Metadata, MfaFactor } from '../db/identity.tables.js';

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : undefined);

export const factorJson = (factor: MfaFactor): IdentityFactor => ({
  id: factor.id,
  friendly_name: factor.friendly_name,
  factor_type: factor.factor_type,
  status: factor.status,
  created_at: new Date(factor.created_at).toISOString(),
  updated_at: new Date(factor.updated_at).toISOString(),
});

/** GoTrue omits the optional timestamps and `new_email` when empty; `factors` only when enrolled. */
/** What any client may see of an account: GoTrue's user object, never a hash or a token. */
export function userJson(user: IdentityUser, factors: MfaFactor[] = []): IdentityUserData {
  const optional = {
    confirmed_at: iso(user.confirmed_at),
    invited_at: iso(user.invited_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.new_email ?? undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
  };
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    ...(factors.length ? { factors: factors.map(factorJson) } : {}),
    created_at: new Date(user.created_at).toISOString(),
    updated_at: new Date(user.updated_at).toISOString(),
  };
}

/** GoTrue's merge: keys of `patch` replace those of `current`, a `null` value removes the key. */
export function mergeMetadata<T extends Metadata>(current: T | null, patch: Metadata): T {
  const merged: Metadata = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged as T;
}

export const normalizeEmail = (email: string) => email.trim();

/** Whether the account may use the admin API: GoTrue's `role` or our `app_metadata.roles`. */
export const isAdminUser = (user: IdentityUser) =>
  user.role === 'admin' || (user.app_metadata.roles ?? []).includes('admin');

export const isBanned = (user: IdentityUser, now = new Date()) =>
  user.banned_until !== null && new Date(user.banned_until) > now;

export function findUserById(db: Kysely<DB>, id: string): Promise<IdentityUser | undefined> {
  return db.selectFrom('identity_users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Emails match whatever their case (one account per email and audience). */
export function findUserByEmail(db: Kysely<DB>, email: string, aud: string): Promise<IdentityUser | undefined> {
  return db
    .selectFrom('identity_users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', normalizeEmail(email).toLowerCase()))
    .where('aud', '=', aud)
    .executeTakeFirst();
}

export function listFactors(db: Kysely<DB>, userId: string): Promise<MfaFactor[]> {
  return db
    .selectFrom('identity_mfa_factors')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/** Writes the given columns and bumps updated_at; returns the fresh row. */
export async function updateUser(
  db: Kysely<DB>,
  id: string,
  changes: Updateable<IdentityUsersTable>,
): Promise<IdentityUser> {
  return db
    .updateTable('identity_users')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
