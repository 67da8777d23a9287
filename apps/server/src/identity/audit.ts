import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Metadata } from '../db/identity.tables.js';

export type AuditEvent =
  | 'signup'
  | 'signup_repeated'
  | 'user_confirmed'
  | 'login'
  | 'login_failed'
  | 'login_paused'
  | 'refresh_token_reused'
  | 'logout'
  | 'session_revoked'
  | 'recovery_requested'
  | 'recovery_verified'
  | 'magiclink_requested'
  | 'password_changed'
  | 'email_change_requested'
  | 'email_changed'
  | 'user_updated'
  | 'invite_sent'
  | 'invite_accepted'
  | 'external_login'
  | 'factor_enrolled'
  | 'factor_verified'
  | 'factor_removed'
  | 'mfa_challenge_failed'
  | 'admin_user_created'
  | 'admin_user_updated'
  | 'admin_user_deleted';

export interface AuditEntry {
  event: AuditEvent;
  userId?: string | null;
  /** Who acted when it is not the user themselves (an admin); null for the operator token. */
  actorId?: string | null;
  ip?: string | null;
  details?: Metadata;
}

/** Appends one event to the identity audit trail. Never holds a password or a token. */
export async function audit(db: Kysely<DB>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('identity_audit_log')
    .values({
      event: entry.event,
      user_id: entry.userId ?? null,
      actor_id: entry.actorId ?? null,
      ip: entry.ip ?? null,
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}
