-- Payments of any amount. Each payment staff record is one row of invoice_payments (the ledger:
-- amount, method, date, reference, fee). It is applied to the invoice's installments, oldest due
-- first: an installment it covers is marked paid, one it covers in part keeps that part in
-- amount_paid. On an invoice without a plan it adds to the invoice's own amount_paid.
create table invoice_payments (
  id uuid primary key default gen_random_uuid(),
  invoice_id uuid not null references invoices (id) on delete cascade,
  author_id uuid not null references authors (id) on delete cascade,
  amount numeric(12, 2) not null check (amount > 0),
  paid_date date not null,
  payment_method text not null,
  gateway_name text,
  gateway_reference text,
  processing_fees numeric(12, 2) check (processing_fees >= 0),
  recorded_by text,
  created_at timestamptz not null default now()
);
create index invoice_payments_invoice on invoice_payments (invoice_id, paid_date);

alter table installment_payments add column amount_paid numeric(12, 2) not null default 0 check (amount_paid >= 0);
alter table invoices add column amount_paid numeric(12, 2) not null default 0 check (amount_paid >= 0);

-- plan_paid_amount now holds everything received on the invoice: with a plan, its paid
-- installments in full and the partial payments on the others; without one, the invoice's own
-- amount_paid. The generated columns of migration 0021 (settled, open_balance) read it unchanged.
create or replace function refresh_invoice_plan(target uuid) returns void language sql as $$
  update invoices i set
    plan_count = f.plan_count,
    plan_paid_count = f.plan_paid_count,
    plan_paid_amount = case when f.plan_count > 0 then f.plan_received else i.amount_paid end,
    plan_open_due = f.plan_open_due,
    plan_flagged_overdue = f.plan_flagged_overdue
  from (
    select
      count(*)::integer as plan_count,
      (count(*) filter (where s in ('paid', 'fully-paid', 'settled')))::integer as plan_paid_count,
      coalesce(sum(case when s in ('paid', 'fully-paid', 'settled') then amount else amount_paid end), 0)
        as plan_received,
      min(due_date) filter (where s in ('pending', 'unpaid', '')) as plan_open_due,
      coalesce(bool_or(s = 'overdue'), false) as plan_flagged_overdue
    from (
      select lower(btrim(coalesce(status, ''))) as s, amount, amount_paid, due_date
      from installment_payments where invoice_id = target
    ) rows
  ) f
  where i.id = target;
$$;

create or replace function installment_payments_refresh_plan() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.invoice_id is not null then
    perform refresh_invoice_plan(old.invoice_id);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.invoice_id is not null
    and (tg_op = 'INSERT' or new.invoice_id is distinct from old.invoice_id or new.status is distinct from old.status
      or new.amount is distinct from old.amount or new.due_date is distinct from old.due_date
      or new.amount_paid is distinct from old.amount_paid) then
    perform refresh_invoice_plan(new.invoice_id);
  end if;
  return null;
end;
$$;

create function invoices_refresh_received() returns trigger language plpgsql as $$
begin
  if (tg_op = 'INSERT' and new.amount_paid <> 0)
    or (tg_op = 'UPDATE' and new.amount_paid is distinct from old.amount_paid) then
    perform refresh_invoice_plan(new.id);
  end if;
  return null;
end;
$$;

create trigger invoices_received
  after insert or update of amount_paid on invoices
  for each row execute function invoices_refresh_received();
