-- Whatever ends a session or changes what an account may do is announced on 'identity_access' at
-- commit, whichever code path (or operator's SQL) made the change: every server instance closes
-- the realtime sockets it concerns. Payload: {"kind", "userId", "sessionId"?} (see
-- apps/server/src/identity/access-events.ts).
create function identity_session_revoked() returns trigger
language plpgsql as $$
begin
  perform pg_notify('identity_access',
    json_build_object('kind', 'signed_out', 'userId', new.user_id, 'sessionId', new.id)::text);
  return new;
end
$$;

create trigger identity_sessions_revoked
  after update of revoked_at on identity_sessions
  for each row when (old.revoked_at is null and new.revoked_at is not null)
  execute function identity_session_revoked();

-- A deleted or banned account is signed out everywhere (tokens without a session included); a
-- change of its roles or audience makes its sockets reconnect, to be authorised afresh.
create function identity_user_access_changed() returns trigger
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
    or new.app_metadata -> 'roles' is distinct from old.app_metadata -> 'roles' then
    perform pg_notify('identity_access', json_build_object('kind', 'access_changed', 'userId', new.id)::text);
  end if;
  return new;
end
$$;

create trigger identity_users_access_changed
  after update or delete on identity_users
  for each row execute function identity_user_access_changed();
