-- Texts sent to one number in one day of the brand's calendar, every purpose together
-- (server/modules/verification/store.ts countText). Counted and judged in one upsert, so requests
-- sent at once cannot outrun the day's cap; days gone by are deleted as new texts are sent.
create table sms_daily_counts (
  brand_id text not null references brands(id) on delete cascade,
  mobile text not null,
  day date not null,
  count integer not null check (count > 0),
  primary key (brand_id, mobile, day)
);

-- The nonce of every sealed body opened (server/http/decryptBody.ts), kept until a body with that
-- date would be refused as too old anyway. The primary key refuses a body sent a second time,
-- whichever API process it reaches.
create table sealed_body_nonces (
  nonce text primary key,
  expires_at timestamptz not null
);
create index sealed_body_nonces_expires_at on sealed_body_nonces (expires_at);
