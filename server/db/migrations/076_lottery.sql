-- The in-house Vietnam lottery (decisions 0310 and 0311): its games' schedules, each day's chain of
-- seeds, the issues drawn from them, the bets, and what is staked on each number of an issue.

-- A game: a daily draw at a local time, or a fast one every `interval_seconds`; betting on an issue
-- closes `close_seconds` before its draw.
create table lottery_games (
  id bigserial primary key,
  brand_id text not null references brands(id) on delete cascade,
  code text not null check (code ~ '^[A-Z0-9_]{2,32}$'),
  prize_mode text not null default 'LOTT' check (prize_mode in ('LOTT', 'ZY', 'ELOTT', 'SEA')),
  interval_seconds int check (interval_seconds in (60, 180, 300)),
  -- HH:MM in time_zone, for a daily draw.
  daily_at text check (daily_at ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  time_zone text not null,
  close_seconds int not null default 30 check (close_seconds between 5 and 3600),
  enabled boolean not null default true,
  sort int not null default 0,
  created_at timestamptz not null default now(),
  unique (brand_id, code),
  check ((interval_seconds is null) <> (daily_at is null))
);

-- One chain of seeds per game and day (the game's time zone): its last hash is published when the
-- day's issues are made, before any of them opens.
create table lottery_chains (
  id bigserial primary key,
  game_id bigint not null references lottery_games(id) on delete cascade,
  day date not null,
  published_hash text not null,
  created_at timestamptz not null default now(),
  unique (game_id, day)
);

-- An issue: open for bets until closes_at, drawn at draws_at from its seed, which is kept secret
-- until then (its hash is shown); cancelled refunds every bet.
create table lottery_issues (
  id bigserial primary key,
  brand_id text not null references brands(id) on delete cascade,
  game_id bigint not null references lottery_games(id) on delete cascade,
  chain_id bigint not null references lottery_chains(id) on delete cascade,
  position int not null,
  issue text not null,
  seed text not null,
  seed_hash text not null,
  closes_at timestamptz not null,
  draws_at timestamptz not null,
  status text not null default 'open' check (status in ('open', 'drawn', 'cancelled')),
  numbers text[],
  drawn_at timestamptz,
  unique (game_id, issue),
  unique (chain_id, position),
  check (closes_at <= draws_at),
  check ((status = 'drawn') = (numbers is not null))
);
create index lottery_issues_due on lottery_issues (draws_at) where status = 'open';
create index lottery_issues_drawn on lottery_issues (game_id, draws_at desc) where status = 'drawn';

-- A bet: its stake left the member's main wallet under `stake_key`; the odds it was taken at are
-- kept with it. Settled once by the draw (won or lost) or refunded by a cancel, under `lotto:{id}`.
create table lottery_bets (
  id bigserial primary key,
  brand_id text not null references brands(id) on delete cascade,
  member_id bigint not null references members(id) on delete cascade,
  issue_id bigint not null references lottery_issues(id) on delete cascade,
  bet_type text not null check (bet_type in ('lo2', 'lo3', 'de', 'cang3', 'xien2', 'xien3', 'xien4')),
  numbers text[] not null,
  stake bigint not null check (stake > 0),
  -- lô: units a point costs and pays per appearance; the others: the multiple (cost 1).
  cost int not null check (cost > 0),
  pays int not null check (pays > 0),
  stake_key text not null,
  status text not null default 'open' check (status in ('open', 'won', 'lost', 'refunded')),
  payout bigint check (payout >= 0),
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  unique (brand_id, stake_key)
);
create index lottery_bets_issue on lottery_bets (issue_id) where status = 'open';
create index lottery_bets_member on lottery_bets (member_id, created_at desc);

-- What all players together staked on each number of each bet type of an issue: a bet is taken
-- only if it keeps every number it names within the brand's cap, checked and raised in one statement.
create table lottery_exposure (
  issue_id bigint not null references lottery_issues(id) on delete cascade,
  bet_type text not null,
  number text not null,
  staked bigint not null check (staked >= 0),
  primary key (issue_id, bet_type, number)
);
