import type { ColumnType, Generated, Selectable } from 'kysely';
import type { DefaultJson, DefaultTimestamp, Json, Timestamp } from './column-types.js';

/** Kysely's view of the tables of migrations/0003_identity.sql and 0009_signup_links.sql. */

export type Metadata = Record<string, unknown>;

export interface AppMetadata extends Metadata {
  provider: string;
  roles?: string[];
}

export interface AuthMethod {
  method: string;
  timestamp: number;
}

export interface IdentityUsersTable {
  id: Generated<string>;
  aud: Generated<string>;
  role: Generated<string>;
  email: string;
  encrypted_password: string | null;
  confirmed_at: Timestamp | null;
  invited_at: Timestamp | null;
  confirmation_token_hash: string | null;
  confirmation_sent_at: Timestamp | null;
  confirmation_expires_at: Timestamp | null;
  recovery_token_hash: string | null;
  recovery_sent_at: Timestamp | null;
  recovery_expires_at: Timestamp | null;
  new_email: string | null;
  email_change_token_hash: string | null;
  email_change_sent_at: Timestamp | null;
  email_change_expires_at: Timestamp | null;
  last_sign_in_at: Timestamp | null;
  app_metadata: DefaultJson<AppMetadata>;
  user_metadata: Json<Metadata | null> | null;
  banned_until: Timestamp | null;
  /** A second signup claimed the address before anyone confirmed it. */
  signup_contested_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Confirmed without a mailed link being opened (autoconfirm): its credentials may not be the mailbox owner's. */
  address_unproven: Generated<boolean>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** A mailed signup confirmation link; an unconfirmed account may have several live at once. */
export interface IdentitySignupLinksTable {
  token_hash: string;
  user_id: string;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
}

/** A mailed one-time sign-in link; an account may have several live at once. */
export interface IdentityMagicLinksTable {
  token_hash: string;
  user_id: string;
  email: string;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
}

export interface IdentitySessionsTable {
  id: Generated<string>;
  user_id: string;
  user_agent: string | null;
  ip: string | null;
  aal: Generated<'aal1' | 'aal2'>;
  amr: DefaultJson<AuthMethod[]>;
  created_at: DefaultTimestamp;
  last_used_at: DefaultTimestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  revoked_reason: string | null;
}

export interface IdentityRefreshTokensTable {
  id: Generated<string>;
  session_id: string;
  user_id: string;
  token_hash: string;
  parent_id: string | null;
  created_at: DefaultTimestamp;
  rotated_at: Timestamp | null;
}

export interface IdentityMfaFactorsTable {
  id: Generated<string>;
  user_id: string;
  factor_type: Generated<'totp'>;
  friendly_name: string | null;
  status: Generated<'unverified' | 'verified'>;
  secret_encrypted: string;
  last_used_step: number | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface IdentityMfaChallengesTable {
  id: Generated<string>;
  factor_id: string;
  ip: string | null;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  verified_at: Timestamp | null;
}

export interface IdentityAuditLogTable {
  id: Generated<number>;
  event: string;
  user_id: string | null;
  actor_id: string | null;
  ip: string | null;
  details: DefaultJson<Metadata>;
  created_at: DefaultTimestamp;
}

export type IdentityUser = Selectable<IdentityUsersTable>;
export type IdentitySession = Selectable<IdentitySessionsTable>;
export type MfaFactor = Selectable<IdentityMfaFactorsTable>;

/** The identity service's tables, part of Kysely's DB (`schema.ts`). */
export interface IdentityTables {
  identity_users: IdentityUsersTable;
  identity_signup_links: IdentitySignupLinksTable;
  identity_magic_links: IdentityMagicLinksTable;
  identity_sessions: IdentitySessionsTable;
  identity_refresh_tokens: IdentityRefreshTokensTable;
  identity_mfa_factors: IdentityMfaFactorsTable;
  identity_mfa_challenges: IdentityMfaChallengesTable;
  identity_audit_log: IdentityAuditLogTable;
}
