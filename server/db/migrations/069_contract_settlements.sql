-- Contract settlement (decision 0284): one row per contract and period it was settled for, with the
-- figures it was judged on, what the agent's own terms earned on them (gross), what its direct
-- contracted downlines' terms earned on theirs (downline_gross) and what it was paid: the
-- difference, never below 0. The row is the claim: it is inserted in the transaction that posts the
-- payment (ledger key `contract:{id}:{period start}`), so a period is paid once, whatever runs it.
create table contract_settlements (
  id bigserial primary key,
  brand_id text not null references brands(id) on delete cascade,
  contract_id bigint not null references contracts(id) on delete cascade,
  member_id bigint not null references members(id) on delete cascade,
  kind text not null check (kind in ('dividend', 'daily', 'hourly', 'realtime')),
  period_start timestamptz not null,
  period_end timestamptz not null,
  figures jsonb not null,
  gross bigint not null check (gross >= 0),
  downline_gross bigint not null check (downline_gross >= 0),
  amount bigint not null check (amount >= 0),
  -- The ledger change's key; null when nothing was paid.
  ledger_key text,
  created_at timestamptz not null default now(),
  unique (contract_id, period_start),
  check (period_end > period_start)
);
-- My Income: an agent's settlements by period.
create index contract_settlements_member on contract_settlements (member_id, period_start desc);

-- How far each brand's periods of each length are settled: the next run starts at `settled_to`, so
-- a run missed (a stopped server) is caught up by the next. The rows above, not this, make a period
-- paid once; this only spares the runs from looking again at settled periods.
create table contract_settlement_marks (
  brand_id text not null references brands(id) on delete cascade,
  period text not null check (period in ('fiveMinutes', 'hour', 'daily', 'weekly', 'semimonthly', 'monthly')),
  settled_to timestamptz not null,
  primary key (brand_id, period)
);

-- A real-time salary and an hourly wage count a bet in the slot it was first settled in.
-- settle_round moves `settled_at` on every settlement of a round (a second win), which would count
-- a bet again in a later slot; the first settlement's moment is kept here, once.
alter table bets add column first_settled_at timestamptz;
update bets set first_settled_at = settled_at where settled_at is not null;
create function bets_first_settled() returns trigger
language plpgsql as $$
begin
  new.first_settled_at := new.settled_at;
  return new;
end;
$$;
create trigger bets_first_settled before insert or update of settled_at on bets
  for each row when (new.first_settled_at is null and new.settled_at is not null) execute function bets_first_settled();
create index bets_first_settled on bets (brand_id, first_settled_at) where first_settled_at is not null;
