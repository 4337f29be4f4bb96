-- Applications to become an agent (decision 0290): what a visitor sends from /join, queued for the
-- console. One open (pending) application per wanted account name and one per mobile number in a
-- brand, held by the two partial unique indexes, so two sent at once cannot both be queued. A
-- decided one is approved (member_id names the agent account it opened) or rejected with a reason.
create table agent_applications (
  id bigserial primary key,
  brand_id text not null references brands(id) on delete cascade,
  -- The account name wanted, as typed, and the key it is compared by (lower case).
  account text not null,
  account_key text not null,
  real_name text not null,
  -- E.164.
  mobile text not null,
  email text,
  messenger text check (messenger in ('telegram', 'whatsapp', 'zalo')),
  messenger_id text,
  team_size text not null check (team_size in ('1-10', '11-50', '51-200', '200+')),
  traffic_source text not null check (traffic_source in ('social', 'messaging', 'website', 'offline', 'other')),
  note text not null default '' check (char_length(note) <= 500),
  -- The language the applicant wrote in: the one their texts are sent in.
  lang text not null,
  ip text not null,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  reason text,
  upline_id bigint references members(id) on delete set null,
  member_id bigint references members(id) on delete set null,
  operator_id uuid references operators(id) on delete set null,
  operator_name text,
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  check ((status = 'pending') = (decided_at is null)),
  check (status <> 'rejected' or reason is not null)
);
create unique index agent_applications_open_account on agent_applications (brand_id, account_key) where status = 'pending';
create unique index agent_applications_open_mobile on agent_applications (brand_id, mobile) where status = 'pending';
-- The queue: a brand's applications of one status, oldest first.
create index agent_applications_queue on agent_applications (brand_id, status, created_at);

-- The live channel tells the consoles whose operator may read the queue that a brand's applications
-- changed (one sent, one decided): `applications:<brand id>` on `marquee_cache` at commit, as
-- migration 049 tells the payments desk. The caches ignore this kind.
create function notify_agent_applications() returns trigger language plpgsql as $$
begin
  perform pg_notify('marquee_cache', 'applications:' || new.brand_id);
  return null;
end;
$$;
create trigger agent_applications_queue_notice after insert or update of status on agent_applications
  for each row execute function notify_agent_applications();
