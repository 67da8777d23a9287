-- The staff invoice list pages by position in its sort (keyset: the rows after the last one shown),
-- so each sort key is indexed with the id that breaks its ties. One index serves both directions
-- (read backwards for descending) and both parts of a page: the rows with a value, then, at the
-- end, the rows without one. The expressions are those of staff/receivables/standing-sql.ts, so
-- the planner matches them.
drop index if exists invoices_issue;
drop index if exists invoices_due;
create index invoices_issue_id on invoices (issue_date, id);
create index invoices_due_id on invoices (due_date, id);
create index invoices_total_id on invoices ((coalesce(total_amount, amount)), id);
create index invoices_balance_id on invoices (
  (case when status_word = 'draft' and open_balance is not null then 0 else open_balance end), id
);

-- Today's installments falling due in the next days read a range of due dates.
create index installment_payments_due on installment_payments (due_date);
