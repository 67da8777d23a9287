-- The ageing report and the invoice list's first totals read sums the database keeps, so they
-- cost the same at 1,000,000 invoices as at 1,000.
--
-- The ageing report pages its authors by what each owes, which does not move with the day: a row
-- per author holds it. Its totals per bucket need the open amounts per due day over every author:
-- a row per due day holds them. Both are the sums of `receivables_by_due` (migration 0041) per
-- author and per day, moved by a statement trigger on it, so every way that table changes (a
-- refresh, a fold of old days) moves them alike, in the same transaction.
--
-- Hot rows: every change to an invoice due on the same day would update the same day row, and
-- every invoice change the one row of list totals. So those rows are split in slots (by author
-- for the days, by invoice for the list totals) that the reads add up: two writers wait for each
-- other only when they fall in the same slot. The author rows are only as hot as the author's own
-- rows of `receivables_by_due`, which the same transactions already lock.

-- What each author owes in total, and how many invoices hold some of it (authors owing nothing have no row).
create table receivables_by_author (
  author_id uuid primary key,
  amount numeric(14, 2) not null,
  invoices integer not null
);
create index receivables_by_author_owed on receivables_by_author (amount desc, author_id);

-- The open amounts per due day over every author, in slots.
create table receivables_by_day (
  due_on date not null,
  slot smallint not null,
  amount numeric(14, 2) not null,
  invoices integer not null,
  primary key (due_on, slot)
);

create function receivables_slot(id uuid) returns smallint language sql immutable as $$
  select (get_byte(uuid_send(id), 15) & 15)::smallint
$$;

-- Moves the sums by what was added to and removed from `receivables_by_due`.
create function move_receivables_sums(added receivables_by_due[], removed receivables_by_due[])
returns void language plpgsql as $$
declare
  touched_authors uuid[];
  touched_days date[];
begin
  with moved as (
    insert into receivables_by_author as a (author_id, amount, invoices)
    select author_id, sum(amount), sum(invoices) from (
      select author_id, amount, invoices from unnest(added)
      union all
      select author_id, -amount, -invoices from unnest(removed)
    ) moved
    group by author_id having sum(amount) <> 0 or sum(invoices) <> 0
    order by author_id
    on conflict (author_id) do update
      set amount = a.amount + excluded.amount, invoices = a.invoices + excluded.invoices
    returning a.author_id
  )
  select array_agg(author_id) into touched_authors from moved;
  delete from receivables_by_author
  where author_id in (select unnest(touched_authors)) and amount = 0 and invoices = 0;

  with moved as (
    insert into receivables_by_day as d (due_on, slot, amount, invoices)
    select due_on, receivables_slot(author_id), sum(amount), sum(invoices) from (
      select author_id, due_on, amount, invoices from unnest(added)
      union all
      select author_id, due_on, -amount, -invoices from unnest(removed)
    ) moved
    group by 1, 2 having sum(amount) <> 0 or sum(invoices) <> 0
    order by 1, 2
    on conflict (due_on, slot) do update
      set amount = d.amount + excluded.amount, invoices = d.invoices + excluded.invoices
    returning d.due_on
  )
  select array_agg(distinct due_on) into touched_days from moved;
  delete from receivables_by_day
  where due_on in (select unnest(touched_days)) and amount = 0 and invoices = 0;
end;
$$;

create function receivables_by_due_moved() returns trigger language plpgsql as $$
begin
  -- Transition rows are records: each is made a row of the table again.
  if tg_op = 'INSERT' then
    perform move_receivables_sums(array(select (r.*)::receivables_by_due from added_rows r), '{}');
  elsif tg_op = 'UPDATE' then
    perform move_receivables_sums(
      array(select (r.*)::receivables_by_due from added_rows r),
      array(select (r.*)::receivables_by_due from removed_rows r)
    );
  else
    perform move_receivables_sums('{}', array(select (r.*)::receivables_by_due from removed_rows r));
  end if;
  return null;
end;
$$;

create trigger receivables_by_due_inserted after insert on receivables_by_due
  referencing new table as added_rows for each statement execute function receivables_by_due_moved();
create trigger receivables_by_due_updated after update on receivables_by_due
  referencing old table as removed_rows new table as added_rows
  for each statement execute function receivables_by_due_moved();
create trigger receivables_by_due_deleted after delete on receivables_by_due
  referencing old table as removed_rows for each statement execute function receivables_by_due_moved();

insert into receivables_by_author (author_id, amount, invoices)
select author_id, sum(amount), sum(invoices) from receivables_by_due group by author_id
having sum(amount) <> 0 or sum(invoices) <> 0;
insert into receivables_by_day (due_on, slot, amount, invoices)
select due_on, receivables_slot(author_id), sum(amount), sum(invoices) from receivables_by_due group by 1, 2
having sum(amount) <> 0 or sum(invoices) <> 0;

-- The invoice list's count and sums over every invoice, in slots by invoice, as the list derives
-- them (staff/receivables/standing-sql.ts): the total, what is paid, and the balance due (a draft
-- holds none). None of them moves with the day.
create table invoice_sums (
  slot smallint primary key,
  invoices bigint not null,
  total numeric(16, 2) not null,
  paid numeric(16, 2) not null,
  balance numeric(16, 2) not null
);

create function invoice_sum_terms(i invoices) returns table (slot smallint, total numeric, paid numeric, balance numeric)
language sql immutable as $$
  select receivables_slot(i.id),
    coalesce(i.total_amount, i.amount),
    case when i.settled then coalesce(i.total_amount, i.amount, i.plan_paid_amount) else i.plan_paid_amount end,
    case when i.status_word = 'draft' and i.open_balance is not null then 0 else i.open_balance end
$$;

-- Adds these terms to the sums.
create function move_invoice_sums(moved_slot smallint[], moved_invoices bigint[], moved_total numeric[],
  moved_paid numeric[], moved_balance numeric[]) returns void language sql as $$
  insert into invoice_sums as s (slot, invoices, total, paid, balance)
  select slot, invoices, total, paid, balance
  from unnest(moved_slot, moved_invoices, moved_total, moved_paid, moved_balance) as m(slot, invoices, total, paid, balance)
  order by slot
  on conflict (slot) do update
    set invoices = s.invoices + excluded.invoices, total = s.total + excluded.total,
      paid = s.paid + excluded.paid, balance = s.balance + excluded.balance
$$;

-- Each branch reads its own transition tables (a bulk load's million rows are summed, not copied).
create function invoice_sums_moved() returns trigger language plpgsql as $$
declare
  moved_slot smallint[];
  moved_invoices bigint[];
  moved_total numeric[];
  moved_paid numeric[];
  moved_balance numeric[];
begin
  if tg_op = 'INSERT' then
    select array_agg(slot), array_agg(invoices), array_agg(total), array_agg(paid), array_agg(balance)
    into moved_slot, moved_invoices, moved_total, moved_paid, moved_balance
    from (
      select t.slot, count(*) as invoices, coalesce(sum(t.total), 0) as total, coalesce(sum(t.paid), 0) as paid,
        coalesce(sum(t.balance), 0) as balance
      from added_rows i cross join lateral invoice_sum_terms(i) t group by t.slot
    ) m;
  elsif tg_op = 'DELETE' then
    select array_agg(slot), array_agg(invoices), array_agg(total), array_agg(paid), array_agg(balance)
    into moved_slot, moved_invoices, moved_total, moved_paid, moved_balance
    from (
      select t.slot, -count(*) as invoices, -coalesce(sum(t.total), 0) as total, -coalesce(sum(t.paid), 0) as paid,
        -coalesce(sum(t.balance), 0) as balance
      from removed_rows i cross join lateral invoice_sum_terms(i) t group by t.slot
    ) m;
  else
    select array_agg(slot), array_agg(invoices), array_agg(total), array_agg(paid), array_agg(balance)
    into moved_slot, moved_invoices, moved_total, moved_paid, moved_balance
    from (
      select slot, sum(invoices) as invoices, sum(total) as total, sum(paid) as paid, sum(balance) as balance
      from (
        select t.slot, 1 as invoices, coalesce(t.total, 0) as total, coalesce(t.paid, 0) as paid,
          coalesce(t.balance, 0) as balance
        from added_rows i cross join lateral invoice_sum_terms(i) t
        union all
        select t.slot, -1, -coalesce(t.total, 0), -coalesce(t.paid, 0), -coalesce(t.balance, 0)
        from removed_rows i cross join lateral invoice_sum_terms(i) t
      ) terms group by slot
    ) m
    where invoices <> 0 or total <> 0 or paid <> 0 or balance <> 0;
  end if;
  perform move_invoice_sums(moved_slot, moved_invoices, moved_total, moved_paid, moved_balance);
  return null;
end;
$$;

create trigger invoices_sums_inserted after insert on invoices
  referencing new table as added_rows for each statement execute function invoice_sums_moved();
create trigger invoices_sums_updated after update on invoices
  referencing old table as removed_rows new table as added_rows
  for each statement execute function invoice_sums_moved();
create trigger invoices_sums_deleted after delete on invoices
  referencing old table as removed_rows for each statement execute function invoice_sums_moved();

insert into invoice_sums (slot, invoices, total, paid, balance)
select t.slot, count(*), coalesce(sum(t.total), 0), coalesce(sum(t.paid), 0), coalesce(sum(t.balance), 0)
from invoices i cross join lateral invoice_sum_terms(i) t group by t.slot;
