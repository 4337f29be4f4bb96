-- What each bet type of the in-house lottery pays, per brand and prize mode (decision 0310's
-- defaults where a brand sets none), with the most all players may stake on one number of a type in
-- one issue. The bet keeps the odds it was taken at, so a change here moves no open bet.
create table lottery_odds (
  brand_id text not null references brands(id) on delete cascade,
  prize_mode text not null check (prize_mode in ('LOTT', 'ZY', 'ELOTT', 'SEA')),
  odds jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (brand_id, prize_mode)
);
