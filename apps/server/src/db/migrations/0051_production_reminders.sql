-- Production reminders (docs/production.md, "Reminders"): each goes out once per proof, and the
-- proof keeps when, so a later sweep (or another server instance) never sends it again.
alter table production_proofs add column due_reminder_sent_at timestamptz;
alter table production_proofs add column corrections_reminder_sent_at timestamptz;

-- The queues and the reminder sweeps read the proofs waiting on someone, a few among many.
create index production_proofs_waiting on production_proofs (status, due_at)
  where status in ('waiting_author', 'changes_requested');

-- The hourly sweep of SCHEDULES.productionReminders (jobs/queues.ts).
select pgboss.create_queue('production-reminders', '{"policy": "standard"}');
