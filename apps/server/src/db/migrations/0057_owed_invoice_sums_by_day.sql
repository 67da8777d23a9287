-- The invoice list's totals under the pending, partially paid and overdue filters read kept sums
-- too, so every status filter costs the same at 1,000,000 invoices as at 1,000.
--
-- Which of the three an owed invoice is (the last tests of the standing rule,
-- contracts/invoice-standing.ts, in SQL in receivables/standing-sql.ts) depends on today only
-- through one day that does not move: the last day it is not overdue by date (`due_until`: its
-- earliest open installment's due date, or its own due date while it awaits payment), which is
-- -infinity when its status or a plan row says overdue and infinity when no date makes it overdue.
-- The other test, part paid, does not depend on the day at all. So `invoice_sums` keeps the owed
-- invoices apart by both: overdue as of today are the rows whose day is before today, partially
-- paid the part-paid rows of the others, pending the rest.
--
-- The list's overdue total and count of each filter are the open amounts due before today
-- (`receivables_by_day`, migration 0055) of the matching invoices. An invoice that is not overdue
-- yet can hold some already (a part due before its `due_until`: an installment whose status is
-- neither open nor paid, the invoice's own due date beyond its plan, or a due date where the
-- status does not await payment). `receivables_before_overdue` keeps those parts by the
-- invoice's day and part paid, so pending and partially paid read them and overdue reads every
-- open amount due before today less them.
--
-- Days before the horizon of `receivables_by_due` (migration 0041) are folded into the day before
-- it, as there: they are before any today the reads are asked about, and the rows stay about
-- (open due days of the last months and ahead) × 2 × 16 slots however many invoices there are.

-- The last day the owed invoice `i` is not overdue by the rule; and whether it is part paid.
create function owed_until(i invoices) returns date language sql immutable as $$
  select case
    when i.status_word = 'overdue' or i.plan_flagged_overdue then date '-infinity'
    else coalesce(i.due_until, date 'infinity')
  end
$$;

create function owed_part_paid(i invoices) returns boolean language sql immutable as $$
  select i.plan_paid_amount > 0 or i.status_word = 'partial'
$$;

-- Every open part carries its invoice's day and part paid when it was written, so a part taken
-- back is taken from the sums it was added to.
alter table invoice_open_parts add column due_until date, add column part_paid boolean;
update invoice_open_parts p set due_until = owed_until(i), part_paid = owed_part_paid(i)
from invoices i where i.id = p.invoice_id;
alter table invoice_open_parts alter column due_until set not null, alter column part_paid set not null;

-- Migration 0041's refresh, writing those two columns.
create or replace function refresh_receivables(targets uuid[]) returns void language plpgsql as $$
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
      coalesce(i.due_date, i.issue_date + 30, date '9999-12-31') as invoice_due,
      owed_until(i) as due_until, owed_part_paid(i) as part_paid
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
    select o.id, o.author_id, o.due_until, o.part_paid, p.due_on,
      least(p.owed, o.balance - (p.running - p.owed)) as amount
    from placed p join owed o on o.id = p.invoice_id
    union all
    select o.id, o.author_id, o.due_until, o.part_paid, o.invoice_due, o.balance - coalesce(t.owed, 0)
    from owed o left join unpaid_totals t on t.invoice_id = o.id
  ), fresh as (
    insert into invoice_open_parts (invoice_id, author_id, due_on, amount, due_until, part_paid)
    select id, author_id, due_on, sum(amount), due_until, part_paid from parts where amount > 0
    group by id, author_id, due_on, due_until, part_paid
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

-- The open parts due before their invoice is overdue by the rule (`due_on` < `due_until`), summed
-- by the invoice's day and part paid, in slots by invoice. `invoices` counts the invoices whose
-- earliest open part this is: an invoice holding such a part holds its earliest part there.
create table receivables_before_overdue (
  part_paid boolean not null,
  due_until date not null,
  due_on date not null,
  slot smallint not null,
  amount numeric(14, 2) not null,
  invoices integer not null,
  primary key (part_paid, due_until, due_on, slot)
);

-- Moves those sums by the parts added and removed (only those due before their invoice's day).
create function move_receivables_before_overdue(added invoice_open_parts[], removed invoice_open_parts[])
returns void language plpgsql as $$
declare
  horizon date;
  moved receivables_before_overdue[];
begin
  select since into horizon from receivables_horizon for share;
  moved := array(
    select row(m.*)::receivables_before_overdue from (
      select part_paid, receivables_day(due_until, horizon), receivables_day(due_on, horizon),
        receivables_slot(invoice_id), sum(sign * amount), sum(sign * earliest::integer)::integer
      from (
        select p.*, p.due_on = min(p.due_on) over (partition by p.invoice_id, p.sign) as earliest
        from (select p.*, 1 as sign from unnest(added) p union all select p.*, -1 from unnest(removed) p) p
      ) p
      group by 1, 2, 3, 4 having sum(sign * amount) <> 0 or sum(sign * earliest::integer) <> 0
    ) m
  );
  insert into receivables_before_overdue as r (part_paid, due_until, due_on, slot, amount, invoices)
  select part_paid, due_until, due_on, slot, amount, invoices from unnest(moved) order by 1, 2, 3, 4
  on conflict (part_paid, due_until, due_on, slot) do update
    set amount = r.amount + excluded.amount, invoices = r.invoices + excluded.invoices;
  delete from receivables_before_overdue r using unnest(moved) m
  where (r.part_paid, r.due_until, r.due_on, r.slot) = (m.part_paid, m.due_until, m.due_on, m.slot)
    and r.amount = 0 and r.invoices = 0;
end;
$$;

-- Statement triggers, as the refresh writes: only the parts due before their invoice's day are copied.
create function invoice_open_parts_moved() returns trigger language plpgsql as $$
declare
  added invoice_open_parts[] := '{}';
  removed invoice_open_parts[] := '{}';
begin
  if tg_op in ('INSERT', 'UPDATE') then
    added := array(select (p.*)::invoice_open_parts from added_rows p where p.due_on < p.due_until);
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    removed := array(select (p.*)::invoice_open_parts from removed_rows p where p.due_on < p.due_until);
  end if;
  if cardinality(added) > 0 or cardinality(removed) > 0 then
    perform move_receivables_before_overdue(added, removed);
  end if;
  return null;
end;
$$;

create trigger invoice_open_parts_inserted after insert on invoice_open_parts
  referencing new table as added_rows for each statement execute function invoice_open_parts_moved();
create trigger invoice_open_parts_updated after update on invoice_open_parts
  referencing old table as removed_rows new table as added_rows
  for each statement execute function invoice_open_parts_moved();
create trigger invoice_open_parts_deleted after delete on invoice_open_parts
  referencing old table as removed_rows for each statement execute function invoice_open_parts_moved();

-- `invoice_sums` again, with the owed invoices' day and part paid in its key (the others hold
-- infinity and false). Its rows are summed again below.
drop trigger invoices_sums_inserted on invoices;
drop trigger invoices_sums_updated on invoices;
drop trigger invoices_sums_deleted on invoices;
drop function invoice_sums_moved();
drop function move_invoice_sums(text[], smallint[], bigint[], numeric[], numeric[], numeric[]);
drop function invoice_sum_terms(invoices);
drop table invoice_sums;

create table invoice_sums (
  standing text not null check (standing in ('cancelled', 'paid', 'draft', 'owed')),
  part_paid boolean not null,
  due_until date not null,
  slot smallint not null,
  invoices bigint not null,
  total numeric(16, 2) not null,
  paid numeric(16, 2) not null,
  balance numeric(16, 2) not null,
  primary key (standing, part_paid, due_until, slot)
);

-- The row of `invoice_sums` one invoice makes, its day folded at the horizon `since`: its status
-- where it does not depend on the day (the rule's tests in order), and its total, paid and
-- balance due (a draft holds none) as the list derives them.
-- A set of one row, so the planner inlines it into the triggers' queries.
create function invoice_sum_terms(i invoices, since date) returns setof invoice_sums language sql immutable as $$
  select standing, standing = 'owed' and owed_part_paid(i),
    case when standing = 'owed' then receivables_day(owed_until(i), since) else date 'infinity' end,
    receivables_slot(i.id), 1::bigint,
    coalesce(i.total_amount, i.amount, 0)::numeric(16, 2),
    coalesce(case when i.settled then coalesce(i.total_amount, i.amount, i.plan_paid_amount) else i.plan_paid_amount end, 0)::numeric(16, 2),
    coalesce(case when i.status_word = 'draft' and i.open_balance is not null then 0 else i.open_balance end, 0)::numeric(16, 2)
  from (select case
    when i.status_word = 'cancelled' then 'cancelled'
    when i.settled then 'paid'
    when i.status_word = 'draft' then 'draft'
    else 'owed'
  end as standing) s
$$;

-- Adds the rows added and takes back those removed (each already summed by key); drops emptied rows.
create function move_invoice_sums(added invoice_sums[], removed invoice_sums[]) returns void language plpgsql as $$
declare
  moved invoice_sums[];
begin
  moved := array(
    select row(m.*)::invoice_sums from (
      select standing, part_paid, due_until, slot, sum(invoices)::bigint, sum(total), sum(paid), sum(balance)
      from (
        select * from unnest(added)
        union all
        select standing, part_paid, due_until, slot, -invoices, -total, -paid, -balance from unnest(removed)
      ) moved
      group by 1, 2, 3, 4 having sum(invoices) <> 0 or sum(total) <> 0 or sum(paid) <> 0 or sum(balance) <> 0
    ) m
  );
  insert into invoice_sums as s (standing, part_paid, due_until, slot, invoices, total, paid, balance)
  select * from unnest(moved) order by 1, 2, 3, 4
  on conflict (standing, part_paid, due_until, slot) do update
    set invoices = s.invoices + excluded.invoices, total = s.total + excluded.total,
      paid = s.paid + excluded.paid, balance = s.balance + excluded.balance;
  delete from invoice_sums s using unnest(moved) m
  where (s.standing, s.part_paid, s.due_until, s.slot) = (m.standing, m.part_paid, m.due_until, m.slot)
    and s.invoices = 0;
end;
$$;

-- Each branch sums its own transition table by key (a bulk load's million rows are summed, not copied).
create function invoice_sums_moved() returns trigger language plpgsql as $$
declare
  horizon date;
  added invoice_sums[] := '{}';
  removed invoice_sums[] := '{}';
begin
  select since into horizon from receivables_horizon for share;
  if tg_op in ('INSERT', 'UPDATE') then
    added := array(
      select row(m.*)::invoice_sums from (
        select t.standing, t.part_paid, t.due_until, t.slot, count(*), sum(t.total), sum(t.paid), sum(t.balance)
        from added_rows i cross join lateral invoice_sum_terms(i, horizon) t
        group by t.standing, t.part_paid, t.due_until, t.slot
      ) m
    );
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    removed := array(
      select row(m.*)::invoice_sums from (
        select t.standing, t.part_paid, t.due_until, t.slot, count(*), sum(t.total), sum(t.paid), sum(t.balance)
        from removed_rows i cross join lateral invoice_sum_terms(i, horizon) t
        group by t.standing, t.part_paid, t.due_until, t.slot
      ) m
    );
  end if;
  perform move_invoice_sums(added, removed);
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

-- Migration 0041's fold, folding the days of these sums at the same horizon.
create or replace function advance_receivables_horizon(target date) returns void language plpgsql as $$
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
  with folded as (
    delete from invoice_sums where due_until < target - 1 returning *
  )
  insert into invoice_sums as s (standing, part_paid, due_until, slot, invoices, total, paid, balance)
  select standing, part_paid, target - 1, slot, sum(invoices), sum(total), sum(paid), sum(balance)
  from folded group by standing, part_paid, slot
  on conflict (standing, part_paid, due_until, slot) do update
    set invoices = s.invoices + excluded.invoices, total = s.total + excluded.total,
      paid = s.paid + excluded.paid, balance = s.balance + excluded.balance;
  -- A part is due before its invoice's day: folding its day folds every part due before it too.
  with folded as (
    delete from receivables_before_overdue where due_on < target - 1 returning *
  )
  insert into receivables_before_overdue as r (part_paid, due_until, due_on, slot, amount, invoices)
  select part_paid, greatest(due_until, target - 1), target - 1, slot, sum(amount), sum(invoices)
  from folded group by 1, 2, 4
  on conflict (part_paid, due_until, due_on, slot) do update
    set amount = r.amount + excluded.amount, invoices = r.invoices + excluded.invoices;
  update receivables_horizon set since = target;
end;
$$;

-- Summed from the invoices and open parts as they are.
insert into invoice_sums (standing, part_paid, due_until, slot, invoices, total, paid, balance)
select t.standing, t.part_paid, t.due_until, t.slot, count(*), sum(t.total), sum(t.paid), sum(t.balance)
from invoices i cross join lateral invoice_sum_terms(i, (select since from receivables_horizon)) t
group by t.standing, t.part_paid, t.due_until, t.slot;
select move_receivables_before_overdue(
  array(select (p.*)::invoice_open_parts from invoice_open_parts p where p.due_on < p.due_until), '{}'
);
