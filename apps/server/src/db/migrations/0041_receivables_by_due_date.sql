-- The ageing report and the Today figures read summary rows kept up to date by the database as
-- invoices and installments change, instead of ageing every invoice on each read, so they cost
-- the same at 1,000,000 invoices as at 1,000.
--
-- What moves with time is only "today": which bucket a due date falls in. So the rows hold what
-- does not move, the open amounts per due date (`openAmounts` in contracts/receivables.ts), and
-- the reads derive the buckets from them. Triggers keep them (one way for every writer: the
-- API, payments, plan edits, the reminders job, bulk loads), in the transaction of the change.

-- Each billed, unpaid invoice's open balance split by the day each part falls due (its unpaid
-- installments, oldest first, then what the balance holds beyond them, due with the invoice).
-- An invoice with neither due nor issue date is never past due: its parts fall due 9999-12-31.
create table invoice_open_parts (
  invoice_id uuid not null,
  author_id uuid not null,
  due_on date not null,
  amount numeric(12, 2) not null check (amount > 0),
  primary key (invoice_id, due_on)
);

-- The sums of those parts per author and due day. `invoices` counts the invoices whose earliest
-- open part falls due that day, so "invoices holding an overdue balance" is a sum too. Days
-- before `receivables_horizon.since` are folded into the day before it: they are all more than
-- 90 days past due by then, in the last bucket whatever the date, and the table stays about
-- (authors × open due days of the last months) rows however many invoices there are.
create table receivables_by_due (
  author_id uuid not null,
  due_on date not null,
  amount numeric(14, 2) not null,
  invoices integer not null,
  primary key (author_id, due_on)
);
create index receivables_by_due_day on receivables_by_due (due_on) include (amount, invoices);

create table receivables_horizon (
  single boolean primary key default true check (single),
  since date not null
);
insert into receivables_horizon (since) values (current_date - 120);

-- The summary row a part due on `due_on` is added to.
create function receivables_day(due_on date, since date) returns date language sql immutable as $$
  select greatest(due_on, since - 1)
$$;

-- Recomputes the open parts of these invoices and moves the sums from their old parts to their new ones.
-- `in (select unnest(...))` rather than `= any(...)`: a bulk load passes a million ids, which a
-- semi-join hashes once instead of searching the array for every row.
create function refresh_receivables(targets uuid[]) returns void language plpgsql as $$
declare
  horizon date;
  touched_authors uuid[];
  touched_days date[];
begin
  if coalesce(cardinality(targets), 0) = 0 then return; end if;
  -- Folding the old days waits for this change, and this change for a fold under way.
  select since into horizon from receivables_horizon for share;

  with gone as (
    delete from invoice_open_parts where invoice_id in (select unnest(targets))
    returning invoice_id, author_id, receivables_day(due_on, horizon) as day, amount
  ), firsts as (
    select invoice_id, min(day) as day from gone group by invoice_id
  ), back as (
    select g.author_id, g.day, sum(g.amount) as amount, count(distinct f.invoice_id)::integer as invoices
    from gone g left join firsts f on f.invoice_id = g.invoice_id and f.day = g.day
    group by g.author_id, g.day
  ), taken as (
    update receivables_by_due r set amount = r.amount - b.amount, invoices = r.invoices - b.invoices
    from back b where r.author_id = b.author_id and r.due_on = b.day
    returning r.author_id, r.due_on
  )
  select array_agg(author_id), array_agg(due_on) into touched_authors, touched_days from taken;

  with owed as (
    -- Billed and not settled: pending, partially paid or overdue (contracts/invoice-standing.ts).
    select i.id, i.author_id, i.open_balance as balance,
      coalesce(i.due_date, i.issue_date + 30, date '9999-12-31') as invoice_due
    from invoices i
    where i.id in (select unnest(targets)) and i.status_word not in ('cancelled', 'draft') and not i.settled
      and i.open_balance is not null
  ), unpaid as (
    select ip.id, ip.invoice_id, coalesce(ip.due_date, o.invoice_due) as due_on,
      greatest(0, ip.amount - ip.amount_paid) as owed
    from installment_payments ip join owed o on o.id = ip.invoice_id
    where lower(btrim(coalesce(ip.status, ''))) not in ('paid', 'fully-paid', 'settled')
  ), unpaid_totals as (
    select invoice_id, sum(owed) as owed from unpaid group by invoice_id
  ), placed as (
    select u.*, sum(u.owed) over (partition by u.invoice_id order by u.due_on, u.id) as running from unpaid u
  ), parts as (
    -- Each installment takes what is left of the balance after the ones due before it.
    select o.id, o.author_id, p.due_on, least(p.owed, o.balance - (p.running - p.owed)) as amount
    from placed p join owed o on o.id = p.invoice_id
    union all
    select o.id, o.author_id, o.invoice_due, o.balance - coalesce(t.owed, 0)
    from owed o left join unpaid_totals t on t.invoice_id = o.id
  ), fresh as (
    insert into invoice_open_parts (invoice_id, author_id, due_on, amount)
    select id, author_id, due_on, sum(amount) from parts where amount > 0 group by id, author_id, due_on
    returning invoice_id, author_id, receivables_day(due_on, horizon) as day, amount
  ), firsts as (
    select invoice_id, min(day) as day from fresh group by invoice_id
  )
  insert into receivables_by_due as r (author_id, due_on, amount, invoices)
  select f.author_id, f.day, sum(f.amount), count(distinct l.invoice_id)::integer
  from fresh f left join firsts l on l.invoice_id = f.invoice_id and l.day = f.day
  group by f.author_id, f.day
  order by f.author_id, f.day
  on conflict (author_id, due_on) do update
    set amount = r.amount + excluded.amount, invoices = r.invoices + excluded.invoices;

  -- Days nothing is open on any more.
  delete from receivables_by_due r
  using unnest(touched_authors, touched_days) as t(author_id, due_on)
  where r.author_id = t.author_id and r.due_on = t.due_on and r.amount = 0 and r.invoices = 0;
end;
$$;

-- Moves the horizon forward to `target` (never back), folding the days before it.
create function advance_receivables_horizon(target date) returns void language plpgsql as $$
declare
  horizon date;
begin
  select since into horizon from receivables_horizon;
  if horizon >= target then return; end if;
  select since into horizon from receivables_horizon for update;
  if horizon >= target then return; end if;
  with folded as (
    delete from receivables_by_due where due_on < target - 1
    returning author_id, amount, invoices
  )
  insert into receivables_by_due as r (author_id, due_on, amount, invoices)
  select author_id, target - 1, sum(amount), sum(invoices)::integer from folded group by author_id
  on conflict (author_id, due_on) do update
    set amount = r.amount + excluded.amount, invoices = r.invoices + excluded.invoices;
  update receivables_horizon set since = target;
end;
$$;

-- Statement triggers: a bulk insert or update refreshes its invoices in one pass. An installment's
-- change reaches them through the invoice row its plan trigger updates (migration 0018).
create function invoices_refresh_receivables() returns trigger language plpgsql as $$
begin
  perform refresh_receivables(array(select id from changed_invoices));
  return null;
end;
$$;

create trigger invoices_receivables_inserted after insert on invoices
  referencing new table as changed_invoices for each statement execute function invoices_refresh_receivables();
create trigger invoices_receivables_updated after update on invoices
  referencing new table as changed_invoices for each statement execute function invoices_refresh_receivables();
create trigger invoices_receivables_deleted after delete on invoices
  referencing old table as changed_invoices for each statement execute function invoices_refresh_receivables();

select refresh_receivables(array(select id from invoices));
