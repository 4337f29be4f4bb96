-- How many times a round has been settled (each win, 0 for a loss, settles it). A round's first
-- settlement is when what it staked becomes a settled valid bet, the moment points, VIP progress
-- and a bonus's turnover count it: counted in the settling update itself, so two wins of one round
-- racing each other still give one first settlement.
alter table bets add column settlements integer not null default 0;
