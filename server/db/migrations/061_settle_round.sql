-- A win's settlement of its round, and everything a round's first settlement counts, in one call
-- to the database (server/modules/vendor/win.ts): the round's row, then mission and race progress,
-- a held bonus's turnover and VIP progress, then what the game may stake next. Before, these were
-- five statements, each sent and planned anew; PL/pgSQL keeps each statement's plan per
-- connection, as migration 042's vendor_bet does for the bet.
--
-- The order is the one the statements had, so the row locks are taken in the same order: the
-- bet's row, the member's standings, their active grant, their VIP row (held until commit, so two
-- settlements of one member take turns and a level is crossed once). What is rare and moves money
-- stays with the caller, which the answer tells: a grant whose turnover is met (released to main),
-- a VIP level reached above the one held (its upgrade bonuses).

-- A member's VIP totals grow by a settled valid bet or a credited deposit; the answer is the level
-- they held and the level their total now reaches by the brand's basis. A member without a row
-- starts at the rank their member row holds (an operator's label before VIP3).
create function vip_accrue(p_member bigint, p_brand text, p_valid_bet bigint, p_deposits bigint, out held integer, out reached integer)
language plpgsql volatile as $$
begin
  insert into vip_progress as p (member_id, brand_id, valid_bet, deposits, rank_level)
    values (p_member, p_brand, p_valid_bet, p_deposits, (select coalesce(m.rank_level, 0) from members m where m.id = p_member))
    on conflict (member_id) do update set valid_bet = p.valid_bet + excluded.valid_bet, deposits = p.deposits + excluded.deposits, updated_at = now()
    returning p.rank_level,
      (select coalesce(max(l.rank_level), 0) from vip_levels l
        where l.brand_id = p.brand_id
          and l.threshold <= case when exists (select 1 from vip_options o where o.brand_id = p.brand_id and o.basis = 'deposit') then p.deposits else p.valid_bet end)
    into held, reached;
end;
$$;

create function settle_round(
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
