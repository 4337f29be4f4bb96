-- Live chat with the support desk (CUSTSERV3, decision 0329). A conversation is a member's, or a
-- visitor's held by the hash of the token their page keeps; it waits in the brand's queue (VIP
-- members first), is taken by one operator (who may hand it to another) and is closed by either side.
create table chat_conversations (
  id bigserial primary key,
  brand_id text not null references brands(id) on delete cascade,
  member_id bigint references members(id) on delete cascade,
  visitor_token_hash text unique,
  visitor_name text check (char_length(visitor_name) <= 64),
  contact text check (char_length(contact) <= 120),
  lang text not null,
  ip text not null,
  vip boolean not null default false,
  status text not null default 'waiting' check (status in ('waiting', 'open', 'closed')),
  operator_id uuid references operators(id) on delete set null,
  operator_name text,
  created_at timestamptz not null default now(),
  accepted_at timestamptz,
  closed_at timestamptz,
  last_at timestamptz not null default now(),
  check ((member_id is null) <> (visitor_token_hash is null)),
  check (status = 'waiting' or status = 'closed' or operator_id is not null or operator_name is not null)
);
-- A member has at most one conversation not closed: a second start joins it.
create unique index chat_member_live on chat_conversations (member_id) where status <> 'closed' and member_id is not null;
-- The queue: waiting ones, VIP first, then the longest waiting; an operator's own; the closed, newest first.
create index chat_queue on chat_conversations (brand_id, status, vip desc, created_at);
create index chat_operator on chat_conversations (operator_id, status) where operator_id is not null;

create table chat_messages (
  id bigserial primary key,
  conversation_id bigint not null references chat_conversations(id) on delete cascade,
  author text not null check (author in ('player', 'operator', 'system')),
  operator_name text,
  body text not null check (char_length(body) between 1 and 1000),
  -- The page's own name for a message: the same key again is the same message (a visitor's first
  -- one too, before the page knows its conversation).
  key uuid unique,
  created_at timestamptz not null default now()
);
create index chat_messages_thread on chat_messages (conversation_id, id);

-- Told at commit on `marquee_cache` as `chat:<brand id>:<conversation id>:<member id or empty>`:
-- the live channel tells the player's pages (the member's, or the visitor's that said the
-- conversation's token) and the consoles that may work the brand's desk. A message and a change of
-- the conversation (taken, handed over, closed) both say it.
create function notify_chat() returns trigger language plpgsql as $$
declare c chat_conversations;
begin
  if tg_table_name = 'chat_messages' then
    select * into c from chat_conversations where id = new.conversation_id;
  else
    c := new;
  end if;
  perform pg_notify('marquee_cache', 'chat:' || c.brand_id || ':' || c.id || ':' || coalesce(c.member_id::text, ''));
  return null;
end;
$$;
create trigger chat_messages_notice after insert on chat_messages for each row execute function notify_chat();
create trigger chat_conversations_notice after insert or update of status, operator_id on chat_conversations for each row execute function notify_chat();
