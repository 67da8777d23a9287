-- The hourly sweep of project files whose upload died before becoming a version
-- (production/dead-uploads.ts): its queue, which pg-boss's schedule needs (our migrations own
-- pg-boss's schema, jobs/job-queue.ts).
select pgboss.create_queue('dead-uploads', '{"policy": "standard"}');
