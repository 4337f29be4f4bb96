-- IP ranges by country, for region rules by country. Operators load their provider's ranges here.
create table geo_ip_ranges (
  id serial primary key,
  cidr cidr not null,
  country_code char(2) not null
);
create index geo_ip_ranges_cidr on geo_ip_ranges using gist (cidr inet_ops);

-- Messages the demo and test profiles "send" instead of real SMS and e-mail.
create table dev_outbox (
  id serial primary key,
  brand_id text not null references brands(id) on delete cascade,
  channel text not null check (channel in ('sms', 'email')),
  "to" text not null,
  text text not null,
  code text,
  at timestamptz not null default now()
);
