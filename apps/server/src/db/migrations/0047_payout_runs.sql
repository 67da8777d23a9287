-- Payout runs (docs/payouts.md): staff pay every author owed at least the minimum payout in one
-- go, for a period. Each item records its payout in royalty_payouts (the one ledger of what was
-- paid), keeps the payee's details as they were at confirmation (sealed, like payment_profiles),
-- and its amounts in integer cents.
create table payout_runs (
  id uuid primary key default gen_random_uuid(),
  period text not null check (period ~ '^\d{4}-(0[1-9]|1[0-2])$'),
  status text not null check (status in ('confirmed', 'sent', 'cancelled')),
  currency char(3) not null,
  pay_date date not null,
  created_at timestamptz not null default now(),
  created_by_email text not null,
  sent_at timestamptz,
  sent_by_email text,
  cancelled_at timestamptz,
  cancelled_by_email text
);
-- One live run per period: a second confirmation of the period, even a concurrent one, finds it.
create unique index payout_runs_one_live_per_period on payout_runs (period) where status <> 'cancelled';

create table payout_run_items (
  id uuid primary key default gen_random_uuid(),
  run_id uuid not null references payout_runs (id) on delete restrict,
  author_id uuid not null references authors (id) on delete restrict,
  payout_id uuid references royalty_payouts (id) on delete set null,
  method text not null check (method in ('ach', 'paypal', 'cheque')),
  gross_cents bigint not null check (gross_cents > 0),
  withholding_percent integer not null check (withholding_percent between 0 and 100),
  withholding_cents bigint not null check (withholding_cents >= 0),
  net_cents bigint not null check (net_cents = gross_cents - withholding_cents),
  details_sealed text not null,
  sort_order integer not null,
  unique (run_id, author_id)
);
create index payout_run_items_author on payout_run_items (author_id);
