-- Contract settlements reviewed by the console (decision 0292). A dividend above the brand's
-- threshold (`payments.contractApproval.dividendAbove`) is written `held`: its figures and amount
-- are computed, no money moved; the payments role approves it (paid under the same ledger key as
-- any settlement, `contract:{id}:{period start}`, so once) or rejects it with a reason. A paid one
-- may be adjusted (reversed and paid again at the corrected amount) or its period run again (the
-- difference paid); each such change bumps `revision`, which its ledger keys carry, so the same
-- change is never posted twice. Every row before this one was paid when it was settled.
alter table contract_settlements add column status text not null default 'paid' check (status in ('paid', 'held', 'rejected'));
alter table contract_settlements add column reason text;
alter table contract_settlements add column decided_by text;
alter table contract_settlements add column decided_at timestamptz;
alter table contract_settlements add column revision integer not null default 0 check (revision >= 0);
-- The console's list, by brand and status, newest period first.
create index contract_settlements_review on contract_settlements (brand_id, status, period_start desc);

-- What the console did to a settlement, each with its cause and reason, the amount before and
-- after, and the ledger changes it posted (none for a rejection or an unchanged run).
create table contract_settlement_changes (
  id bigserial primary key,
  settlement_id bigint not null references contract_settlements(id) on delete cascade,
  cause text not null check (cause in ('approve', 'reject', 'adjust', 'rerun')),
  amount_before bigint not null,
  amount_after bigint not null,
  reason text,
  ledger_keys jsonb not null default '[]',
  operator_id uuid references operators(id) on delete set null,
  operator_name text not null,
  created_at timestamptz not null default now()
);
create index contract_settlement_changes_settlement on contract_settlement_changes (settlement_id, id);
