-- A member's picture (PROFPIC3), a member's messages (INBOX3), and the referral code a player
-- registered with.

-- One picture per member, replaced by the next upload. Its address is a new random key each time
-- (/media/avatars/<key>.<ext>): the key is the picture's version, so a browser keeps it for a
-- year and a new picture is a new address; and nobody can walk the members' pictures by number.
create table member_avatars (
  member_id bigint primary key references members(id) on delete cascade,
  brand_id text not null references brands(id) on delete cascade,
  key text not null unique check (key ~ '^[0-9a-f]{32}$'),
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  size integer not null check (size > 0 and size <= 5242880),
  bytes bytea not null,
  updated_at timestamptz not null default now()
);

-- Messages to one member; read_at is set when the member opens one. The avatar's badge counts
-- those not yet read (CSP_unreadCount), so that count has an index of its own.
create table member_messages (
  id bigserial primary key,
  member_id bigint not null references members(id) on delete cascade,
  title text not null,
  body text not null,
  created_at timestamptz not null default now(),
  read_at timestamptz
);
create index member_messages_member on member_messages (member_id, id desc);
create index member_messages_unread on member_messages (member_id) where read_at is null;

-- A `referralCode` the registration link carried (SPEC §4: kept), as given: the referral
-- programme that will credit it does not exist yet, so nothing checks it.
alter table members add column referral_code text check (char_length(referral_code) <= 255);
