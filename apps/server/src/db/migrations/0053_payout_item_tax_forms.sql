-- Year-end returns follow the tax form in effect when each payment was made (docs/payouts.md#year-end):
-- a payee who signs a W-9 after being paid under a W-8BEN has both a 1042-S and a 1099-MISC for
-- the year. A tax profile is replaced when re-signed, so each payout run item now keeps the form
-- it was paid under (in clear: the returns group by it) and the form's details (sealed, like the
-- profile: the returns' recipient identity).

-- The form an author had signed by a moment: the last signature by then in the audit trail (which
-- keeps each signed form's kind), else the form on file (the demo data is not signed through the
-- audited route). Payouts recorded by hand, outside runs, are classified with it.
create function tax_form_on(payee uuid, moment timestamptz) returns text
language sql stable as $$
  select coalesce(
    (select l.after ->> 'form' from staff_audit_log l
      where l.action = 'tax_profile.sign' and l.author_id = payee and l.created_at <= moment
      order by l.created_at desc limit 1),
    (select form from tax_profiles where author_id = payee))
$$;

alter table payout_run_items
  add column tax_form text check (tax_form in ('w9', 'w8ben')),
  add column tax_details_sealed text;

-- Items of runs confirmed before this migration: the form signed by their confirmation, and the
-- details on file when they are of that form (older details were not kept).
update payout_run_items i set tax_form = tax_form_on(i.author_id, r.created_at)
  from payout_runs r where r.id = i.run_id;
update payout_run_items i set tax_details_sealed = tp.details_sealed
  from tax_profiles tp where tp.author_id = i.author_id and tp.form = i.tax_form;
