-- Imports run on the job queue and become visible all at once (docs/royalties.md): a running
-- import stages its rows here, and one transaction moves them into sales_lines when it finishes.
-- The rows stay as the record of what each file reported, so undoing one import keeps the sales
-- another finished import also reported.

-- The confirmed file and its options, kept until the import's job has finished with it.
create table sales_import_files (
  import_id uuid primary key references sales_imports (id) on delete cascade,
  bytes bytea not null,
  -- { mapping, confirmations } as confirmed by staff.
  options jsonb not null
);

create table sales_import_rows (
  import_id uuid not null references sales_imports (id),
  row_key text not null,
  book_id text not null,
  author_id uuid not null,
  sale_date date not null,
  sale_month text not null,
  channel text not null,
  territory text not null,
  format text not null,
  units_sold integer not null,
  units_returned integer not null,
  list_price numeric(12, 2),
  net_revenue numeric(16, 4) not null,
  currency char(3) not null,
  author_share numeric(5, 4),
  primary key (import_id, row_key)
);
create index sales_import_rows_key on sales_import_rows (row_key);

-- A sale on an issued statement is never removed: the statement's figures rest on it.
create function refuse_stated_sale_delete() returns trigger language plpgsql as $$
begin
  if old.statement_id is not null then
    raise exception 'sales on an issued statement cannot be removed' using errcode = 'check_violation';
  end if;
  return old;
end;
$$;
create trigger sales_lines_keep_stated before delete on sales_lines
  for each row execute function refuse_stated_sale_delete();

select pgboss.create_queue('sales-import', '{"policy": "standard"}');
