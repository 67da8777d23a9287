-- In-app signatures of agreements (docs/agreements.md): staff send the agreement's PDF for
-- signature, the author signs it in the dashboard, an admin may countersign, and the server seals
-- each signature into a new PDF with a certificate page. Everything that happens is kept as an
-- event; the sealed files are written once and never changed.

create table agreement_signature_requests (
  id uuid primary key default gen_random_uuid(),
  agreement_id uuid not null references contract_documents (id) on delete cascade,
  author_id uuid not null references authors (id) on delete cascade,
  title text not null check (length(title) between 1 and 300),
  -- The document as sent, and its SHA-256 at that moment.
  original_file_id uuid not null references files (id),
  original_sha256 text not null check (original_sha256 ~ '^[0-9a-f]{64}$'),
  countersign_required boolean not null default false,
  status text not null default 'sent'
    check (status in ('sent', 'viewed', 'signed', 'declined', 'completed', 'cancelled', 'expired')),
  signer_email text not null,
  sent_by_email text not null,
  sent_at timestamptz not null default now(),
  expires_at timestamptz not null,
  viewed_at timestamptz,
  -- The author's signature.
  consent_text text,
  consented_at timestamptz,
  signer_name text check (length(signer_name) between 1 and 200),
  drawn_signature bytea,
  signed_at timestamptz,
  signer_ip text,
  signer_user_agent text,
  -- How the signer proved it was them at that moment: 'password' or 'authenticator code'.
  signer_proof text,
  signed_file_id uuid references files (id),
  -- The signed pages before the certificate was added (the certificate quotes this hash).
  signed_pages_sha256 text check (signed_pages_sha256 ~ '^[0-9a-f]{64}$'),
  signed_sha256 text check (signed_sha256 ~ '^[0-9a-f]{64}$'),
  declined_at timestamptz,
  decline_reason text,
  -- The admin's countersignature.
  countersigner_id uuid,
  countersigner_name text,
  countersigner_email text,
  countersigned_at timestamptz,
  countersigner_ip text,
  countersigner_user_agent text,
  countersigner_proof text,
  completed_file_id uuid references files (id),
  completed_pages_sha256 text check (completed_pages_sha256 ~ '^[0-9a-f]{64}$'),
  completed_sha256 text check (completed_sha256 ~ '^[0-9a-f]{64}$'),
  check ((signed_file_id is null) = (signed_sha256 is null)),
  check ((completed_file_id is null) = (completed_sha256 is null))
);
-- One live request per agreement: a new one only after the last was declined, cancelled or expired.
create unique index agreement_signature_requests_live on agreement_signature_requests (agreement_id)
  where status in ('sent', 'viewed', 'signed', 'completed');
create index agreement_signature_requests_agreement on agreement_signature_requests (agreement_id, sent_at desc);

-- The evidence trail: sent, viewed, consented, signed, declined, countersigned, cancelled.
create table agreement_signature_events (
  id uuid primary key default gen_random_uuid(),
  request_id uuid not null references agreement_signature_requests (id) on delete cascade,
  event text not null check (event ~ '^[a-z_]{1,40}$'),
  actor_id uuid,
  actor_email text,
  ip text,
  user_agent text,
  details jsonb not null default '{}',
  -- The moment of the step itself, not of its transaction.
  created_at timestamptz not null default clock_timestamp(),
  -- The order of the steps, even those recorded within the same microsecond.
  position bigint generated always as identity
);
create index agreement_signature_events_request on agreement_signature_events (request_id, position);

-- A sealed file is stored once: once set, neither the request's pointer to it nor its hash can
-- change, whatever writes the row.
create function agreement_signature_seals_are_final() returns trigger language plpgsql as $$
begin
  if (old.signed_file_id is not null and new.signed_file_id is distinct from old.signed_file_id)
    or (old.signed_sha256 is not null and new.signed_sha256 is distinct from old.signed_sha256)
    or (old.completed_file_id is not null and new.completed_file_id is distinct from old.completed_file_id)
    or (old.completed_sha256 is not null and new.completed_sha256 is distinct from old.completed_sha256)
    or new.original_file_id is distinct from old.original_file_id
    or new.original_sha256 is distinct from old.original_sha256 then
    raise exception 'A sealed agreement file cannot be replaced' using errcode = 'integrity_constraint_violation';
  end if;
  return new;
end;
$$;
create trigger agreement_signature_seals_are_final before update on agreement_signature_requests
  for each row execute function agreement_signature_seals_are_final();

-- And the sealed files' contents are never rewritten (nor the originals' once sent); other columns
-- may change (a project deleted clears its link). Deleting the author deletes them with the rest
-- of the author's records.
create function agreement_files_are_final() returns trigger language plpgsql as $$
begin
  if (new.data, new.sha256, new.size_bytes, new.content_type, new.purpose)
      is distinct from (old.data, old.sha256, old.size_bytes, old.content_type, old.purpose)
    and (old.purpose = 'agreement_sealed' or exists (
      select 1 from agreement_signature_requests r where r.original_file_id = old.id
    )) then
    raise exception 'A sent or sealed agreement file cannot be changed' using errcode = 'integrity_constraint_violation';
  end if;
  return new;
end;
$$;
create trigger agreement_files_are_final before update on files
  for each row execute function agreement_files_are_final();
