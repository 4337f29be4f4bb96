-- Operators run brands from the console. They are not players: their own table, their own
-- sessions, a role each and a TOTP second factor. They are the platform's, not one brand's.
create table operators (
  id uuid primary key,
  username text not null,
  password_hash text not null,
  -- admin (everything), content (banners, notices, announcements, help, footer, social links),
  -- payments and support.
  role text not null check (role in ('admin', 'content', 'payments', 'support')),
  -- Base32; null until the operator has enrolled a second factor.
  totp_secret text,
  -- The last time step whose code was accepted: a code is good once.
  totp_last_step bigint,
  locked boolean not null default false,
  created_at timestamptz not null default now()
);
create unique index operators_username on operators (lower(username));

create table operator_sessions (
  token_hash text primary key,
  operator_id uuid not null references operators(id) on delete cascade,
  ip text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index operator_sessions_operator on operator_sessions (operator_id);

-- Failed sign-ins per typed name: each one in a run makes the next try wait longer. Nothing locks
-- an account, so a stranger cannot shut an operator out by failing on purpose.
create table operator_signin_failures (
  username_key text primary key,
  count integer not null,
  last_at timestamptz not null
);

-- Every operator action: who, what, when, from which IP.
create table audit_log (
  id bigserial primary key,
  operator_id uuid references operators(id) on delete set null,
  operator_name text not null,
  action text not null,
  brand_id text,
  target text,
  detail jsonb not null default '{}',
  ip text not null,
  at timestamptz not null default now()
);
create index audit_log_at on audit_log (at desc);
