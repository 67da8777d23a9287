/**
 * The user object of the identity service (GoTrue's wire contract,
 * shared/reference/identity-api.md §5): what GET /user, signup and invite answer, and all any
 * client may see of an account. The optional timestamps and `new_email` are left out when empty,
 * `factors` when none is enrolled.
 */
export interface IdentityUserData {
  id: string;
  aud: string;
  role: string;
  email: string;
  confirmed_at?: string;
  invited_at?: string;
  confirmation_sent_at?: string;
  recovery_sent_at?: string;
  new_email?: string;
  email_change_sent_at?: string;
  last_sign_in_at?: string;
  app_metadata: IdentityAppMetadata;
  user_metadata: Record<string, unknown> | null;
  /** The account's second factors; absent when none is enrolled. */
  factors?: IdentityFactor[];
  created_at: string;
  updated_at: string;
}

/** Set by the service and staff only: the sign-in provider and the roles (Netlify Identity's convention). */
export interface IdentityAppMetadata {
  provider?: string;
  roles?: string[];
  [key: string]: unknown;
}

/** A second factor of the account (GoTrue's factor object). */
export interface IdentityFactor {
  id: string;
  friendly_name: string | null;
  factor_type: 'totp';
  status: 'unverified' | 'verified';
  created_at: string;
  updated_at: string;
}
