-- Identity service: people who can sign in, their sessions, second factors and an audit trail.
-- Secrets are never stored in the clear: passwords are argon2id hashes, every emailed or
-- refresh token is kept as its SHA-256 hash, TOTP secrets are encrypted with a key derived
-- from JWT_SECRET.

create table identity_users (
  id uuid primary key default gen_random_uuid(),
  -- Audience the account belongs to ('' for the site itself, as on Netlify).
  aud text not null default '',
  -- GoTrue's top-level role; 'admin' grants the admin API like app_metadata.roles does.
  role text not null default '',
  email text not null check (position('@' in email) > 1),
  encrypted_password text,
  confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token_hash text,
  confirmation_sent_at timestamptz,
  confirmation_expires_at timestamptz,
  recovery_token_hash text,
  recovery_sent_at timestamptz,
  recovery_expires_at timestamptz,
  new_email text,
  email_change_token_hash text,
  email_change_sent_at timestamptz,
  email_change_expires_at timestamptz,
  last_sign_in_at timestamptz,
  app_metadata jsonb not null default '{"provider":"email"}',
  user_metadata jsonb,
  -- Brute-force protection: consecutive failed password logins, and the pause they caused.
  failed_login_count integer not null default 0 check (failed_login_count >= 0),
  login_paused_until timestamptz,
  banned_until timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- One account per email and audience, whatever its case.
create unique index identity_users_email_aud_key on identity_users (lower(email), aud);
create unique index identity_users_confirmation_token_key on identity_users (confirmation_token_hash);
create unique index identity_users_recovery_token_key on identity_users (recovery_token_hash);
create unique index identity_users_email_change_token_key on identity_users (email_change_token_hash);
create index identity_users_created_at on identity_users (created_at desc);

-- A session is one refresh-token family: the login it started from and every rotation after it.
create table identity_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references identity_users (id) on delete cascade,
  user_agent text,
  ip text,
  aal text not null default 'aal1' check (aal in ('aal1', 'aal2')),
  -- Authentication methods used in this session: [{method, timestamp}].
  amr jsonb not null default '[]',
  created_at timestamptz not null default now(),
  last_used_at timestamptz not null default now(),
  -- Absolute lifetime: rotation never extends a session beyond this instant.
  expires_at timestamptz not null,
  revoked_at timestamptz,
  revoked_reason text
);
create index identity_sessions_user on identity_sessions (user_id, created_at desc);

create table identity_refresh_tokens (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references identity_sessions (id) on delete cascade,
  user_id uuid not null references identity_users (id) on delete cascade,
  token_hash text not null unique,
  parent_id uuid references identity_refresh_tokens (id) on delete set null,
  created_at timestamptz not null default now(),
  -- Set when the token was exchanged for a successor; a later use is a reuse.
  rotated_at timestamptz
);
create index identity_refresh_tokens_session on identity_refresh_tokens (session_id);

create table identity_mfa_factors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references identity_users (id) on delete cascade,
  factor_type text not null default 'totp' check (factor_type = 'totp'),
  friendly_name text,
  status text not null default 'unverified' check (status in ('unverified', 'verified')),
  secret_encrypted text not null,
  -- TOTP time step of the last accepted code: the same code is never accepted twice.
  last_used_step bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index identity_mfa_factors_user on identity_mfa_factors (user_id);

create table identity_mfa_challenges (
  id uuid primary key default gen_random_uuid(),
  factor_id uuid not null references identity_mfa_factors (id) on delete cascade,
  ip text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  verified_at timestamptz
);

-- Every identity event. No foreign keys: the trail outlives deleted accounts.
create table identity_audit_log (
  id bigint generated always as identity primary key,
  event text not null,
  user_id uuid,
  actor_id uuid,
  ip text,
  details jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index identity_audit_log_user on identity_audit_log (user_id, created_at desc);
create index identity_audit_log_created_at on identity_audit_log (created_at desc);
