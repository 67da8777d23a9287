-- Author dashboard: uploaded files kept in the database, and backup-email verification links.

create table files (
  id uuid primary key default gen_random_uuid(),
  owner_author_id uuid not null references authors (id) on delete cascade,
  -- Set when the team shares the file on one of the author's projects.
  production_project_id uuid references production_projects (id) on delete set null,
  -- What the file is for: avatar, project_file, chat_attachment, agreement, ...
  purpose text not null check (purpose ~ '^[a-z_]{1,40}$'),
  file_name text not null check (length(file_name) between 1 and 255),
  content_type text not null check (length(content_type) between 3 and 255),
  size_bytes integer not null check (size_bytes >= 0),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  data bytea not null,
  created_at timestamptz not null default now()
);
create index files_owner_created on files (owner_author_id, created_at desc);
create index files_project on files (production_project_id) where production_project_id is not null;

-- One pending verification per author: asking again replaces the previous link.
create table backup_email_verifications (
  author_id uuid primary key references authors (id) on delete cascade,
  email text not null check (position('@' in email) > 1),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
