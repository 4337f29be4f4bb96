-- Points (PTSYS3, decision 0260): a second asset of the ledger. A member's points are the wallet
-- named `points`; the house's side of every points change is an account named `points:<kind>`.
-- These tables keep what the ledger does not: a brand's ratios, its point mall and what was
-- redeemed there. Points never expire (SPEC §9): nothing here has an end date.

-- A brand's ratios: points earned per 1 currency unit staked on a product (at the round's first
-- settlement) or deposited (at the deposit's approval), and `redeem`, the points one currency unit
-- costs when points are converted to cash. A brand without a row earns nothing and converts nothing.
create table point_settings (
  brand_id text primary key references brands(id) on delete cascade,
  live numeric(12,4) not null default 0 check (live >= 0),
  lottery numeric(12,4) not null default 0 check (lottery >= 0),
  pvp numeric(12,4) not null default 0 check (pvp >= 0),
  slots numeric(12,4) not null default 0 check (slots >= 0),
  sports numeric(12,4) not null default 0 check (sports >= 0),
  deposit numeric(12,4) not null default 0 check (deposit >= 0),
  redeem numeric(12,4) not null default 0 check (redeem >= 0),
  min_convert bigint not null default 0 check (min_convert >= 0),
  updated_at timestamptz not null default now()
);

-- The point mall's rewards. `cash` credits `amount` (minor units) to the main wallet when redeemed;
-- `goods` waits for the payments desk. A null stock is unlimited; a redemption takes its quantity
-- from the stock in one update that only a sufficient stock passes.
create table point_rewards (
  id bigserial primary key,
  brand_id text not null references brands(id) on delete cascade,
  kind text not null check (kind in ('cash', 'goods')),
  name jsonb not null,
  description jsonb not null default '{}',
  points bigint not null check (points > 0),
  amount bigint check (amount is null or amount > 0),
  stock integer check (stock is null or stock >= 0),
  active boolean not null default true,
  sort integer not null default 0,
  created_at timestamptz not null default now(),
  check (kind <> 'cash' or amount is not null)
);
create index point_rewards_brand on point_rewards (brand_id, sort, id);

-- What a member redeemed or converted: the redeem record of SPEC §3. `processing` (goods waiting
-- for the desk), `approved` or `rejected` (the points refunded once, the stock put back).
create table point_redemptions (
  id bigserial primary key,
  brand_id text not null references brands(id) on delete cascade,
  member_id bigint not null references members(id) on delete cascade,
  kind text not null check (kind in ('cash', 'goods', 'convert')),
  reward_id bigint references point_rewards(id) on delete set null,
  name jsonb not null default '{}',
  quantity integer not null check (quantity > 0),
  points bigint not null check (points > 0),
  amount bigint,
  ratio numeric(12,4) not null,
  balance_after bigint not null,
  status text not null check (status in ('processing', 'approved', 'rejected')),
  remark text,
  operator_id text,
  operator_name text,
  created_at timestamptz not null default now(),
  decided_at timestamptz
);
create index point_redemptions_member on point_redemptions (member_id, id desc);
create index point_redemptions_queue on point_redemptions (brand_id, status, id);
