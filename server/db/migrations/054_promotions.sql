-- Promotions, the bonus wallet and its turnover requirement (PROMO3, decision 0262).

-- A brand's promotion. `kind`: `firstDeposit` and `reloadDeposit` give `percent` of a credited deposit
-- of at least `min_deposit`, at most `cap`; `fixed` gives `amount`; `application` is asked for by
-- the member (a remark, and a Zalo or WhatsApp ID when `contact` names one) and an operator issues
-- up to `cap`. Texts are per content language, plain text. The bonus carries a turnover requirement:
-- (bonus, or bonus + deposit with `turnover_base` `bonusDeposit`) × `turnover_multiplier`, each
-- settled stake counting `contributions[category]` percent (a category not named counts 0), stakes
-- above `max_stake` refused while it is held, and `expiry_days` to meet it. Eligibility: account
-- age, credited deposits, and a VIP level (stored; every member counts as level 0 until levels exist).
-- `period`: once per member, or once per day, ISO week or month (UTC).
create table promotions (
  id text primary key check (id ~ '^[a-z0-9][a-z0-9-]{0,39}$'),
  brand_id text not null references brands(id) on delete cascade,
  kind text not null check (kind in ('firstDeposit', 'reloadDeposit', 'fixed', 'application')),
  percent integer check (percent between 1 and 1000),
  cap bigint check (cap > 0),
  min_deposit bigint not null default 0 check (min_deposit >= 0),
  amount bigint check (amount > 0),
  contact text check (contact in ('zalo', 'whatsapp')),
  title jsonb not null check (content_languages_check(title)),
  summary jsonb not null check (content_languages_check(summary)),
  rules jsonb not null check (content_languages_check(rules)),
  image text check (char_length(image) <= 500),
  starts_at timestamptz not null,
  ends_at timestamptz,
  turnover_multiplier integer not null default 0 check (turnover_multiplier between 0 and 100),
  turnover_base text not null default 'bonus' check (turnover_base in ('bonus', 'bonusDeposit')),
  contributions jsonb not null default '{}' check (jsonb_typeof(contributions) = 'object'),
  max_stake bigint check (max_stake > 0),
  expiry_days integer not null default 7 check (expiry_days between 1 and 365),
  min_account_days integer not null default 0 check (min_account_days >= 0),
  min_deposits integer not null default 0 check (min_deposits >= 0),
  min_rank_level integer not null default 0 check (min_rank_level >= 0),
  period text not null default 'once' check (period in ('once', 'day', 'week', 'month')),
  enabled boolean not null default true,
  sort integer not null default 0,
  created_at timestamptz not null default now(),
  check (ends_at is null or ends_at > starts_at),
  check (kind not in ('firstDeposit', 'reloadDeposit') or (percent is not null and cap is not null)),
  check (kind <> 'fixed' or amount is not null),
  check (kind <> 'application' or cap is not null)
);
create index promotions_brand on promotions (brand_id, sort, id);

-- A bonus given to a member: its amount went from house `promotions` to the member's `bonus`
-- wallet in one change keyed `promo:<promotion>:<member>:<period>`. One per member, promotion and
-- period (the unique key: two claims at once give one), and one active per member (the one a
-- settled stake counts towards). `status` leaves `active` once, in one update: `released` (the
-- requirement met, the bonus wallet to main), `forfeited` (by the member or an operator) or
-- `expired` (the job), the last two back to the house.
create table bonus_grants (
  id bigserial primary key,
  brand_id text not null references brands(id) on delete cascade,
  promotion_id text not null references promotions(id) on delete cascade,
  member_id bigint not null references members(id) on delete cascade,
  period text not null,
  amount bigint not null check (amount > 0),
  deposit_id bigint references deposits(id) on delete set null,
  required bigint not null check (required >= 0),
  progress bigint not null default 0 check (progress >= 0),
  contributions jsonb not null,
  max_stake bigint,
  status text not null default 'active' check (status in ('active', 'released', 'forfeited', 'expired')),
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  ended_at timestamptz,
  unique (promotion_id, member_id, period)
);
create unique index bonus_grants_one_active on bonus_grants (member_id) where status = 'active';
create unique index bonus_grants_deposit on bonus_grants (deposit_id) where deposit_id is not null;
create index bonus_grants_expiring on bonus_grants (expires_at) where status = 'active';
create index bonus_grants_promotion on bonus_grants (promotion_id);

-- A member's application for an `application` promotion, one per period: `applying` until an
-- operator issues an amount up to the cap (a grant) or rejects it with a reason.
create table promotion_applications (
  id bigserial primary key,
  brand_id text not null references brands(id) on delete cascade,
  promotion_id text not null references promotions(id) on delete cascade,
  member_id bigint not null references members(id) on delete cascade,
  period text not null,
  remark text not null default '' check (char_length(remark) <= 140),
  contact_id text check (char_length(contact_id) between 1 and 64),
  status text not null default 'applying' check (status in ('applying', 'issued', 'rejected')),
  amount bigint check (amount > 0),
  reason text check (char_length(reason) <= 140),
  decided_by uuid references operators(id) on delete set null,
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  unique (promotion_id, member_id, period)
);
create index promotion_applications_queue on promotion_applications (brand_id, status, id);

-- What of a round's stake the bonus wallet paid: points, rebates and races skip it.
alter table bets add column bonus_stake bigint not null default 0;

-- The bet of migration 048, now staking a seamless game from main first and then from the bonus
-- wallet, and refusing a stake above the active grant's maximum (`over_limit`). A transfer
-- wallet (`vendor:<code>`) stakes only from itself, as before. The bonus wallet is locked before
-- main, the order postChange locks them in (by name), so a bet and a release never deadlock.
drop function vendor_bet(int, text, text, text, text, text, text, bigint, int, text, bigint, text, text, text, text, text, text);
create function vendor_bet(
  p_lock_space int, p_lock_key text,
  p_brand text, p_vendor text, p_tx text, p_round text, p_fingerprint text,
  p_member bigint, p_game int, p_category text, p_amount bigint, p_currency text,
  p_ledger_key text, p_ledger_fingerprint text, p_reference text, p_house text, p_wallet text,
  out prior_fingerprint text, out prior_response jsonb, out rolled_back boolean, out answer jsonb, out over_limit boolean)
language plpgsql volatile as $$
declare
  v_balance bigint;
  v_bonus bigint := 0;
  v_from_main bigint;
  v_from_bonus bigint := 0;
  v_max bigint;
  v_change bigint;
begin
  perform pg_advisory_xact_lock(p_lock_space, hashtext(p_lock_key));
  rolled_back := false;
  over_limit := false;
  select t.fingerprint, t.response into prior_fingerprint, prior_response
    from vendor_transactions t where t.brand_id = p_brand and t.vendor = p_vendor and t.tx_id = p_tx;
  if found then return; end if;
  rolled_back := exists (select from vendor_transactions t where t.brand_id = p_brand and t.vendor = p_vendor and t.ref_tx_id = p_tx and t.kind = 'rollback');
  if rolled_back then return; end if;
  if p_wallet = 'main' then
    select balance into v_bonus from wallets where member_id = p_member and wallet = 'bonus' for update;
    v_bonus := coalesce(v_bonus, 0);
    if v_bonus > 0 then
      select g.max_stake into v_max from bonus_grants g where g.member_id = p_member and g.status = 'active';
      if v_max is not null and p_amount > v_max then
        over_limit := true;
        return;
      end if;
    end if;
  end if;
  -- The stake, only when the wallets hold it (judged on the rows' latest versions when another change holds them).
  select balance into v_balance from wallets where member_id = p_member and wallet = p_wallet for update;
  if coalesce(v_balance, 0) + v_bonus < p_amount then return; end if;
  v_from_main := least(coalesce(v_balance, 0), p_amount);
  v_from_bonus := p_amount - v_from_main;
  if v_from_bonus > 0 then
    update wallets set balance = balance - v_from_bonus, last_change = -v_from_bonus, updated_at = now()
      where member_id = p_member and wallet = 'bonus' returning balance into v_bonus;
  end if;
  if v_from_main > 0 then
    update wallets set balance = balance - v_from_main, last_change = -v_from_main, updated_at = now()
      where member_id = p_member and wallet = p_wallet returning balance into v_balance;
  end if;
  insert into ledger_transactions (brand_id, idempotency_key, kind, fingerprint, reference)
    values (p_brand, p_ledger_key, 'bet', p_ledger_fingerprint, p_reference)
    returning id into v_change;
  insert into ledger_entries (transaction_id, member_id, wallet, house_account, amount, balance_after)
    select v_change, e.member_id, e.wallet, e.house, e.amount, e.after
    from (values (1, p_member, p_wallet, null::text, -v_from_main, v_balance),
                 (2, p_member, 'bonus', null::text, -v_from_bonus, v_bonus),
                 (3, null::bigint, null::text, p_house, p_amount, null::bigint)) as e(ord, member_id, wallet, house, amount, after)
    where e.amount <> 0 order by e.ord;
  insert into bets (brand_id, member_id, vendor, game_id, category, round_id, stake, bonus_stake)
    values (p_brand, p_member, p_vendor, p_game, p_category, p_round, p_amount, v_from_bonus)
    on conflict (brand_id, vendor, round_id, member_id) do update
      set stake = bets.stake + excluded.stake, bonus_stake = bets.bonus_stake + excluded.bonus_stake,
          status = case when bets.status = 'cancelled' then 'open' else bets.status end;
  insert into recent_games (member_id, game_id) values (p_member, p_game)
    on conflict (member_id, game_id) do update set played_at = now();
  -- What the game may still stake: main and, for a seamless game, the bonus wallet.
  v_balance := coalesce(v_balance, 0) + v_bonus;
  answer := jsonb_build_object('balance', (v_balance / 100)::text || '.' || lpad((v_balance % 100)::text, 2, '0'), 'currency', p_currency);
  insert into vendor_transactions (brand_id, vendor, tx_id, kind, member_id, round_id, amount, ref_tx_id, fingerprint, response)
    values (p_brand, p_vendor, p_tx, 'bet', p_member, p_round, p_amount, null, p_fingerprint, answer);
end;
$$;

-- The module in the settings trees already stored: on, under member services. It moves no money
-- until an operator writes a promotion, and off it would take away /promotions, which the brands'
-- banners link to. Its routes, its side-bar link and the bonus page follow it (`when`).
create function pg_temp.with_promo(tree jsonb) returns jsonb language sql immutable as $$
  select case
    when tree::text like '%"PROMO3"%' then tree
    when exists (select from jsonb_array_elements(tree) n where n ->> 'modId' = 'MEMBER3') then
      (select jsonb_agg(case when n ->> 'modId' = 'MEMBER3'
                          then jsonb_set(n, '{childrenNodes}', coalesce(n -> 'childrenNodes', '[]'::jsonb) || '[{"modId": "PROMO3", "enabled": "1"}]'::jsonb)
                          else n end order by i)
       from jsonb_array_elements(tree) with ordinality as t(n, i))
    else tree || '[{"modId": "PROMO3", "enabled": "1"}]'::jsonb
  end
$$;
create function pg_temp.promo_when(entries jsonb, field text, keys text[]) returns jsonb language sql immutable as $$
  select coalesce(jsonb_agg(case when e ->> field = any (keys) and not e ? 'when'
                              then e || '{"when": {"feature": "promotions"}}'::jsonb else e end order by i), '[]'::jsonb)
  from jsonb_array_elements(entries) with ordinality as r(e, i)
$$;
update brands set settings = pg_temp.with_promo(settings) where jsonb_typeof(settings) = 'array';
update brand_drafts set settings = pg_temp.with_promo(settings) where jsonb_typeof(settings) = 'array';
update brands set config = jsonb_set(config, '{routes}', pg_temp.promo_when(config -> 'routes', 'screen', array['promotions', 'promoDetail']))
  where jsonb_typeof(config -> 'routes') = 'array';
update brand_drafts set config = jsonb_set(config, '{routes}', pg_temp.promo_when(config -> 'routes', 'screen', array['promotions', 'promoDetail']))
  where jsonb_typeof(config -> 'routes') = 'array';
update brands set config = jsonb_set(config, '{memberPages}', pg_temp.promo_when(config -> 'memberPages', 'key', array['bonusDetails']))
  where jsonb_typeof(config -> 'memberPages') = 'array';
update brand_drafts set config = jsonb_set(config, '{memberPages}', pg_temp.promo_when(config -> 'memberPages', 'key', array['bonusDetails']))
  where jsonb_typeof(config -> 'memberPages') = 'array';
update brands set config = jsonb_set(config, '{sidebar}', pg_temp.promo_when(config -> 'sidebar', 'key', array['promotions']))
  where jsonb_typeof(config -> 'sidebar') = 'array';
update brand_drafts set config = jsonb_set(config, '{sidebar}', pg_temp.promo_when(config -> 'sidebar', 'key', array['promotions']))
  where jsonb_typeof(config -> 'sidebar') = 'array';
drop function pg_temp.with_promo(jsonb);
drop function pg_temp.promo_when(jsonb, text, text[]);
