-- An agent's figures (decision 0275): each member's valid bet, payout, bonus, deposits and
-- withdrawals per brand day and product, kept by the statement that moves them, and the nightly
-- roll-up of each agent's whole subtree per day and product.

-- One row per member, brand day and product (a game category; '' for money that is not a game's:
-- deposits, withdrawals, bonuses). Written only by one upsert inside the transaction that settles
-- a round (settle_round, below) or posts a deposit, a paid withdrawal or a bonus grant (the ledger
-- change's own statement, server/modules/wallet/ledger.ts), so it is never counted twice.
create table member_daily_stats (
  brand_id text not null,
  member_id bigint not null references members(id) on delete cascade,
  day date not null,
  product text not null,
  valid_bet bigint not null default 0,
  payout bigint not null default 0,
  bonus bigint not null default 0,
  deposits bigint not null default 0,
  withdrawals bigint not null default 0,
  bet_count integer not null default 0,
  primary key (member_id, day, product)
);
create index member_daily_stats_brand_day on member_daily_stats (brand_id, day);

-- Per agent (account types 1, 2, 41, 42), brand day and product: the sums over the agent's whole
-- subtree (the agent included) and the members of it with a valid bet in that product. The day's
-- new members are kept on its '' row. Written for a closed day by the roll-up job, which replaces
-- the day's rows, so running it again gives the same rows.
create table team_daily_stats (
  brand_id text not null,
  agent_id bigint not null references members(id) on delete cascade,
  day date not null,
  product text not null,
  valid_bet bigint not null default 0,
  payout bigint not null default 0,
  bonus bigint not null default 0,
  deposits bigint not null default 0,
  withdrawals bigint not null default 0,
  bet_count bigint not null default 0,
  active_members integer not null default 0,
  new_members integer not null default 0,
  primary key (agent_id, day, product)
);
create index team_daily_stats_brand_day on team_daily_stats (brand_id, day);

-- A brand day rolled up: the job's claim (a second run finds it and does nothing), and the line
-- the reports read up to: a day with a row is read from team_daily_stats, a later one live.
create table team_stats_runs (
  brand_id text not null,
  day date not null,
  rolled_at timestamptz not null default now(),
  primary key (brand_id, day)
);

-- Migration 061's settle_round with one statement more: the round's figures of the day.
create or replace function settle_round(
  p_brand text, p_vendor text, p_round text, p_member bigint, p_amount bigint, p_wallet text,
  p_time_zone text, p_missions boolean, p_vip boolean,
  out settled_bet bigint, out is_first boolean, out settled_stake bigint, out settled_bonus_stake bigint, out settled_category text,
  out released_grant bigint, out vip_held integer, out vip_reached integer, out point_percent integer, out stakeable bigint)
language plpgsql volatile as $$
declare
  v_own bigint;
  v_status text;
  v_completed boolean;
begin
  -- The round is settled; its count of settlements goes up under the row's lock, so of two wins
  -- racing on one round exactly one is its first.
  update bets b set payout = b.payout + p_amount, status = 'settled', settled_at = now(), settlements = b.settlements + 1
    where b.brand_id = p_brand and b.vendor = p_vendor and b.round_id = p_round and b.member_id = p_member
    returning b.id, b.settlements = 1, b.stake, b.bonus_stake, b.category
    into settled_bet, is_first, settled_stake, settled_bonus_stake, settled_category;
  if not found then
    raise exception 'no round % of vendor % for member %', p_round, p_vendor, p_member using errcode = 'no_data_found';
  end if;
  -- The member's figures of the brand day it settles in (decision 0275): a first settlement counts
  -- the stake as valid bet and one bet; every settlement adds what it paid.
  if is_first or p_amount <> 0 then
    insert into member_daily_stats as s (brand_id, member_id, day, product, valid_bet, payout, bet_count)
      values (p_brand, p_member, (now() at time zone p_time_zone)::date, settled_category,
              case when is_first then settled_stake else 0 end, p_amount, case when is_first then 1 else 0 end)
      on conflict (member_id, day, product) do update
        set valid_bet = s.valid_bet + excluded.valid_bet, payout = s.payout + excluded.payout, bet_count = s.bet_count + excluded.bet_count;
  end if;
  point_percent := 100;
  if is_first then
    -- What the bonus wallet paid of the stake earns no race or mission standing (decision 0263).
    v_own := settled_stake - settled_bonus_stake;
    if p_missions and v_own > 0 then
      -- A mission this round completes tells the member's badges (server/badges.ts keeps them) and
      -- open pages (`mission:<member>`): a losing round moves no money, so no other notice would.
      with missions_moved as (
        insert into mission_progress (mission_id, member_id, period_start, progress)
        select m.id, p_member,
               date_trunc(case when m.period = 'weekly' then 'week' else 'day' end, now() at time zone p_time_zone) at time zone p_time_zone,
               case when m.kind = 'validBet' then v_own else 1 end
        from missions m
        where m.brand_id = p_brand and m.enabled and m.kind in ('validBet', 'rounds')
          and (m.product is null or m.product = settled_category)
        on conflict (mission_id, member_id, period_start) do update set progress = mission_progress.progress + excluded.progress
        returning mission_id, progress
      ),
      races_moved as (
        insert into race_standings (race_id, period_start, member_id, amount, reached_at)
        select r.id, date_trunc(case when r.period = 'weekly' then 'week' else 'day' end, now() at time zone p_time_zone) at time zone p_time_zone,
               p_member, v_own, clock_timestamp()
        from races r
        where r.brand_id = p_brand and r.enabled and (r.product is null or r.product = settled_category)
        on conflict (race_id, period_start, member_id) do update set amount = race_standings.amount + excluded.amount, reached_at = excluded.reached_at
        returning 1
      )
      select exists (
        select 1 from missions_moved mm join missions m on m.id = mm.mission_id
        where mm.progress >= m.target and mm.progress - case when m.kind = 'validBet' then v_own else 1 end < m.target)
      into v_completed;
      if v_completed then perform pg_notify('marquee_cache', 'mission:' || p_member); end if;
    end if;
    -- The whole stake counts towards the member's active bonus, by the product's contribution; the
    -- update that meets the requirement ends the grant, and the caller releases it. A member holding
    -- no bonus costs a probe of the one-active-grant index. It runs whatever PROMO3 says: a grant
    -- held when the module was switched off still plays down (decision 0262).
    update bonus_grants g
      set progress = least(g.required, g.progress + settled_stake * coalesce((g.contributions ->> settled_category)::int, 0) / 100),
          status = case when g.progress + settled_stake * coalesce((g.contributions ->> settled_category)::int, 0) / 100 >= g.required then 'released' else g.status end,
          ended_at = case when g.progress + settled_stake * coalesce((g.contributions ->> settled_category)::int, 0) / 100 >= g.required then now() else g.ended_at end
      where g.member_id = p_member and g.status = 'active' and g.expires_at > now()
      returning g.id, g.status into released_grant, v_status;
    if v_status is distinct from 'released' then released_grant := null; end if;
    -- The whole stake climbs the VIP ladder, and the level held sets the points multiplier.
    if p_vip and settled_stake > 0 then
      select a.held, a.reached into vip_held, vip_reached from vip_accrue(p_member, p_brand, settled_stake, 0) a;
      select (l.point_multiplier * 100)::integer into point_percent
        from vip_levels l where l.brand_id = p_brand and l.rank_level = greatest(vip_held, vip_reached);
      point_percent := coalesce(point_percent, 100);
    end if;
  end if;
  -- What the game may stake next: the wallet it stakes from, and for a seamless game the bonus too.
  select coalesce(sum(w.balance), 0) into stakeable
    from wallets w where w.member_id = p_member and (w.wallet = p_wallet or (p_wallet = 'main' and w.wallet = 'bonus'));
end;
$$;
