-- Brands: the brand config, its settings tree of module flags and its registration rules are
-- operator data once seeded; the console edits them here.
create table meta (
  key text primary key,
  value text not null
);

create table brands (
  id text primary key,
  domains text[] not null,
  is_default boolean not null default false,
  config jsonb not null,
  settings jsonb not null,
  register_rules jsonb not null,
  maintenance boolean not null default false,
  updated_at timestamptz not null default now()
);
create unique index brands_one_default on brands (is_default) where is_default;
create index brands_domains on brands using gin (domains);
