-- Referral (AFFMAN3, decision 0264): a player invites friends with a code of their own; a friend
-- who registers with it is their invitee, and once the invitee's first deposit and settled valid
-- bets reach the brand's thresholds the inviter is paid the brand's reward, once. A pair that
-- shares a device, an address or a payout account is held for an operator instead.

-- A brand's programme: off until an operator sets it up.
create table referral_programmes (
  brand_id text primary key references brands(id) on delete cascade,
  enabled boolean not null default false,
  reward bigint not null default 0 check (reward >= 0),
  min_deposit bigint not null default 0 check (min_deposit >= 0),
  min_turnover bigint not null default 0 check (min_turnover >= 0),
  updated_at timestamptz not null default now()
);

-- A member's own code, made the first time they open their referral page.
create table referral_codes (
  member_id bigint primary key references members(id) on delete cascade,
  brand_id text not null references brands(id) on delete cascade,
  code text not null check (code ~ '^[A-Z0-9]{8}$'),
  unique (brand_id, code)
);

-- An invitee, written in the transaction that registered them. pending until they qualify; then
-- paid, or held for review (with why) and then paid or rejected by an operator.
create table referrals (
  invitee_id bigint primary key references members(id) on delete cascade,
  brand_id text not null references brands(id) on delete cascade,
  referrer_id bigint not null references members(id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'held', 'paid', 'rejected')),
  held_for text[] not null default '{}',
  reward bigint,
  remark text check (char_length(remark) <= 140),
  decided_by uuid references operators(id) on delete set null,
  created_at timestamptz not null default now(),
  qualified_at timestamptz,
  decided_at timestamptz,
  check (referrer_id <> invitee_id)
);
create index referrals_referrer on referrals (referrer_id, created_at desc);
create index referrals_pending on referrals (brand_id) where status = 'pending';
create index referrals_held on referrals (brand_id, qualified_at) where status = 'held';

-- Where a member registered or signed in from: the device id and the address, each as a keyed
-- hash the same for every member of a brand (unlike the new-device check's, salted per member), so
-- two accounts on one device or address can be told apart from two strangers without keeping
-- either in the clear.
create table member_places (
  member_id bigint not null references members(id) on delete cascade,
  brand_id text not null references brands(id) on delete cascade,
  kind text not null check (kind in ('device', 'ip')),
  value_hash text not null,
  first_at timestamptz not null default now(),
  last_at timestamptz not null default now(),
  primary key (member_id, kind, value_hash)
);
create index member_places_value on member_places (brand_id, kind, value_hash);

-- A new member who registered with a member's code is that member's invitee, in the transaction
-- that made the account: registration keeps the code as given (migration 029, SPEC §4), and an
-- unknown code, one of another brand or one's own links nobody.
create function link_referral() returns trigger language plpgsql as $$
begin
  insert into referrals (invitee_id, brand_id, referrer_id)
  select new.id, new.brand_id, c.member_id from referral_codes c
  where c.brand_id = new.brand_id and c.code = upper(btrim(new.referral_code)) and c.member_id <> new.id
  on conflict (invitee_id) do nothing;
  return null;
end $$;
create trigger members_link_referral after insert on members for each row when (new.referral_code is not null) execute function link_referral();
