-- The parts of an invoice's derived standing (contracts/invoice-standing.ts) that do not depend on
-- the day, computed once when the row changes instead of for every row of every read: the
-- cross-author list and the reports scan 100,000 invoices, and recomputing lower(btrim(status))
-- and the settled test several times a row was most of their time. Generated columns cannot read
-- each other, so each spells its expression out; staff/receivables/standing-sql.ts reads them and
-- its tests check the result against the contracts function row by row.
alter table invoices
  -- The invoice's own status word, as the rules compare it.
  add column status_word text generated always as (lower(btrim(coalesce(status, '')))) stored,
  -- Paid in full: by its own status or date, by every installment of its plan, or by what the plan recorded.
  add column settled boolean generated always as (
    lower(btrim(coalesce(status, ''))) in ('paid', 'fully-paid', 'settled')
    or paid_date is not null
    or (plan_count > 0 and plan_paid_count = plan_count)
    or (coalesce(total_amount, amount) > 0 and plan_paid_amount >= coalesce(total_amount, amount))
  ) stored,
  -- What is still owed (null without an amount).
  add column open_balance numeric(12, 2) generated always as (
    case
      when coalesce(total_amount, amount) is null then null
      when lower(btrim(coalesce(status, ''))) in ('cancelled', 'paid', 'fully-paid', 'settled')
        or paid_date is not null
        or (plan_count > 0 and plan_paid_count = plan_count)
        or (coalesce(total_amount, amount) > 0 and plan_paid_amount >= coalesce(total_amount, amount)) then 0
      else greatest(0, coalesce(total_amount, amount) - plan_paid_amount)
    end
  ) stored,
  -- The last day it is not yet overdue by date: the earliest open installment's due date, or, without
  -- a plan, the invoice's own due date while it awaits payment. Overdue from the day after.
  add column due_until date generated always as (
    least(
      plan_open_due,
      case
        when plan_count = 0 and lower(btrim(coalesce(status, ''))) in ('pending', 'unpaid', 'partial', '') then due_date
      end
    )
  ) stored;
