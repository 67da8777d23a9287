-- Signup confirmation links live in their own table, so that several can be live at once for one
-- unconfirmed account: a second signup or a resend adds a link and never revokes one already
-- mailed. Invitations keep their single token in identity_users.confirmation_token_hash.
create table identity_signup_links (
  -- SHA-256 of the mailed token, like every other emailed token.
  token_hash text primary key,
  user_id uuid not null references identity_users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index identity_signup_links_user on identity_signup_links (user_id);

-- Set when a second signup claimed an address nobody has confirmed: whoever confirms it then sets
-- a new password, since the one on file may belong to either person.
alter table identity_users add column signup_contested_at timestamptz;

-- Pending signup links move over; an invitation's token stays where it is.
insert into identity_signup_links (token_hash, user_id, created_at, expires_at)
select confirmation_token_hash, id, coalesce(confirmation_sent_at, now()), coalesce(confirmation_expires_at, now())
from identity_users
where confirmation_token_hash is not null and invited_at is null and confirmed_at is null;
update identity_users
set confirmation_token_hash = null, confirmation_expires_at = null
where confirmation_token_hash is not null and invited_at is null;
