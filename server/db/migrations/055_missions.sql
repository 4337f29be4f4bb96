-- Missions and the leaderboard (MISSION3, decision 0263): a brand's daily and weekly missions with
-- each member's progress in a period, and its races (a period's standing by settled valid bets,
-- prizes paid once by a job when the period ends).

-- A mission of a brand. `kind`: deposit (an amount credited), validBet (an amount of settled
-- stakes, of one product when `product` names a bet category), rounds (a count of settled rounds,
-- of one product when named), signInDays (a count of days of the brand's calendar the member signed
-- in on; weekly only). `target` and `reward` in minor units for amounts, a plain count for rounds
-- and days. The title per content language, as notices are (migration 011).
create table missions (
  id bigserial primary key,
  brand_id text not null references brands(id) on delete cascade,
  period text not null check (period in ('daily', 'weekly')),
  kind text not null check (kind in ('deposit', 'validBet', 'rounds', 'signInDays')),
  product text,
  target bigint not null check (target > 0),
  reward bigint not null check (reward > 0),
  title jsonb not null check (content_languages_check(title)),
  enabled boolean not null default true,
  sort integer not null default 0,
  created_at timestamptz not null default now(),
  check (kind <> 'signInDays' or period = 'weekly'),
  check (product is null or kind in ('validBet', 'rounds'))
);
create index missions_brand on missions (brand_id, sort, id) where enabled;

-- One member's progress on one mission in one period (its first moment in the brand's time zone).
-- Written by one insert … on conflict do update per event, so concurrent settlements add up;
-- `last_day` is the last brand day a sign-in counted; `claimed_at` is set by the one claim that pays.
create table mission_progress (
  mission_id bigint not null references missions(id) on delete cascade,
  member_id bigint not null references members(id) on delete cascade,
  period_start timestamptz not null,
  progress bigint not null default 0,
  last_day date,
  claimed_at timestamptz,
  primary key (mission_id, member_id, period_start)
);
create index mission_progress_member on mission_progress (member_id, period_start);

-- A race of a brand: a period's standing by settled valid bets (of one product when named), and the
-- prize of each rank from the first, in minor units as decimal strings (["500000", "300000", …]).
create table races (
  id bigserial primary key,
  brand_id text not null references brands(id) on delete cascade,
  period text not null check (period in ('daily', 'weekly')),
  product text,
  prizes jsonb not null check (jsonb_typeof(prizes) = 'array' and jsonb_array_length(prizes) between 1 and 100),
  title jsonb not null check (content_languages_check(title)),
  enabled boolean not null default true,
  created_at timestamptz not null default now()
);
create index races_brand on races (brand_id, id) where enabled;

-- A member's standing in a race's period: the sum of their settled valid bets, and when it last
-- grew (of two equal amounts, the one reached first ranks higher).
create table race_standings (
  race_id bigint not null references races(id) on delete cascade,
  period_start timestamptz not null,
  member_id bigint not null references members(id) on delete cascade,
  amount bigint not null default 0,
  reached_at timestamptz not null,
  primary key (race_id, period_start, member_id)
);
create index race_standings_rank on race_standings (race_id, period_start, amount desc, reached_at, member_id);

-- A race's ended period whose prizes were paid: the job claims it by inserting this row, so a second
-- run (or a second process) finds it taken and pays nothing.
create table race_runs (
  race_id bigint not null references races(id) on delete cascade,
  period_start timestamptz not null,
  winners integer not null default 0,
  paid_at timestamptz not null default now(),
  primary key (race_id, period_start)
);

-- Brands already stored get the module in their settings tree, under member services, switched
-- off: they have no missions yet, and a feature that pays money starts when their operator has set
-- its missions and prizes and switches it on. Their page entry, a stub until now, follows the module.
create function with_mission_module(tree jsonb) returns jsonb language sql immutable as $$
  select coalesce(jsonb_agg(case when n ->> 'modId' = 'MEMBER3'
      then jsonb_set(n, '{childrenNodes}', coalesce(n -> 'childrenNodes', '[]'::jsonb) || '[{"modId": "MISSION3", "enabled": "0"}]'::jsonb)
      else n end order by i), '[]'::jsonb)
  from jsonb_array_elements(tree) with ordinality as t(n, i)
$$;
create function with_mission_page_rule(config jsonb) returns jsonb language sql immutable as $$
  select jsonb_set(config, '{memberPages}', coalesce(jsonb_agg(case when p ->> 'key' = 'missionLeaderboard' and not p ? 'when'
      then p || '{"when": {"feature": "missions"}}'::jsonb
      else p end order by i), '[]'::jsonb))
  from jsonb_array_elements(config -> 'memberPages') with ordinality as t(p, i)
$$;
update brands set settings = with_mission_module(settings)
  where jsonb_typeof(settings) = 'array' and position('"MISSION3"' in settings::text) = 0;
update brands set config = with_mission_page_rule(config) where jsonb_typeof(config -> 'memberPages') = 'array';
update brand_drafts set settings = with_mission_module(settings)
  where jsonb_typeof(settings) = 'array' and position('"MISSION3"' in settings::text) = 0;
update brand_drafts set config = with_mission_page_rule(config) where jsonb_typeof(config -> 'memberPages') = 'array';
drop function with_mission_module(jsonb);
drop function with_mission_page_rule(jsonb);
