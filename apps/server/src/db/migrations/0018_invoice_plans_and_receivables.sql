-- An invoice's installment plan is the installments recorded against it (invoice_id): every
-- screen derives the invoice's status and balance from them (contracts/invoice-standing.ts).
-- Installments entered with only their project name the project's invoice when it has one.
update installment_payments ip
set invoice_id = only_invoice.id
from (
  select production_project_id, min(id::text)::uuid as id
  from invoices
  where production_project_id is not null
  group by production_project_id
  having count(*) = 1
) only_invoice
where ip.invoice_id is null and ip.production_project_id = only_invoice.production_project_id;

create index installment_payments_invoice on installment_payments (invoice_id, installment_number);

-- What the derived status reads of the plan, kept on the invoice row so the cross-author list
-- and the reports filter 100,000 invoices without aggregating every installment on each read.
-- The trigger below keeps them true whatever writes an installment.
alter table invoices
  add column plan_count integer not null default 0,
  add column plan_paid_count integer not null default 0,
  add column plan_paid_amount numeric(12, 2) not null default 0,
  -- Earliest due date of an unpaid installment that is pending, unpaid or without status.
  add column plan_open_due date,
  -- An unpaid installment marked overdue.
  add column plan_flagged_overdue boolean not null default false;

create function refresh_invoice_plan(target uuid) returns void language sql as $$
  update invoices i set
    plan_count = f.plan_count,
    plan_paid_count = f.plan_paid_count,
    plan_paid_amount = f.plan_paid_amount,
    plan_open_due = f.plan_open_due,
    plan_flagged_overdue = f.plan_flagged_overdue
  from (
    select
      count(*)::integer as plan_count,
      (count(*) filter (where s in ('paid', 'fully-paid', 'settled')))::integer as plan_paid_count,
      coalesce(sum(amount) filter (where s in ('paid', 'fully-paid', 'settled')), 0) as plan_paid_amount,
      min(due_date) filter (where s in ('pending', 'unpaid', '')) as plan_open_due,
      coalesce(bool_or(s = 'overdue'), false) as plan_flagged_overdue
    from (
      select lower(btrim(coalesce(status, ''))) as s, amount, due_date
      from installment_payments where invoice_id = target
    ) rows
  ) f
  where i.id = target;
$$;

create function installment_payments_refresh_plan() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.invoice_id is not null then
    perform refresh_invoice_plan(old.invoice_id);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.invoice_id is not null
    and (tg_op = 'INSERT' or new.invoice_id is distinct from old.invoice_id or new.status is distinct from old.status
      or new.amount is distinct from old.amount or new.due_date is distinct from old.due_date) then
    perform refresh_invoice_plan(new.invoice_id);
  end if;
  return null;
end;
$$;

create trigger installment_payments_plan
  after insert or update or delete on installment_payments
  for each row execute function installment_payments_refresh_plan();

select refresh_invoice_plan(id) from invoices where id in (select invoice_id from installment_payments);

-- The cross-author list (staff/receivables) pages by issue date and filters by due date.
create index invoices_issue on invoices (issue_date desc nulls last, created_at desc, id);
create index invoices_due on invoices (due_date);
