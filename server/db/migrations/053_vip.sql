-- VIP levels (VIP3, decision 0261). A brand's ladder: level 0 is where every member starts, each
-- higher level is reached when the member's cumulative valid bet (or deposits, by the brand's
-- `basis`) reaches its threshold. Amounts are minor units of the brand's currency; the label is per
-- content language, {"bn": "…", "en": "…"}; `rebates` is a rate in percent per product (game
-- category), {"LIVE": 0.8, …}, kept for the rebate paid later; the point multiplier is read by the
-- points system.
create table vip_levels (
  brand_id text not null references brands(id) on delete cascade,
  rank_level integer not null check (rank_level between 0 and 99),
  club_label jsonb not null check (content_languages_check(club_label)),
  threshold bigint not null check (threshold >= 0),
  upgrade_bonus bigint not null default 0 check (upgrade_bonus >= 0),
  monthly_bonus bigint not null default 0 check (monthly_bonus >= 0),
  rebates jsonb not null default '{}',
  point_multiplier numeric(5, 2) not null default 1 check (point_multiplier >= 0),
  primary key (brand_id, rank_level),
  check (rank_level > 0 or threshold = 0)
);

-- A brand's VIP options: what levels are reached by, and whether the monthly run may lower a level.
-- A brand without a row counts valid bet and never lowers one.
create table vip_options (
  brand_id text primary key references brands(id) on delete cascade,
  basis text not null default 'validBet' check (basis in ('validBet', 'deposit')),
  downgrade boolean not null default false
);

-- A member's progress: cumulative valid bet (stakes of rounds at their first settlement) and
-- credited deposits, both always counted so a change of basis needs no back-fill, and the level
-- reached. Written by one insert … on conflict do update per settlement, whose row lock also makes
-- two settlements of one member take their turns, so a level is crossed once. `members.rank_level`
-- carries the level to the member's info (and its update tells the member's pages, migration 010).
create table vip_progress (
  member_id bigint primary key references members(id) on delete cascade,
  brand_id text not null references brands(id) on delete cascade,
  valid_bet bigint not null default 0,
  deposits bigint not null default 0,
  rank_level integer not null default 0,
  updated_at timestamptz not null default now()
);
create index vip_progress_level on vip_progress (brand_id, rank_level) where rank_level > 0;

-- Stored brands get the module under member services switched off: a module that pays money waits
-- for its operator to set up levels and switch it on. Their /vip route shows only when it is on.
-- Drafts get the same, so publishing one does not take it back.
create function vip_settings(tree jsonb) returns jsonb language sql immutable as $$
  select case
    when jsonb_typeof(tree) is distinct from 'array' or tree::text like '%"VIP3"%' then tree
    else (select coalesce(jsonb_agg(case when n ->> 'modId' = 'MEMBER3'
                                         then jsonb_set(n, '{childrenNodes}', coalesce(n -> 'childrenNodes', '[]'::jsonb) || '[{"modId": "VIP3", "enabled": "0"}]'::jsonb)
                                         else n end order by i), '[]'::jsonb)
          from jsonb_array_elements(tree) with ordinality as e(n, i))
  end
$$;
create function vip_routes(config jsonb) returns jsonb language sql immutable as $$
  select case
    when jsonb_typeof(config -> 'routes') is distinct from 'array' then config
    else jsonb_set(config, '{routes}', (
      select coalesce(jsonb_agg(case when r -> 'paths' ? '/vip' and not r ? 'when' then r || '{"when": {"feature": "vip"}}'::jsonb else r end order by i), '[]'::jsonb)
      from jsonb_array_elements(config -> 'routes') with ordinality as e(r, i)))
  end
$$;
update brands set settings = vip_settings(settings), config = vip_routes(config);
update brand_drafts set settings = vip_settings(settings) where settings is not null;
update brand_drafts set config = vip_routes(config) where config is not null;
drop function vip_settings(jsonb);
drop function vip_routes(jsonb);
