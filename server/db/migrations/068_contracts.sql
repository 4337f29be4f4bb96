-- Agents' contracts (decision 0283): a dividend, a daily wage, an hourly wage or a real-time salary,
-- offered by an upline (null: the house, for a top agent, from the console) to a downline in its
-- team. One open offer and one open accepted contract per kind and downline; an accepted one is in
-- force from starts_at until ends_at (null: until ended). A replaced or ended one keeps its row: the
-- settlements of the periods it was in force point at it.
create table contracts (
  id bigserial primary key,
  brand_id text not null references brands(id) on delete cascade,
  kind text not null check (kind in ('dividend', 'daily', 'hourly', 'realtime')),
  upline_id bigint references members(id) on delete cascade,
  downline_id bigint not null references members(id) on delete cascade,
  terms jsonb not null,
  status text not null default 'pending' check (status in ('pending', 'accepted', 'rejected', 'terminated', 'completed')),
  termination_by text check (termination_by in ('upline', 'downline')),
  starts_at timestamptz,
  ends_at timestamptz,
  end_cause text check (end_cause in ('terminated', 'replaced', 'rateBroken', 'moved')),
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  check (upline_id is distinct from downline_id),
  check (status <> 'accepted' or starts_at is not null)
);
create unique index contracts_one_offer on contracts (kind, downline_id) where status = 'pending';
create unique index contracts_one_open on contracts (kind, downline_id) where status = 'accepted' and ends_at is null;
create index contracts_upline on contracts (upline_id, kind, created_at desc);
create index contracts_downline on contracts (downline_id, kind, created_at desc);
create index contracts_in_force on contracts (brand_id, kind, starts_at) where status = 'accepted';

-- The request types the site read from here are now the contracts' own (member/consolidated).
drop table member_contracts;
