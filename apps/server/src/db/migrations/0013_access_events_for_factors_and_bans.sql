-- Two more changes alter what a token may do, and are announced on 'identity_access' like the
-- others (migration 0010), so that per-instance caches of a token's access stay exact:
-- * a second factor verified or removed: the data API refuses an aal1 session of an account with
--   a verified factor, so its sockets reconnect and are authorised afresh;
-- * a ban lifted (or shortened into the past): the account's tokens are accepted again.
create or replace function identity_user_access_changed() returns trigger
language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform pg_notify('identity_access', json_build_object('kind', 'signed_out', 'userId', old.id)::text);
    return old;
  end if;
  if new.banned_until is not null and new.banned_until > now()
    and new.banned_until is distinct from old.banned_until then
    perform pg_notify('identity_access', json_build_object('kind', 'signed_out', 'userId', new.id)::text);
  elsif new.role is distinct from old.role
    or new.aud is distinct from old.aud
    or new.app_metadata -> 'roles' is distinct from old.app_metadata -> 'roles'
    or new.banned_until is distinct from old.banned_until then
    perform pg_notify('identity_access', json_build_object('kind', 'access_changed', 'userId', new.id)::text);
  end if;
  return new;
end
$$;

create function identity_factor_access_changed() returns trigger
language plpgsql as $$
declare
  was_verified boolean := tg_op <> 'INSERT' and old.status = 'verified';
  is_verified boolean := tg_op <> 'DELETE' and new.status = 'verified';
begin
  if was_verified is distinct from is_verified then
    perform pg_notify('identity_access', json_build_object(
      'kind', 'access_changed',
      'userId', case when tg_op = 'DELETE' then old.user_id else new.user_id end)::text);
  end if;
  return null;
end
$$;

create trigger identity_mfa_factors_access_changed
  after insert or update of status or delete on identity_mfa_factors
  for each row execute function identity_factor_access_changed();
