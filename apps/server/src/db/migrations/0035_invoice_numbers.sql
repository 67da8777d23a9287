-- Sequential, gap-free invoice numbers per year (2026-0001, 2026-0002, …), given when an invoice
-- is billed: inserted, or changed from draft, with a status other than draft or cancelled. The
-- number is taken from a counter row per year in the same transaction as the billing: the row
-- stays locked until that transaction ends, so two instances billing at once take turns, and a
-- billing rolled back gives its number back (no duplicates, no gaps). The year is the invoice's
-- issue date's (today's without one). A number once given is kept, also when the invoice is
-- cancelled later. Invoices billed before this migration keep the number they were printed with
-- (the id's last 8 characters, upper-cased): their invoice_number stays null and every screen
-- shows that number for them.
create table invoice_number_counters (
  year integer primary key,
  last_number integer not null check (last_number > 0)
);

alter table invoices add column invoice_number text;
create unique index invoices_invoice_number on invoices (invoice_number);

create function invoices_assign_number() returns trigger language plpgsql as $$
declare
  number_year integer;
  next_number integer;
begin
  if new.invoice_number is null
    and lower(btrim(coalesce(new.status, ''))) not in ('draft', 'cancelled')
    and (tg_op = 'INSERT' or lower(btrim(coalesce(old.status, ''))) = 'draft') then
    number_year := extract(year from coalesce(new.issue_date, current_date))::integer;
    insert into invoice_number_counters as c (year, last_number) values (number_year, 1)
      on conflict (year) do update set last_number = c.last_number + 1
      returning last_number into next_number;
    new.invoice_number := number_year::text || '-' || lpad(next_number::text, 4, '0');
  end if;
  return new;
end;
$$;

create trigger invoices_number
  before insert or update of status on invoices
  for each row execute function invoices_assign_number();
