-- A look at a brand's draft before it is published: the console's preview frame carries a token
-- that makes the server answer for the draft instead of the published brand. Kept by hash, for an
-- hour, for the operator who asked.
create table brand_previews (
  token_hash text primary key,
  brand_id text not null references brands(id) on delete cascade,
  operator_id uuid references operators(id) on delete cascade,
  expires_at timestamptz not null
);
create index brand_previews_expiry on brand_previews (expires_at);
