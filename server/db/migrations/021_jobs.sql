-- Work to do later (server/jobs/JobQueue.ts): written in the transaction that decided it, so the
-- job exists exactly when that work committed. A worker claims a row with a lock held for the whole
-- run and marks it done in the same transaction, so a crash leaves it due again, never half done.
-- One job per kind and key: scheduling the same thing twice is a no-op. Done and failed jobs stay,
-- as the record of what ran and when.
create table jobs (
  id bigserial primary key,
  kind text not null,
  key text not null,
  payload jsonb not null default '{}',
  run_at timestamptz not null,
  attempts integer not null default 0,
  last_error text,
  created_at timestamptz not null default now(),
  done_at timestamptz,
  failed_at timestamptz,
  unique (kind, key)
);
-- Finding the next due job reads only open ones, in the order they are taken, however many done
-- jobs the table keeps.
create index jobs_due on jobs (run_at, id) where done_at is null and failed_at is null;
