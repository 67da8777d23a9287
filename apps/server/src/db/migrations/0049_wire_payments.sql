-- International wires (docs/payouts.md#payment-methods): a payee abroad is paid to an IBAN at a
-- bank named by its BIC. The details are sealed like every other method's.
alter table payment_profiles drop constraint payment_profiles_method_check;
alter table payment_profiles add constraint payment_profiles_method_check
  check (method in ('ach', 'paypal', 'cheque', 'wire'));
alter table payout_run_items drop constraint payout_run_items_method_check;
alter table payout_run_items add constraint payout_run_items_method_check
  check (method in ('ach', 'paypal', 'cheque', 'wire'));
