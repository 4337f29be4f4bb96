-- Sign-in with Google and Facebook (GOOGLELOGIN3, FBLOGIN3) through OpenID Connect.

-- Each brand's client at each provider, set by an admin in the console. The secret never leaves
-- the server: neither the brand document the site reads nor the console's answers carry it.
create table social_providers (
  brand_id text not null references brands(id) on delete cascade,
  provider text not null check (provider in ('google', 'facebook')),
  issuer text not null,
  client_id text not null,
  client_secret text not null,
  enabled boolean not null default false,
  updated_at timestamptz not null default now(),
  primary key (brand_id, provider)
);

-- Which provider account signs in which member: by the provider's subject, never by an e-mail
-- address, which another account at another provider could also claim. One of each provider an account.
create table social_identities (
  brand_id text not null references brands(id) on delete cascade,
  provider text not null check (provider in ('google', 'facebook')),
  subject text not null,
  member_id bigint not null references members(id) on delete cascade,
  email text,
  created_at timestamptz not null default now(),
  last_used_at timestamptz not null default now(),
  primary key (brand_id, provider, subject)
);
create unique index social_identities_member on social_identities (member_id, provider);

-- A sign-in on its way. Started: its state (kept as a hash), PKCE verifier and nonce, and the hash
-- of a binding only the page that started it holds. Back from the provider: the state is spent,
-- and the outcome (a member, or the code of a refusal) waits for that page under a one-time code,
-- also kept as a hash.
create table social_sign_ins (
  id bigserial primary key,
  brand_id text not null references brands(id) on delete cascade,
  provider text not null check (provider in ('google', 'facebook')),
  state_hash text unique,
  code_hash text unique,
  binding_hash text,
  code_verifier text,
  nonce text,
  redirect_uri text,
  return_path text not null default '/',
  -- The member signed in when the flow started: a first sign-in links the identity to them.
  started_by bigint references members(id) on delete cascade,
  member_id bigint references members(id) on delete cascade,
  error_code text,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index social_sign_ins_expiry on social_sign_ins (expires_at);
