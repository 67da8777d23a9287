-- Set on an account confirmed without anyone opening a link mailed to its address (signups with
-- IDENTITY_AUTOCONFIRM, an external login's unverified address): whoever chose its password or
-- enrolled its second factor may not own the mailbox. The first proof of the mailbox (a recovery
-- link, an email change confirmed from the new address) clears it and drops what was set before.
alter table identity_users add column address_unproven boolean not null default false;
