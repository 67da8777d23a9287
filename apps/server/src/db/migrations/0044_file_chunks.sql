-- Large files (production files and proofs) are kept in chunks of about 1 MB, written one by one
-- while the upload streams in and read back one by one while a download streams out, so neither
-- the server nor the database holds a whole file in one value (docs/production.md).
-- A chunked file keeps an empty `data`; its content is its chunks in position order.
alter table files add column chunked boolean not null default false;

create table file_chunks (
  file_id uuid not null references files (id) on delete cascade,
  position integer not null check (position >= 0),
  data bytea not null check (length(data) between 1 and 2097152),
  primary key (file_id, position)
);
