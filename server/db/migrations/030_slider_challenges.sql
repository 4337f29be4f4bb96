-- The slider a brand may ask for before a sign-in by account name and before registration
-- (brand config accounts.sliderChallenge): the server picks where the gap is, and an answer is
-- judged against the row (server/modules/session/slider.ts).

-- `used` is set by the one statement that judges an answer, whatever the verdict, so an id is
-- good for one try. After a right password whose sign-in still needs a second step (a new
-- device's code), the row is handed back for that account only (`account_key`), so the second
-- step can be sent with the same answer.
create table slider_challenges (
  id uuid primary key,
  brand_id text not null references brands(id) on delete cascade,
  target smallint not null check (target between 0 and 100),
  issued_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used boolean not null default false,
  account_key text check (char_length(account_key) <= 255)
);
create index slider_challenges_expiry on slider_challenges (expires_at);
