-- Money (ARCHITECTURE: storage): integer minor units, double entry, one transaction per change with
-- an idempotency key, balances that never go negative.

-- One change of money: its entries sum to zero. The key makes a repeated request a no-op.
create table ledger_transactions (
  id bigserial primary key,
  brand_id text not null references brands(id) on delete cascade,
  idempotency_key text not null,
  kind text not null,
  created_at timestamptz not null default now(),
  unique (brand_id, idempotency_key)
);

-- Each side of a change: a member's wallet, or one of the house's accounts (member_id null).
create table ledger_entries (
  id bigserial primary key,
  transaction_id bigint not null references ledger_transactions(id) on delete cascade,
  member_id bigint references members(id),
  house_account text,
  amount bigint not null,
  check ((member_id is null) <> (house_account is null))
);
create index ledger_entries_member on ledger_entries (member_id) where member_id is not null;

-- A member's balance, kept with every entry in the same transaction; the check is the last guard
-- against an overdraft.
create table wallets (
  member_id bigint primary key references members(id) on delete cascade,
  balance bigint not null default 0 check (balance >= 0),
  updated_at timestamptz not null default now()
);
