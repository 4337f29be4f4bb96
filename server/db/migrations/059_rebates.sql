-- Manual rebate (REBATE3, decision 0267): a member claims a share of their own-money valid bet
-- (stake less what the bonus wallet paid, of rounds settled at least once) since their last claim,
-- at their VIP level's rate per product, once it reaches the brand's minimum. Amounts are minor
-- units of the brand's currency; rates are percent per product (game category), {"LIVE": 0.8, …},
-- as a VIP level's `rebates` are.

-- A brand's settings: the minimum claim, and the rates that apply while VIP3 is off (or to a member
-- whose level has no row). A brand without a row has minimum 0 and no default rates.
create table rebate_settings (
  brand_id text primary key references brands(id) on delete cascade,
  min_claim bigint not null default 0 check (min_claim >= 0),
  default_rates jsonb not null default '{}',
  updated_at timestamptz not null default now()
);

-- A member's watermark: how many claims they made and when the last was. A claim advances it in
-- one insert … on conflict do update whose row lock holds until the claim commits, so a member's
-- claims take turns and the claim's number keys its ledger change.
create table rebate_members (
  member_id bigint primary key references members(id) on delete cascade,
  brand_id text not null references brands(id) on delete cascade,
  claims integer not null default 0,
  last_claim_at timestamptz
);

-- Each claim: what it counted and paid per product ([{product, validBet, rate, amount}], minor
-- units), the VIP level whose rates applied (null: the brand's default rates).
create table rebate_claims (
  id bigserial primary key,
  brand_id text not null references brands(id) on delete cascade,
  member_id bigint not null references members(id) on delete cascade,
  seq integer not null,
  valid_bet bigint not null check (valid_bet >= 0),
  amount bigint not null check (amount > 0),
  rank_level integer,
  products jsonb not null,
  claimed_at timestamptz not null default now(),
  unique (member_id, seq)
);
create index rebate_claims_member on rebate_claims (member_id, id desc);
create index rebate_claims_brand on rebate_claims (brand_id, id desc);

-- The claim that counted a bet. A round's first settlement may come after a later round's (and
-- after a claim), so neither a time nor a bet number alone tells what a claim already counted; the
-- claim marks what it counts, under the member's watermark lock, and nothing on the settling path
-- writes it. No foreign key: a settlement's update of the row checks nothing more.
alter table bets add column rebate_claim_id bigint;
-- What a member has to claim: rows enter at their first settlement and leave when claimed, so the
-- index holds only settled rounds not yet counted, and a bet's placement adds nothing to it.
create index bets_rebate_due on bets (member_id) where settlements > 0 and rebate_claim_id is null;

-- Brands already stored get the module under member services switched off: a module that pays
-- money waits for its operator to set the minimum and rates and switch it on. Their member page,
-- a stub until now, follows the module.
create function with_rebate_module(tree jsonb) returns jsonb language sql immutable as $$
  select coalesce(jsonb_agg(case when n ->> 'modId' = 'MEMBER3'
      then jsonb_set(n, '{childrenNodes}', coalesce(n -> 'childrenNodes', '[]'::jsonb) || '[{"modId": "REBATE3", "enabled": "0"}]'::jsonb)
      else n end order by i), '[]'::jsonb)
  from jsonb_array_elements(tree) with ordinality as t(n, i)
$$;
create function with_rebate_page_rule(config jsonb) returns jsonb language sql immutable as $$
  select jsonb_set(config, '{memberPages}', coalesce(jsonb_agg(case when p ->> 'key' = 'manualRebate' and not p ? 'when'
      then p || '{"when": {"feature": "rebate"}}'::jsonb
      else p end order by i), '[]'::jsonb))
  from jsonb_array_elements(config -> 'memberPages') with ordinality as t(p, i)
$$;
update brands set settings = with_rebate_module(settings)
  where jsonb_typeof(settings) = 'array' and position('"REBATE3"' in settings::text) = 0;
update brands set config = with_rebate_page_rule(config) where jsonb_typeof(config -> 'memberPages') = 'array';
update brand_drafts set settings = with_rebate_module(settings)
  where jsonb_typeof(settings) = 'array' and position('"REBATE3"' in settings::text) = 0;
update brand_drafts set config = with_rebate_page_rule(config) where jsonb_typeof(config -> 'memberPages') = 'array';
drop function with_rebate_module(jsonb);
drop function with_rebate_page_rule(jsonb);
