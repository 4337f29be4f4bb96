-- Failed console sign-ins were counted per typed name from everywhere, so a stranger failing on
-- purpose from one address after another kept the name waiting and its operator out. They are now
-- counted per name from one address, and per address whatever the name (password spraying): a wait
-- holds back the address that failed, never the name from everywhere. The runs under way go with
-- the old table: they are at most half an hour of memory.
drop table operator_signin_failures;
create table operator_signin_failures (
  username_key text not null,
  address text not null,
  count integer not null,
  last_at timestamptz not null,
  primary key (username_key, address)
);
create table operator_signin_address_failures (
  address text primary key,
  count integer not null,
  last_at timestamptz not null
);
