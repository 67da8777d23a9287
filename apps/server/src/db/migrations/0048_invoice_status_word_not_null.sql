-- 0021's status word is never null (its expression coalesces): the database now says so, as the
-- code reading it assumes.
alter table invoices alter column status_word set not null;
