-- The tax form each author signs before they are paid (docs/payouts.md): a W-9 (US person) or a
-- W-8BEN (foreign person). The form's details, the taxpayer number among them, are one JSON
-- document sealed with AES-256-GCM under the payout data key, like payment_profiles.
create table tax_profiles (
  author_id uuid primary key references authors (id) on delete restrict,
  form text not null check (form in ('w9', 'w8ben')),
  -- The share of each payout withheld for the IRS, in whole percent: 0 on a W-9, the treaty's rate
  -- or 30 on a W-8BEN. Kept in clear so a payout run needs no key to propose amounts.
  withholding_percent integer not null check (withholding_percent between 0 and 100),
  details_sealed text not null,
  signed_at timestamptz not null,
  signed_by_email text not null,
  -- How the signer proved who they were: 'password' or 'authenticator code'.
  signer_proof text not null
);
