-- Red envelopes (REWCEN3, decision 0265): a brand's envelope opens for a window with a pool of
-- money; each eligible member may take one, its amount drawn on the server between the envelope's
-- minimum and maximum and taken from the pool in the same update, until the pool runs out.
create table red_envelopes (
  id bigserial primary key,
  brand_id text not null references brands(id) on delete cascade,
  -- Per language, as a message's title is.
  title jsonb not null,
  opens_at timestamptz not null,
  closes_at timestamptz not null,
  pool bigint not null check (pool > 0),
  remaining bigint not null,
  min_amount bigint not null check (min_amount > 0),
  max_amount bigint not null,
  -- What the member must have deposited (credited) on the brand's day they take it; 0: anyone.
  min_deposit_today bigint not null default 0 check (min_deposit_today >= 0),
  -- The amount the last take drew: the update that takes it from the pool sets it, and returns it.
  last_amount bigint,
  created_by uuid references operators(id) on delete set null,
  created_at timestamptz not null default now(),
  withdrawn_at timestamptz,
  check (closes_at > opens_at),
  check (max_amount >= min_amount and max_amount <= pool),
  check (remaining >= 0 and remaining <= pool)
);
create index red_envelopes_brand on red_envelopes (brand_id, closes_at desc);

-- One take per member per envelope: the primary key is what refuses a second.
create table red_envelope_claims (
  envelope_id bigint not null references red_envelopes(id) on delete cascade,
  member_id bigint not null references members(id) on delete cascade,
  amount bigint not null default 0,
  claimed_at timestamptz not null default now(),
  primary key (envelope_id, member_id)
);
create index red_envelope_claims_member on red_envelope_claims (member_id, claimed_at desc);
