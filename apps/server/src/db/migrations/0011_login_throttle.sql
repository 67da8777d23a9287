-- Password guessing is now slowed per email and client address in rate_limit_counters
-- (identity/login-throttle.ts): the account-wide failure count and pause are gone.
alter table identity_users drop column failed_login_count, drop column login_paused_until;
