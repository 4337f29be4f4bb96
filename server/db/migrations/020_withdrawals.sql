-- Withdrawals (brand config `payments.withdrawal`): a member binds payout accounts in their own real
-- name, sets a payment password, and asks for money; the amount is held at once, the payments desk
-- approves and pays it (or rejects it, releasing the hold), and the member confirms receipt.
alter table members
  add column payment_password_hash text,
  add column birthday date;

-- Where a member is paid. Removing one keeps its row: past withdrawals still name it.
create table payout_accounts (
  id bigserial primary key,
  member_id bigint not null references members(id) on delete cascade,
  kind text not null check (kind in ('bkash', 'nagad', 'rocket', 'upi', 'bank')),
  number text not null,
  bank_name text,
  payee_name text not null,
  created_at timestamptz not null default now(),
  removed_at timestamptz
);
create unique index payout_accounts_live on payout_accounts (member_id, kind, lower(number)) where removed_at is null;

create table withdrawals (
  id bigserial primary key,
  brand_id text not null references brands(id) on delete cascade,
  member_id bigint not null references members(id) on delete cascade,
  amount bigint not null check (amount > 0),
  -- The account as it was when the money was asked for.
  account_id bigint not null references payout_accounts(id),
  account_kind text not null,
  account_number text not null,
  account_bank text,
  payee_name text not null,
  status text not null default 'pending' check (status in ('pending', 'approved', 'paid', 'rejected')),
  receipt text check (receipt in ('received', 'partlyReceived', 'notReceived', 'autoReceived')),
  receipt_note text,
  reject_reason text,
  operator_id uuid references operators(id) on delete set null,
  operator_name text,
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  paid_at timestamptz,
  receipt_at timestamptz
);
create index withdrawals_member on withdrawals (member_id, id desc);
create index withdrawals_desk on withdrawals (brand_id, status, id);

-- What a member attached to "partly received" or "not received".
create table withdrawal_proofs (
  id bigserial primary key,
  withdrawal_id bigint not null references withdrawals(id) on delete cascade,
  content_type text not null,
  width integer not null,
  height integer not null,
  bytes bytea not null
);
create index withdrawal_proofs_withdrawal on withdrawal_proofs (withdrawal_id);
