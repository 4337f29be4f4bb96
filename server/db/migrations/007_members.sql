-- Players and agents of a brand. An account name is unique within its brand whatever its case,
-- because players type it in whichever case they remember.
create table members (
  id bigserial primary key,
  brand_id text not null references brands(id) on delete cascade,
  account text not null,
  password_hash text not null,
  nickname text,
  -- E.164 (+8801712345678): the form a number is compared in, whatever way it was typed.
  mobile text,
  email text,
  payee_name text,
  affiliate_code text,
  -- 1, 2, 41, 42: agents; 4: a trial account; 0: a player (SPEC §6).
  type integer not null default 0,
  upline_id bigint references members(id),
  club_label text,
  rank_level integer,
  last_login_at timestamptz,
  created_at timestamptz not null default now()
);
create unique index members_account on members (brand_id, lower(account));
create unique index members_mobile on members (brand_id, mobile) where mobile is not null;
create unique index members_affiliate_code on members (brand_id, affiliate_code) where affiliate_code is not null;

-- A signed-in session. Only the SHA-256 of the token is kept, so a copy of this table signs nobody in.
create table sessions (
  token_hash text primary key,
  member_id bigint not null references members(id) on delete cascade,
  brand_id text not null references brands(id) on delete cascade,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index sessions_expiry on sessions (expires_at);

-- The request types of an agent's contracts (SPEC §3 consolidated contract info); null: none of that kind.
create table member_contracts (
  member_id bigint primary key references members(id) on delete cascade,
  divtypereq integer,
  dailysalreqtype integer,
  contracthoursalreq integer,
  realtimesalreqtype integer
);

-- Wrong passwords in a row per typed account name, known or not, so that the captcha it brings on
-- does not tell which names exist.
create table login_failures (
  brand_id text not null references brands(id) on delete cascade,
  account_key text not null,
  count integer not null,
  last_at timestamptz not null,
  primary key (brand_id, account_key)
);

-- The last SMS code sent to a number for one purpose; only its hash is kept.
create table sms_codes (
  brand_id text not null references brands(id) on delete cascade,
  purpose text not null check (purpose in ('register', 'login')),
  mobile text not null,
  code_hash text not null,
  sent_at timestamptz not null,
  expires_at timestamptz not null,
  wrong_tries integer not null default 0,
  primary key (brand_id, purpose, mobile)
);
