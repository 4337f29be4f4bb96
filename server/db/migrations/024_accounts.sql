-- Accounts: recovery by e-mail, remember me, free play, password age and session limits.

-- A recovery link's token, kept only as its hash: good for one use within its expiry.
create table password_resets (
  token_hash text primary key,
  brand_id text not null references brands(id) on delete cascade,
  member_id bigint not null references members(id) on delete cascade,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index password_resets_member on password_resets (member_id);

-- "Remember me": a token that stands in for the password on one device, never the password itself.
create table remember_tokens (
  token_hash text primary key,
  brand_id text not null references brands(id) on delete cascade,
  member_id bigint not null references members(id) on delete cascade,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index remember_tokens_member on remember_tokens (member_id);

-- How an account came to be: 'self' (registration), 'operator' (the console), 'freeplay' (a trial).
alter table members add column created_by text not null default 'self';
-- When the password was last set: its age, for the brand's password expiry.
alter table members add column password_changed_at timestamptz not null default now();

-- A session's own duty to change the password: set by a password sign-in that needs it (an
-- account someone else made, an expired or weak password), never by an SMS or social sign-in.
alter table sessions add column must_change_password boolean not null default false;
-- The last call made with the session (written at most once a minute): its idle time.
alter table sessions add column last_seen_at timestamptz not null default now();
create index sessions_member on sessions (member_id, created_at);
