-- The invoice list's totals under a status filter read kept sums too, for the statuses that do
-- not move with the day: cancelled, paid and draft (the first three tests of the standing rule,
-- contracts/invoice-standing.ts). Whether an invoice is pending, partially paid or overdue depends
-- on today's date, so those share one kept row, "owed", and the list sums their matching rows.
--
-- `invoice_sums` gains the status its rows hold; its triggers (migration 0055) move the sums of
-- each status apart.

alter table invoice_sums add column standing text not null default 'owed'
  check (standing in ('cancelled', 'paid', 'draft', 'owed'));
alter table invoice_sums alter column standing drop default;
alter table invoice_sums drop constraint invoice_sums_pkey;
alter table invoice_sums add primary key (standing, slot);

drop trigger invoices_sums_inserted on invoices;
drop trigger invoices_sums_updated on invoices;
drop trigger invoices_sums_deleted on invoices;
drop function invoice_sums_moved();
drop function move_invoice_sums(smallint[], bigint[], numeric[], numeric[], numeric[]);
drop function invoice_sum_terms(invoices);

-- The invoice's status where it does not depend on the day (the rule's tests in order), its slot and sums.
create function invoice_sum_terms(i invoices)
returns table (standing text, slot smallint, total numeric, paid numeric, balance numeric)
language sql immutable as $$
  select
    case
      when i.status_word = 'cancelled' then 'cancelled'
      when i.settled then 'paid'
      when i.status_word = 'draft' then 'draft'
      else 'owed'
    end,
    receivables_slot(i.id),
    coalesce(i.total_amount, i.amount),
    case when i.settled then coalesce(i.total_amount, i.amount, i.plan_paid_amount) else i.plan_paid_amount end,
    case when i.status_word = 'draft' and i.open_balance is not null then 0 else i.open_balance end
$$;

-- Adds these terms to the sums.
create function move_invoice_sums(moved_standing text[], moved_slot smallint[], moved_invoices bigint[],
  moved_total numeric[], moved_paid numeric[], moved_balance numeric[]) returns void language sql as $$
  insert into invoice_sums as s (standing, slot, invoices, total, paid, balance)
  select standing, slot, invoices, total, paid, balance
  from unnest(moved_standing, moved_slot, moved_invoices, moved_total, moved_paid, moved_balance)
    as m(standing, slot, invoices, total, paid, balance)
  order by standing, slot
  on conflict (standing, slot) do update
    set invoices = s.invoices + excluded.invoices, total = s.total + excluded.total,
      paid = s.paid + excluded.paid, balance = s.balance + excluded.balance
$$;

-- Each branch reads its own transition tables (a bulk load's million rows are summed, not copied).
create function invoice_sums_moved() returns trigger language plpgsql as $$
declare
  moved_standing text[];
  moved_slot smallint[];
  moved_invoices bigint[];
  moved_total numeric[];
  moved_paid numeric[];
  moved_balance numeric[];
begin
  if tg_op = 'INSERT' then
    select array_agg(standing), array_agg(slot), array_agg(invoices), array_agg(total), array_agg(paid),
      array_agg(balance)
    into moved_standing, moved_slot, moved_invoices, moved_total, moved_paid, moved_balance
    from (
      select t.standing, t.slot, count(*) as invoices, coalesce(sum(t.total), 0) as total,
        coalesce(sum(t.paid), 0) as paid, coalesce(sum(t.balance), 0) as balance
      from added_rows i cross join lateral invoice_sum_terms(i) t group by t.standing, t.slot
    ) m;
  elsif tg_op = 'DELETE' then
    select array_agg(standing), array_agg(slot), array_agg(invoices), array_agg(total), array_agg(paid),
      array_agg(balance)
    into moved_standing, moved_slot, moved_invoices, moved_total, moved_paid, moved_balance
    from (
      select t.standing, t.slot, -count(*) as invoices, -coalesce(sum(t.total), 0) as total,
        -coalesce(sum(t.paid), 0) as paid, -coalesce(sum(t.balance), 0) as balance
      from removed_rows i cross join lateral invoice_sum_terms(i) t group by t.standing, t.slot
    ) m;
  else
    select array_agg(standing), array_agg(slot), array_agg(invoices), array_agg(total), array_agg(paid),
      array_agg(balance)
    into moved_standing, moved_slot, moved_invoices, moved_total, moved_paid, moved_balance
    from (
      select standing, slot, sum(invoices) as invoices, sum(total) as total, sum(paid) as paid,
        sum(balance) as balance
      from (
        select t.standing, t.slot, 1 as invoices, coalesce(t.total, 0) as total, coalesce(t.paid, 0) as paid,
          coalesce(t.balance, 0) as balance
        from added_rows i cross join lateral invoice_sum_terms(i) t
        union all
        select t.standing, t.slot, -1, -coalesce(t.total, 0), -coalesce(t.paid, 0), -coalesce(t.balance, 0)
        from removed_rows i cross join lateral invoice_sum_terms(i) t
      ) terms group by standing, slot
    ) m
    where invoices <> 0 or total <> 0 or paid <> 0 or balance <> 0;
  end if;
  perform move_invoice_sums(moved_standing, moved_slot, moved_invoices, moved_total, moved_paid, moved_balance);
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

-- Summed again, status by status.
delete from invoice_sums;
insert into invoice_sums (standing, slot, invoices, total, paid, balance)
select t.standing, t.slot, count(*), coalesce(sum(t.total), 0), coalesce(sum(t.paid), 0), coalesce(sum(t.balance), 0)
from invoices i cross join lateral invoice_sum_terms(i) t group by t.standing, t.slot;
