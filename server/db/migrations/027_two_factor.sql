-- The check of a password sign-in from a new device or network (brand setting
-- accounts.newDeviceCheck), and the authenticator app a member enrols in the security centre.

-- A member's authenticator app (TOTP). The secret never leaves the server once confirmed; until a
-- first code confirms it (confirmed_at null) it signs nobody in and is replaced by the next start.
create table member_totp (
  member_id bigint primary key references members(id) on delete cascade,
  secret text not null,
  confirmed_at timestamptz,
  -- The time step of the last code taken: that code, and every older one, is never taken again.
  last_step bigint,
  -- Wrong codes in a row, the last at last_wrong_at (server/modules/session/twoFactor/totpStore.ts): each
  -- try is counted before its code is compared, so parallel guesses get five comparisons at most.
  wrong_tries integer not null default 0,
  last_wrong_at timestamptz,
  created_at timestamptz not null default now()
);

-- Where a member has passed the check from: a device id the browser keeps, and an IP address,
-- each kept only as a SHA-256 (the device id is a credential of sorts; the address is personal).
create table member_known_devices (
  member_id bigint not null references members(id) on delete cascade,
  kind text not null check (kind in ('device', 'ip')),
  value_hash text not null,
  first_at timestamptz not null default now(),
  last_at timestamptz not null default now(),
  primary key (member_id, kind, value_hash)
);

-- The code texted for the check has its own purpose, so it never stands in for a login or registration code.
alter table sms_codes drop constraint sms_codes_purpose_check;
alter table sms_codes add constraint sms_codes_purpose_check check (purpose in ('register', 'login', 'device'));
