-- How each author is paid (docs/payouts.md). The details (bank account, PayPal address, postal
-- address) are one JSON document sealed with AES-256-GCM under the payout data key, which is kept
-- outside the database (PAYOUT_DATA_KEY or DATA_DIR/payout-data-key): neither this table nor a
-- backup of it holds a clear account number.
create table payment_profiles (
  author_id uuid primary key references authors (id) on delete restrict,
  method text not null check (method in ('ach', 'paypal', 'cheque')),
  details_sealed text not null,
  updated_at timestamptz not null default now(),
  -- Who entered it: the author's own address, or the staff member's.
  updated_by_email text not null
);
