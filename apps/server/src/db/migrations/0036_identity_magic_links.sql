-- Mailed one-time sign-in links (POST /magiclink): the way in from a new device while password
-- sign-in from unknown addresses is paused. Several may be live at once (a stranger asking for one
-- does not void the owner's); using one ends them all.
create table identity_magic_links (
  -- SHA-256 of the mailed token, like every other emailed token.
  token_hash text primary key,
  user_id uuid not null references identity_users (id) on delete cascade,
  -- The address it was mailed to: a link works only while that is still the account's address.
  email text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index identity_magic_links_user on identity_magic_links (user_id);
