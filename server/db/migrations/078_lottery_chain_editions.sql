-- A schedule edited in the console (decision 0317) makes the rest of a day again from a new chain of
-- seeds, beside the issues that hold bets and keep theirs: a game's day may have several chains, the
-- first (edition 0) still the claim that the day was made.
alter table lottery_chains add column edition int not null default 0 check (edition >= 0);
alter table lottery_chains drop constraint lottery_chains_game_id_day_key;
alter table lottery_chains add constraint lottery_chains_game_day_edition unique (game_id, day, edition);
