-- The token signing secret of instances on PostgreSQL started without JWT_SECRET: one row, written
-- by whichever instance starts first (insert ... on conflict do nothing) and read by all the others,
-- so every instance accepts every other's tokens (config/secrets.ts).
create table signing_secret (
  id boolean primary key default true check (id),
  secret text not null check (length(secret) >= 32),
  created_at timestamptz not null default now()
);
