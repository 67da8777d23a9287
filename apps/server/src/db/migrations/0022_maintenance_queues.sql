-- The job queues of the daily maintenance jobs (scheduled backups of the embedded database, mail
-- log retention), created here like the others (0015, 0017): pg-boss's create_queue attaches a
-- partition to its job table, and instances starting together on one database would deadlock
-- doing it at start.
select pgboss.create_queue('backups', '{"policy": "standard"}');
select pgboss.create_queue('mail-log-retention', '{"policy": "standard"}');
