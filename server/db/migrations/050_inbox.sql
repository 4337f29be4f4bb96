-- The member's inbox (INBOX3, decision 0258): a message is stored once, whoever it is for, and a
-- member's reading or deleting it is a receipt of their own. migration 029's member_messages (one
-- row per member) is moved in and dropped.

-- A message of a brand: to all its members, its players only, its agents only, or one member. Its
-- title and body are per content language, {"bn": "…", "en": "…"}, as notices are (migration 011),
-- plain text. `kind` is `operator` (written in the console, `created_by`) or `system` (written by
-- the platform, a payments desk's decision say). It shows from `publish_at`; an operator's
-- withdrawal takes it out of every inbox and keeps it for the record.
create table messages (
  id bigserial primary key,
  brand_id text not null references brands(id) on delete cascade,
  audience text not null check (audience in ('all', 'players', 'agents', 'member')),
  member_id bigint references members(id) on delete cascade,
  kind text not null check (kind in ('operator', 'system')),
  title jsonb not null check (content_languages_check(title)),
  body jsonb not null check (content_languages_check(body)),
  publish_at timestamptz not null default now(),
  created_by uuid references operators(id) on delete set null,
  created_at timestamptz not null default now(),
  withdrawn_at timestamptz,
  check ((audience = 'member') = (member_id is not null))
);
-- A brand's broadcasts, newest first (the inbox reads them for every member of the brand; the
-- console lists all of a brand's messages the same way), and a member's own.
create index messages_brand on messages (brand_id, publish_at desc, id desc);
create index messages_member on messages (member_id, publish_at desc, id desc) where member_id is not null;

-- What one member did with one message: no row is unread; `read_at` read; `deleted_at` gone from
-- their inbox. Written by one insert … on conflict do update per request, so concurrent reads of one
-- message leave one row.
create table message_receipts (
  message_id bigint not null references messages(id) on delete cascade,
  member_id bigint not null references members(id) on delete cascade,
  read_at timestamptz,
  deleted_at timestamptz,
  primary key (message_id, member_id)
);
create index message_receipts_member on message_receipts (member_id);

-- The old rows: each becomes a one-member message in its brand's default language, written when it
-- was, with a receipt where it had been read.
create temporary table moved_messages on commit drop as
  select mm.id as old_id, nextval('messages_id_seq') as new_id, mm.member_id, m.brand_id,
         coalesce(b.config ->> 'defaultLang', 'bn') as lang, mm.title, mm.body, mm.created_at, mm.read_at
  from member_messages mm join members m on m.id = mm.member_id join brands b on b.id = m.brand_id;
insert into messages (id, brand_id, audience, member_id, kind, title, body, publish_at, created_at)
  select new_id, brand_id, 'member', member_id, 'operator', jsonb_build_object(lang, title), jsonb_build_object(lang, body), created_at, created_at
  from moved_messages;
insert into message_receipts (message_id, member_id, read_at)
  select new_id, member_id, read_at from moved_messages where read_at is not null;

drop trigger member_messages_changed on member_messages;
drop table member_messages;

-- The live channel (migration 046) keeps telling open pages: a member's receipt written, or a
-- one-member message sent or withdrawn, says `inbox:<member id>`; a broadcast sent or withdrawn says
-- `inboxBrand:<brand id>`, which every process passes to every member page of that brand. A message
-- published later says nothing now: its job (`inbox.publish`) says it when the time comes.
create trigger message_receipts_changed after insert or update or delete on message_receipts
  for each row execute function notify_cache('inbox', 'member_id');

create function notify_message() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and new.withdrawn_at is not distinct from old.withdrawn_at then
    return null;
  end if;
  if new.publish_at > now() then
    return null;
  end if;
  if new.member_id is not null then
    perform pg_notify('marquee_cache', 'inbox:' || new.member_id);
  else
    perform pg_notify('marquee_cache', 'inboxBrand:' || new.brand_id);
  end if;
  return null;
end;
$$;
create trigger messages_changed after insert or update of withdrawn_at on messages
  for each row execute function notify_message();
