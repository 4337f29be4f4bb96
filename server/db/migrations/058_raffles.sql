-- Raffles (REWCEN3, decision 0266): a brand's golden egg, red envelope or prize wheel opens for a
-- window; a member earns tickets by deposits and by their own money's valid turnover in it, and
-- spends one a play on a draw from a weighted prize table whose prizes may have a stock.

-- A raffle of a brand. A ticket per approved deposit of at least `deposit_min`, and one per
-- `turnover_step` of own-money valid turnover (minor units; null: that way earns none), at most
-- `daily_max` tickets on one brand day (null: no limit). The title per content language. Never
-- edited: withdrawn and made again.
create table raffles (
  id bigserial primary key,
  brand_id text not null references brands(id) on delete cascade,
  kind text not null check (kind in ('goldenEgg', 'redEnvelope', 'prizeWheel')),
  title jsonb not null check (content_languages_check(title)),
  opens_at timestamptz not null,
  closes_at timestamptz not null,
  deposit_min bigint check (deposit_min > 0),
  turnover_step bigint check (turnover_step > 0),
  daily_max integer check (daily_max > 0),
  created_by uuid references operators(id) on delete set null,
  created_at timestamptz not null default now(),
  withdrawn_at timestamptz,
  check (closes_at > opens_at),
  check (deposit_min is not null or turnover_step is not null)
);
create index raffles_brand on raffles (brand_id, closes_at desc);

-- A raffle's prize table: each prize's chance is its weight over the weights of the prizes with
-- stock left. `amount`: minor units of money to the main wallet (cash), whole points (points), 0
-- (nothing: try again). `stock` null: unlimited; else `stock_left` is taken down by the draw that
-- wins it, in the same update that checks it is above 0.
create table raffle_prizes (
  id bigserial primary key,
  raffle_id bigint not null references raffles(id) on delete cascade,
  sort integer not null,
  weight integer not null check (weight > 0),
  kind text not null check (kind in ('cash', 'points', 'nothing')),
  amount bigint not null check (amount >= 0),
  stock integer check (stock > 0),
  stock_left integer,
  check ((kind = 'nothing') = (amount = 0)),
  check ((stock is null) = (stock_left is null)),
  check (stock_left >= 0 and stock_left <= stock),
  unique (raffle_id, sort)
);

-- A member's tickets of a raffle: `earned` grows with the causes below, `spent` with the draws;
-- a draw's update takes one only while `spent < earned`, under the row's lock.
create table raffle_tickets (
  raffle_id bigint not null references raffles(id) on delete cascade,
  member_id bigint not null references members(id) on delete cascade,
  earned integer not null default 0,
  spent integer not null default 0,
  primary key (raffle_id, member_id),
  check (spent >= 0 and spent <= earned)
);

-- Why a ticket was earned, once per cause: `deposit:<deposit id>` or `turnover:<k>` (the k-th step
-- of turnover crossed). The primary key refuses a second ticket for one cause; `day` is the brand
-- day it was earned on (the deposit's credit, the round's placing), which the daily limit counts.
create table raffle_ticket_causes (
  raffle_id bigint not null,
  member_id bigint not null,
  cause text not null,
  day date not null,
  earned_at timestamptz not null,
  primary key (raffle_id, member_id, cause),
  foreign key (raffle_id, member_id) references raffle_tickets(raffle_id, member_id) on delete cascade
);

-- One row per ticket spent, with the prize it won as it stood (kind and amount).
create table raffle_draws (
  id bigserial primary key,
  raffle_id bigint not null references raffles(id) on delete cascade,
  member_id bigint not null references members(id) on delete cascade,
  prize_id bigint not null references raffle_prizes(id) on delete cascade,
  kind text not null check (kind in ('cash', 'points', 'nothing')),
  amount bigint not null,
  drawn_at timestamptz not null default now()
);
create index raffle_draws_raffle on raffle_draws (raffle_id, prize_id);
create index raffle_draws_member on raffle_draws (member_id, drawn_at desc);
