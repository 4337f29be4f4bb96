-- A member's own limits (RG3, decision 0322): deposits, losses (stakes less winnings, floor 0) and
-- wagers, each over a rolling 24 hours, 7 days and 30 days. `amount` is the limit in force (minor
-- units); a raise or a removal waits in `pending_*`: `pending_from` is when it may be confirmed (24
-- hours after it was asked), for 7 days after that; a pending removal has no `pending_amount`.
create table member_limits (
  member_id bigint not null references members (id),
  kind text not null check (kind in ('deposit', 'loss', 'wager')),
  period text not null check (period in ('day', 'week', 'month')),
  amount bigint check (amount > 0),
  pending_amount bigint check (pending_amount > 0),
  pending_from timestamptz,
  updated_at timestamptz not null default now(),
  primary key (member_id, kind, period)
);

-- What the limits count, one row per member entry of the ledger that a limit reads: a stake, what
-- came back from a round (a win, a rollback, a lottery prize or refund), a deposit credited; kept
-- for members who have set a limit, from their first one (decision 0322).
-- Written by the trigger below in the transaction of the money's own change.
create table limit_usage (
  id bigserial primary key,
  member_id bigint not null,
  at timestamptz not null default now(),
  staked bigint not null default 0,
  won bigint not null default 0,
  deposited bigint not null default 0
);
create index limit_usage_member_at on limit_usage (member_id, at);

create function limit_window(p_period text) returns interval language sql immutable as $$
  select case p_period when 'day' then interval '24 hours' when 'week' then interval '7 days' else interval '30 days' end
$$;

-- Every stake of every path (the seamless bet of /vendor-api and the studio, a bet from a vendor's
-- transfer wallet, the in-house lottery) is a member entry of a 'bet' or 'lottery' change below
-- zero. The member's wager and loss limits are locked first, so the stakes of one member are judged
-- one after the other: each reads the usage the one before it committed, and the one that would
-- pass a limit raises LIMIT (SQLSTATE MQL01), undoing its whole change. Its detail names the
-- limit: kind:period:amount.
create function limit_usage_of_entry() returns trigger language plpgsql as $$
declare
  v_kind text;
  v_limit record;
  v_staked bigint;
  v_won bigint;
begin
  if new.wallet in ('hold', 'points') then return null; end if;
  -- Most members set no limit: their money pays one index probe here and writes nothing more, so
  -- the ledger's hot path stays as it was. Usage is counted from a member's first limit on.
  if not exists (select from member_limits where member_id = new.member_id) then return null; end if;
  select kind into v_kind from ledger_transactions where id = new.transaction_id;
  if new.amount < 0 and v_kind in ('bet', 'lottery') then
    perform 1 from member_limits where member_id = new.member_id and kind in ('loss', 'wager') order by kind, period for update;
    for v_limit in select kind, period, amount from member_limits
        where member_id = new.member_id and kind in ('loss', 'wager') and amount is not null order by kind, period loop
      select coalesce(sum(staked), 0), coalesce(sum(won), 0) into v_staked, v_won
        from limit_usage where member_id = new.member_id and at > now() - limit_window(v_limit.period);
      if (v_limit.kind = 'wager' and v_staked - new.amount > v_limit.amount)
         or (v_limit.kind = 'loss' and greatest(v_staked - v_won, 0) - new.amount > v_limit.amount) then
        raise exception using errcode = 'MQL01', message = 'play limit reached', detail = v_limit.kind || ':' || v_limit.period || ':' || v_limit.amount;
      end if;
    end loop;
    insert into limit_usage (member_id, staked) values (new.member_id, -new.amount);
  elsif new.amount > 0 and v_kind in ('win', 'rollback', 'lottery', 'lotteryRefund') then
    insert into limit_usage (member_id, won) values (new.member_id, new.amount);
  elsif new.amount > 0 and v_kind = 'deposit' then
    insert into limit_usage (member_id, deposited) values (new.member_id, new.amount);
  end if;
  return null;
end;
$$;

create trigger ledger_entries_limit_usage after insert on ledger_entries
  for each row when (new.member_id is not null) execute function limit_usage_of_entry();

-- A changed limit says `member:<member id>` on `marquee_cache`, so the member's open pages ask again.
create function notify_member_limits() returns trigger language plpgsql as $$
begin
  perform pg_notify('marquee_cache', 'member:' || coalesce(new.member_id, old.member_id));
  return null;
end;
$$;
create trigger member_limits_notify after insert or update or delete on member_limits
  for each row execute function notify_member_limits();

-- The module in the settings trees already stored: on, under member services, where it is not yet.
create function pg_temp.with_rg3(tree jsonb) returns jsonb language sql immutable as $$
  select coalesce(jsonb_agg(case when n ->> 'modId' = 'MEMBER3'
      then jsonb_set(n, '{childrenNodes}', coalesce(n -> 'childrenNodes', '[]'::jsonb) || '[{"modId": "RG3", "enabled": "1"}]'::jsonb)
      else n end order by i), '[]'::jsonb)
  from jsonb_array_elements(tree) with ordinality as t(n, i)
$$;
update brands set settings = pg_temp.with_rg3(settings) where jsonb_typeof(settings) = 'array' and position('"RG3"' in settings::text) = 0;
update brand_drafts set settings = pg_temp.with_rg3(settings) where jsonb_typeof(settings) = 'array' and position('"RG3"' in settings::text) = 0;
drop function pg_temp.with_rg3(jsonb);

-- A stored brand whose config lists its member pages gets the limits page after them, following the module.
create function pg_temp.with_limits_page(config jsonb) returns jsonb language sql immutable as $$
  select jsonb_set(config, '{memberPages}', (config -> 'memberPages') || '[{"key": "playLimits", "labelKey": "member:playLimits", "when": {"feature": "responsiblePlay"}}]'::jsonb)
$$;
update brands set config = pg_temp.with_limits_page(config)
  where jsonb_typeof(config -> 'memberPages') = 'array' and not exists (select from jsonb_array_elements(config -> 'memberPages') p where p ->> 'key' = 'playLimits');
update brand_drafts set config = pg_temp.with_limits_page(config)
  where jsonb_typeof(config -> 'memberPages') = 'array' and not exists (select from jsonb_array_elements(config -> 'memberPages') p where p ->> 'key' = 'playLimits');
drop function pg_temp.with_limits_page(jsonb);
