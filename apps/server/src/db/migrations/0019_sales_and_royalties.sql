-- Sales reported by the stores, the authors' royalty terms, statements and payouts
-- (docs/royalties.md). Amounts stay in the sale's currency; statements convert them with the
-- exchange rates staff enter per month, in the base currency of the settings.

-- One row: the currency statements and payouts are in, and the balance an author must reach to be paid.
create table royalty_settings (
  id boolean primary key default true check (id),
  base_currency char(3) not null default 'USD' check (base_currency ~ '^[A-Z]{3}$'),
  minimum_payout numeric(12, 2) not null default 50 check (minimum_payout >= 0),
  updated_at timestamptz not null default now()
);
insert into royalty_settings default values;

-- A store that sends reports, with the column mapping its last file used.
create table sales_sources (
  id text primary key check (id ~ '^[a-z0-9-]+$'),
  name text not null,
  column_mapping jsonb,
  sort_order integer not null default 0
);
insert into sales_sources (id, name, sort_order) values
  ('amazon-kdp', 'Amazon KDP', 1),
  ('ingramspark', 'IngramSpark', 2),
  ('draft2digital', 'Draft2Digital', 3),
  ('apple-books', 'Apple Books', 4),
  ('kobo', 'Kobo Writing Life', 5),
  ('other', 'Other store', 6);

-- One confirmed file. Its lines are inserted in batches while status is 'running', each batch
-- moving progress_at (an import that stops moving, its server gone, is failed and its lines
-- removed); undoing it deletes them (refused once a statement includes any).
create table sales_imports (
  id uuid primary key default gen_random_uuid(),
  source_id text not null references sales_sources (id),
  file_name text not null,
  file_sha256 text not null,
  status text not null default 'running' check (status in ('running', 'imported', 'failed', 'undone')),
  rows_total integer not null default 0,
  rows_processed integer not null default 0,
  rows_imported integer not null default 0,
  rows_duplicate integer not null default 0,
  rows_failed integer not null default 0,
  error text,
  created_by uuid,
  created_by_email text,
  created_at timestamptz not null default now(),
  progress_at timestamptz not null default now(),
  finished_at timestamptz,
  undone_at timestamptz
);
create index sales_imports_recent on sales_imports (created_at desc);
create index sales_imports_file on sales_imports (file_sha256);

-- An identifier a store uses for a book that is not its ISBN (a Kindle ASIN), learned when staff
-- confirm a match by title, so the next file matches it at once.
create table book_identifiers (
  identifier text primary key,
  book_id text not null references books (id) on delete cascade
);

-- The author's share of a book's net revenue, per channel and format ('*' for all), from a date.
create table royalty_terms (
  id uuid primary key default gen_random_uuid(),
  book_id text not null references books (id) on delete cascade,
  channel text not null default '*',
  format text not null default '*',
  author_share numeric(5, 4) not null check (author_share >= 0 and author_share <= 1),
  effective_from date not null,
  created_at timestamptz not null default now(),
  unique (book_id, channel, format, effective_from)
);

-- What one unit of a currency is worth in the base currency during a month ('YYYY-MM').
create table exchange_rates (
  period text not null check (period ~ '^\d{4}-(0[1-9]|1[0-2])$'),
  currency char(3) not null check (currency ~ '^[A-Z]{3}$'),
  rate numeric(14, 6) not null check (rate > 0),
  updated_at timestamptz not null default now(),
  primary key (period, currency)
);

-- Issued statements never change: the trigger below refuses updates and deletes.
create table royalty_statements (
  id uuid primary key default gen_random_uuid(),
  author_id uuid not null references authors (id) on delete restrict,
  period text not null,
  period_label text not null,
  period_start date not null,
  period_end date not null,
  currency char(3) not null,
  opening_balance numeric(14, 2) not null,
  royalties numeric(14, 2) not null,
  payouts numeric(14, 2) not null,
  closing_balance numeric(14, 2) not null,
  -- The rates the statement used: [{ month, currency, rate }].
  rates jsonb not null default '[]',
  issued_at timestamptz not null default now(),
  issued_by_email text not null,
  unique (author_id, period)
);
create index royalty_statements_author on royalty_statements (author_id, period_end desc);

-- Per book, channel, currency and month of sale; a month before the period is a correction
-- (sales reported late), so an issued statement is never reopened.
create table royalty_statement_lines (
  id uuid primary key default gen_random_uuid(),
  statement_id uuid not null references royalty_statements (id) on delete restrict,
  book_id text,
  book_title text not null,
  channel text not null,
  sale_month text not null,
  correction boolean not null default false,
  units_sold integer not null,
  units_returned integer not null,
  net_revenue numeric(16, 4) not null,
  currency char(3) not null,
  rate numeric(14, 6) not null,
  royalty numeric(14, 2) not null,
  sort_order integer not null
);
create index royalty_statement_lines_statement on royalty_statement_lines (statement_id, sort_order);

create table royalty_payouts (
  id uuid primary key default gen_random_uuid(),
  author_id uuid not null references authors (id) on delete restrict,
  paid_on date not null,
  amount numeric(14, 2) not null check (amount > 0),
  currency char(3) not null,
  method text not null,
  reference text,
  -- The statement that reports it (the first one issued after it).
  statement_id uuid references royalty_statements (id),
  created_at timestamptz not null default now(),
  created_by_email text not null
);
create index royalty_payouts_author on royalty_payouts (author_id, paid_on desc);

create table sales_lines (
  id bigint generated always as identity primary key,
  import_id uuid not null references sales_imports (id),
  source_id text not null,
  -- sha256 of the line's natural key (contracts/royalties.ts naturalKey): the same sale from the
  -- same store is stored once, whichever file brings it.
  row_key text not null,
  book_id text not null references books (id) on delete restrict,
  author_id uuid not null references authors (id) on delete restrict,
  sale_date date not null,
  sale_month text not null,
  channel text not null,
  territory text not null,
  format text not null,
  units_sold integer not null check (units_sold >= 0),
  units_returned integer not null check (units_returned >= 0),
  list_price numeric(12, 2),
  net_revenue numeric(16, 4) not null,
  currency char(3) not null,
  -- From the book's terms on the sale date; null while the book has none (refreshed when terms change).
  author_share numeric(5, 4),
  statement_id uuid references royalty_statements (id),
  unique (source_id, row_key)
);
create index sales_lines_author_month on sales_lines (author_id, sale_month);
create index sales_lines_import on sales_lines (import_id);
create index sales_lines_unstated on sales_lines (author_id) where statement_id is null;

create function refuse_statement_change() returns trigger language plpgsql as $$
begin
  raise exception 'issued statements are immutable' using errcode = 'check_violation';
end;
$$;
create trigger royalty_statements_immutable before update or delete on royalty_statements
  for each row execute function refuse_statement_change();
create trigger royalty_statement_lines_immutable before update or delete on royalty_statement_lines
  for each row execute function refuse_statement_change();

-- The share of each unstated line of a book (or of an import) from the terms in effect on its
-- sale date: the most specific channel/format term, the latest of those.
create function apply_royalty_terms(target_book text, target_import uuid) returns void language sql as $$
  update sales_lines l set author_share = (
    select t.author_share from royalty_terms t
    where t.book_id = l.book_id and t.effective_from <= l.sale_date
      and (t.channel = '*' or lower(t.channel) = lower(l.channel))
      and (t.format = '*' or lower(t.format) = lower(l.format))
    order by (t.channel <> '*') desc, (t.format <> '*') desc, t.effective_from desc
    limit 1)
  where l.statement_id is null
    and (target_book is null or l.book_id = target_book)
    and (target_import is null or l.import_id = target_import);
$$;
