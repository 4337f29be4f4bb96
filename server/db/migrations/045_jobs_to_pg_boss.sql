-- The job queue is pg-boss (server/jobs/jobs.ts), which keeps its jobs in its own schema, pgboss,
-- created and migrated by pg-boss at start. The table of the queue it replaces goes. The one kind of
-- job ever written to it, a paid withdrawal's automatic receipt, is sent again at start for every
-- paid withdrawal without a receipt (server/modules/wallet/payments/autoReceiveJob.ts), so a job still open
-- here is not lost.
drop table jobs;
