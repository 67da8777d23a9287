-- Staff console: the audit trail of every change staff make, and the public images (book covers)
-- they upload.

create table staff_audit_log (
  id uuid primary key default gen_random_uuid(),
  -- The identity account that made the change; kept as text so the trail outlives the account.
  actor_id text not null,
  actor_email text not null,
  -- What was done, e.g. invoice.create, invoice.payment, author.invite.
  action text not null check (action ~ '^[a-z_]+\.[a-z_]+$'),
  entity_type text not null,
  entity_id text not null,
  -- The author the change concerns, so an author's file lists its history.
  author_id uuid references authors (id) on delete set null,
  before jsonb,
  after jsonb,
  created_at timestamptz not null default now()
);
create index staff_audit_log_created on staff_audit_log (created_at desc);
create index staff_audit_log_author_created on staff_audit_log (author_id, created_at desc) where author_id is not null;
create index staff_audit_log_entity on staff_audit_log (entity_type, entity_id);

-- Images shown on the public site (book covers): anyone may download them.
create table public_images (
  id uuid primary key default gen_random_uuid(),
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
  size_bytes integer not null check (size_bytes > 0),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  data bytea not null,
  created_at timestamptz not null default now()
);
