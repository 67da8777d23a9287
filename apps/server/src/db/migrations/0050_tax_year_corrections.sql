-- Year-end corrections (docs/payouts.md#year-end). Once a calendar year has ended, what was paid
-- and withheld in it is reported (1099-MISC, 1042-S) and stays as it was: a change is a new line,
-- dated after the year, naming the year it corrects. The year's figures add its lines.
create table tax_year_corrections (
  id uuid primary key default gen_random_uuid(),
  author_id uuid not null references authors (id) on delete restrict,
  tax_year integer not null check (tax_year between 2000 and 2999),
  recorded_on date not null,
  -- Changes in integer cents, negative to reduce the year's figures.
  paid_cents bigint not null,
  withheld_cents bigint not null,
  note text not null,
  created_at timestamptz not null default now(),
  created_by_email text not null,
  check (recorded_on > make_date(tax_year, 12, 31)),
  check (paid_cents <> 0 or withheld_cents <> 0)
);
create index tax_year_corrections_year on tax_year_corrections (tax_year, author_id);

-- Never edited nor removed: a wrong correction is corrected by another line.
create function tax_year_corrections_append_only() returns trigger
language plpgsql as $$
begin
  raise exception 'tax_year_corrections are kept as recorded: record a new correction instead';
end;
$$;
create trigger tax_year_corrections_append_only
  before update or delete on tax_year_corrections
  for each row execute function tax_year_corrections_append_only();
