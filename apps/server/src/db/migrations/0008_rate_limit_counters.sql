-- Abuse-limit counters (logins, signups, recovery, visitor forms, author lookup), shared by every
-- server instance on this database: one fixed window per key, e.g. 'identity:token:ip:203.0.113.7'.
create table rate_limit_counters (
  key text primary key,
  hits integer not null,
  reset_at timestamptz not null
);
-- The sweep deletes ended windows by this.
create index rate_limit_counters_reset_at on rate_limit_counters (reset_at);
