-- Deposits (brand config `payments.deposit`): opened with a channel and an amount, which gives the
-- player a receiving account and a reference; submitted with the payment's transaction ID and
-- proof pictures; approved by a payments operator (the ledger credits it, once) or rejected.
create table deposits (
  id bigserial primary key,
  brand_id text not null references brands(id) on delete cascade,
  member_id bigint not null references members(id) on delete cascade,
  channel text not null,
  -- As the channel was named when the deposit was opened: a later edit of the brand leaves it readable.
  channel_name text not null,
  kind text not null,
  amount bigint not null check (amount > 0),
  fee bigint not null check (fee >= 0 and fee < amount),
  account_label text not null,
  account_number text not null,
  status text not null default 'open' check (status in ('open', 'pending', 'approved', 'rejected')),
  transaction_ref text,
  reject_reason text,
  operator_id uuid references operators(id) on delete set null,
  operator_name text,
  created_at timestamptz not null default now(),
  submitted_at timestamptz,
  decided_at timestamptz
);
-- One payment, one deposit: a transaction ID is taken once per channel, whatever its letter case.
create unique index deposits_transaction_ref on deposits (brand_id, channel, lower(transaction_ref)) where transaction_ref is not null;
create index deposits_member on deposits (member_id, id desc);
create index deposits_desk on deposits (brand_id, status, id);
-- A new deposit's receiving account is the channel's next in turn: its deposits are counted here.
create index deposits_channel on deposits (brand_id, channel);

-- What the player attached: PNG or JPEG, judged by content, at most three per deposit.
create table deposit_proofs (
  id bigserial primary key,
  deposit_id bigint not null references deposits(id) on delete cascade,
  content_type text not null,
  width integer not null,
  height integer not null,
  bytes bytea not null
);
create index deposit_proofs_deposit on deposit_proofs (deposit_id);
