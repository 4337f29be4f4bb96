create table captcha_challenges (
  id uuid primary key,
  brand_id text not null references brands(id) on delete cascade,
  answer text not null,
  expires_at timestamptz not null
);
create index captcha_expiry on captcha_challenges (expires_at);

-- The key pair that encrypted calls wrap their AES key with; the newest row is current.
create table rsa_keys (
  key_id text primary key,
  private_pem text not null,
  spki text not null,
  created_at timestamptz not null default now()
);
