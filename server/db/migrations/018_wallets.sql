-- Money in more than one place per member: the main wallet, one wallet per game vendor, a bonus
-- wallet and the withdrawal hold (money asked for and not yet paid out). Each is a row of its own,
-- kept with the ledger in the same transaction, never below zero.
alter table wallets add column wallet text not null default 'main';
alter table wallets drop constraint wallets_pkey;
alter table wallets add primary key (member_id, wallet);
alter table wallets alter column wallet drop default;
-- The amount of the wallet's last change. The ledger moves every wallet of a change with one
-- upsert, and an upsert's proposed row must pass the balance check before it meets the existing
-- one: the row proposes no balance of its own, and carries the change here for the update to add.
alter table wallets add column last_change bigint not null default 0;

-- Each member entry names its wallet and the balance that wallet had after it: the account record
-- a player reads is these rows, in order, as they were written.
alter table ledger_entries add column wallet text, add column balance_after bigint;
update ledger_entries e
  set wallet = 'main', balance_after = s.running
  from (select id, sum(amount) over (partition by member_id order by id) as running from ledger_entries where member_id is not null) s
  where e.id = s.id;
alter table ledger_entries
  add constraint ledger_entries_member_wallet check ((member_id is null) = (wallet is null) and (member_id is null) = (balance_after is null));
drop index ledger_entries_member;
create index ledger_entries_member on ledger_entries (member_id, id desc) where member_id is not null;

-- A change's fingerprint (its kind and postings): the same key with other postings is refused, not
-- answered with the first change. A reference the player and the console read (a deposit's number).
alter table ledger_transactions add column fingerprint text, add column reference text;
-- Kinds are named as the account record's filter names them.
update ledger_transactions set kind = 'demoCredit' where kind = 'demo-credit';
-- The account record filters a member's movements by kind and by time.
create index ledger_transactions_created on ledger_transactions (created_at);

-- A money call's Idempotency-Key, per caller: the first answer kept with a fingerprint of the call
-- and its input, written in the transaction that did the work, so the work and its record commit
-- together or not at all. A repeat of the same request gets the same answer; another request under
-- the same key is refused.
create table idempotent_requests (
  brand_id text not null references brands(id) on delete cascade,
  scope text not null,
  key text not null,
  call text not null,
  fingerprint text not null,
  response jsonb not null,
  created_at timestamptz not null default now(),
  primary key (brand_id, scope, key)
);
create index idempotent_requests_created on idempotent_requests (created_at);
