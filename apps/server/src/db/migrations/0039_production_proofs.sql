-- Production and proofs (docs/production.md): each package has a template of production stages,
-- a project runs through its own copy of them, files are exchanged as immutable versions, and staff
-- send proofs that the author comments on page by page and finally approves. An approval keeps the
-- evidence of what exactly was approved, by whom, when and from where.

-- The production steps of a package, in order; admins edit them.
create table production_stage_templates (
  id uuid primary key default gen_random_uuid(),
  service_id text not null references catalogue_services (id) on delete cascade,
  position integer not null check (position >= 0),
  name text not null check (length(name) between 1 and 120),
  planned_days integer not null default 7 check (planned_days between 0 and 365),
  unique (service_id, position)
);

-- A project's stages, copied from its package's template when the project starts.
create table production_project_stages (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references production_projects (id) on delete cascade,
  position integer not null check (position >= 0),
  name text not null check (length(name) between 1 and 120),
  planned_start date,
  planned_end date,
  actual_start date,
  actual_end date,
  -- The staff member who owns the stage (an identity user).
  owner_id uuid references identity_users (id) on delete set null,
  next_step text check (length(next_step) <= 500),
  unique (project_id, position),
  check (planned_end is null or planned_start is null or planned_end >= planned_start),
  check (actual_end is null or actual_start is null or actual_end >= actual_start)
);

-- A project's files by kind and name; each upload is a new version, never an overwrite.
create table production_project_files (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references production_projects (id) on delete cascade,
  kind text not null check (kind in ('manuscript', 'image', 'cover', 'interior', 'proof', 'other')),
  name text not null check (length(name) between 1 and 200),
  created_at timestamptz not null default now(),
  unique (project_id, kind, name)
);

create table production_file_versions (
  id uuid primary key default gen_random_uuid(),
  project_file_id uuid not null references production_project_files (id) on delete cascade,
  version integer not null check (version >= 1),
  file_id uuid not null references files (id),
  size_bytes bigint not null check (size_bytes >= 0),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  content_type text not null,
  -- Who uploaded it: 'author' or 'staff', and their identity and address.
  uploaded_by_role text not null check (uploaded_by_role in ('author', 'staff')),
  uploaded_by_id uuid,
  uploaded_by_email text not null,
  created_at timestamptz not null default now(),
  unique (project_file_id, version),
  unique (file_id)
);

-- A version is history: it is never changed nor removed on its own (only with its project).
create function production_file_versions_are_final() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' then
    raise exception 'A file version cannot be changed' using errcode = 'integrity_constraint_violation';
  end if;
  if exists (select 1 from production_project_files f where f.id = old.project_file_id) then
    raise exception 'A file version cannot be removed' using errcode = 'integrity_constraint_violation';
  end if;
  return old;
end;
$$;
create trigger production_file_versions_are_final before update or delete on production_file_versions
  for each row execute function production_file_versions_are_final();

-- A proof sent for review: one file version, a due date and the free correction rounds left.
create table production_proofs (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references production_projects (id) on delete cascade,
  version integer not null check (version >= 1),
  file_version_id uuid not null references production_file_versions (id),
  status text not null default 'waiting_author'
    check (status in ('waiting_author', 'changes_requested', 'approved', 'superseded')),
  sent_by_email text not null,
  sent_at timestamptz not null default now(),
  due_at timestamptz not null default now() + interval '14 days',
  free_rounds_left integer not null check (free_rounds_left >= 0),
  -- Set when the author asks for changes with no free round left: staff quote the extra round.
  extra_round_flagged_at timestamptz,
  changes_requested_at timestamptz,
  -- The version this one replaces (marked superseded in the same transaction).
  supersedes uuid unique references production_proofs (id),
  unique (project_id, version)
);
-- One live proof per project: a new version supersedes the last in the same transaction.
create unique index production_proofs_live on production_proofs (project_id)
  where status in ('waiting_author', 'changes_requested', 'approved');

-- The author's comments, pinned to a spot on a page (x and y as fractions of the page).
create table production_proof_comments (
  id uuid primary key default gen_random_uuid(),
  proof_id uuid not null references production_proofs (id) on delete cascade,
  page integer not null check (page >= 1),
  x real not null check (x between 0 and 1),
  y real not null check (y between 0 and 1),
  note text not null check (length(note) between 1 and 4000),
  text_change text check (length(text_change) between 1 and 4000),
  author_id uuid not null references authors (id) on delete cascade,
  created_at timestamptz not null default now(),
  -- Staff's answer in the round that follows, and the proof version that carries it.
  answer_status text check (answer_status in ('done', 'not_possible')),
  answer_text text check (length(answer_text) <= 4000),
  answered_by_email text,
  answered_at timestamptz,
  answered_in_proof_id uuid references production_proofs (id),
  check ((answer_status is null) = (answered_at is null))
);
create index production_proof_comments_proof on production_proof_comments (proof_id, page, created_at);

-- The approval, once per proof: the evidence of what exactly was approved.
create table production_proof_approvals (
  proof_id uuid primary key references production_proofs (id) on delete cascade,
  author_id uuid not null references authors (id) on delete cascade,
  approver_email text not null,
  approved_at timestamptz not null default clock_timestamp(),
  ip text not null,
  user_agent text not null,
  -- How the author proved it was them at that moment: 'password' or 'authenticator code'.
  proof_of_identity text not null,
  approved_sha256 text not null check (approved_sha256 ~ '^[0-9a-f]{64}$')
);

create function production_proof_approvals_are_final() returns trigger language plpgsql as $$
begin
  raise exception 'An approval cannot be changed' using errcode = 'integrity_constraint_violation';
end;
$$;
create trigger production_proof_approvals_are_final before update on production_proof_approvals
  for each row execute function production_proof_approvals_are_final();

-- A proof can be approved only while it waits on the author, never once superseded.
create function production_approval_needs_live_proof() returns trigger language plpgsql as $$
begin
  if not exists (
    select 1 from production_proofs p where p.id = new.proof_id and p.status = 'waiting_author' for update
  ) then
    raise exception 'Only a proof waiting on its author can be approved' using errcode = 'check_violation';
  end if;
  update production_proofs set status = 'approved' where id = new.proof_id;
  return new;
end;
$$;
create trigger production_approval_needs_live_proof before insert on production_proof_approvals
  for each row execute function production_approval_needs_live_proof();
