-- Authors may turn off the courtesy payment reminders (due soon, due today); overdue notices
-- always go out. See reminders/payment-reminders.ts.
alter table authors add column payment_reminders boolean not null default true;
