-- The game catalogue, how each vendor is connected, and what players do with games.

-- How a brand reaches a vendor. `studio` is the project's own game server, which plays the game
-- and calls the seamless-wallet API like any outside vendor; `remote` is an aggregator reached by
-- its launch address. Every vendor signs its wallet calls with its own secret.
create table vendor_connections (
  brand_id text not null references brands(id) on delete cascade,
  code text not null,
  adapter text not null check (adapter in ('studio', 'remote')),
  secret text not null,
  launch_url text,
  primary key (brand_id, code)
);

-- One row per game a brand offers: its id is the game's nodeId on the wire.
create table games (
  id serial primary key,
  brand_id text not null references brands(id) on delete cascade,
  vendor text not null,
  category text not null check (category in ('LIVE', 'SPORTS', 'ESPORTS', 'RNG', 'FISH', 'PVP', 'COCKFIGHT', 'ELOTT', 'LOTT')),
  code text not null,
  name jsonb not null,
  image text not null,
  min_bet bigint not null check (min_bet > 0),
  lines integer not null default 0,
  classify text,
  -- Which of the studio's games plays it (a paytable's id, `baccarat`, `crash`, `pick:<market>`).
  engine text not null,
  is_hot boolean not null default false,
  is_new boolean not null default false,
  maintenance boolean not null default false,
  demo boolean not null default true,
  active boolean not null default true,
  sort integer not null default 0,
  -- Rounds played: the popular list's order, kept by the wallet's bets.
  plays bigint not null default 0,
  -- What a name search reads: the names in every language, lower-cased, kept by the database.
  search_text text generated always as (lower(coalesce(name->>'en', '') || ' ' || coalesce(name->>'bn', ''))) stored,
  unique (brand_id, vendor, code)
);
-- A category's page walks the first in the list's order; one vendor's, the second.
create index games_list on games (brand_id, category, sort, id);
create index games_vendor_list on games (brand_id, category, vendor, sort, id);
create index games_popular on games (brand_id, plays desc);

create table favourite_games (
  member_id bigint not null references members(id) on delete cascade,
  game_id integer not null references games(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (member_id, game_id)
);

create table recent_games (
  member_id bigint not null references members(id) on delete cascade,
  game_id integer not null references games(id) on delete cascade,
  played_at timestamptz not null default now(),
  primary key (member_id, game_id)
);
create index recent_games_member on recent_games (member_id, played_at desc);

-- A launch: the token a vendor's game carries to name the player to the wallet API.
create table game_launches (
  token_hash text primary key,
  brand_id text not null references brands(id) on delete cascade,
  member_id bigint references members(id) on delete cascade,
  game_id integer not null references games(id) on delete cascade,
  demo boolean not null default false,
  -- A demo's play money: it lives and dies with the launch and never reaches the ledger.
  demo_balance bigint check (demo_balance >= 0),
  -- The brand's shortest round is kept per launch: a round sooner than that after this is refused.
  last_round_at timestamptz,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index game_launches_expires on game_launches (expires_at);

-- The betting record: one row per round a vendor opened with a bet, settled by its wins, or
-- cancelled by a rollback.
create table bets (
  id bigserial primary key,
  brand_id text not null references brands(id) on delete cascade,
  member_id bigint not null references members(id) on delete cascade,
  vendor text not null,
  game_id integer references games(id) on delete set null,
  category text not null,
  round_id text not null,
  stake bigint not null default 0,
  payout bigint not null default 0,
  status text not null default 'open' check (status in ('open', 'settled', 'cancelled')),
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  -- A live table's round is one round id for every player at it: each player's part is a row of its own.
  unique (brand_id, vendor, round_id, member_id)
);
create index bets_member on bets (member_id, created_at desc);
create index bets_brand_payout on bets (brand_id, settled_at desc) where status = 'settled';

-- Every seamless-wallet call a vendor made, by its own transaction id: a replay answers what the
-- first call answered and moves nothing.
create table vendor_transactions (
  brand_id text not null references brands(id) on delete cascade,
  vendor text not null,
  tx_id text not null,
  kind text not null check (kind in ('bet', 'win', 'rollback')),
  -- Null only for a rollback of a bet never seen: it names no player, and is kept so that bet is refused if it comes.
  member_id bigint references members(id) on delete cascade,
  round_id text not null,
  amount bigint not null,
  -- The bet a win or rollback answers (its tx_id); a rollback's target.
  ref_tx_id text,
  fingerprint text not null,
  response jsonb not null,
  created_at timestamptz not null default now(),
  primary key (brand_id, vendor, tx_id)
);
-- A bet's wins and rollbacks, found by the bet's tx_id: whether it was rolled back or paid.
create index vendor_transactions_ref on vendor_transactions (brand_id, vendor, ref_tx_id, kind) where ref_tx_id is not null;

-- Provably fair: a seed pair per player (a member, or a demo's launch). The server seed stays
-- secret (its hash is shown) until the player changes seeds; every round uses the next nonce.
create table fair_seeds (
  id bigserial primary key,
  owner text not null,
  server_seed text not null,
  server_hash text not null,
  client_seed text not null,
  nonce integer not null default 0,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  revealed_at timestamptz
);
create unique index fair_seeds_active on fair_seeds (owner) where active;
create index fair_seeds_owner on fair_seeds (owner, id desc);

-- A studio round: what it drew and from which seeds, so the player can check it afterwards.
create table studio_rounds (
  id bigserial primary key,
  brand_id text not null references brands(id) on delete cascade,
  member_id bigint references members(id) on delete cascade,
  game_id integer not null references games(id) on delete cascade,
  seed_id bigint references fair_seeds(id) on delete cascade,
  nonce integer not null,
  client_seed text not null,
  stake bigint not null,
  payout bigint not null,
  outcome jsonb not null,
  created_at timestamptz not null default now()
);
create index studio_rounds_member on studio_rounds (member_id, id desc);
