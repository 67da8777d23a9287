-- Imports whose job the queue gave up on (its last attempt's server was killed, or it stopped
-- advancing) come here as dead letters: the import is failed once its progress has stalled, and
-- one still advancing is looked at again later (royalties/import-job.ts).
select pgboss.create_queue('sales-import-stalled', '{"policy": "standard"}');
