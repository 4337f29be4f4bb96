-- The in-house lottery stakes through the seamless-wallet calls (decision 0333): a bet is written
-- `staking` with its numbers' stakes raised, its stake then taken by the signed bet call under the
-- txId `lotto-<id>`, and it is `open` once that call answers. A bet the draw or a cancel finds still
-- staking is `open` when its stake was taken, else `void`: its numbers' stakes are lowered again and
-- the txId refused for good. What the bonus wallet paid of a stake is kept, for a refund to return
-- it where it came from and for points to count only the member's own money. A staking bet keeps
-- the launch token its stake call names, so the same call again (the same key resumed, or sent twice
-- at once) is the same call to the wallet, which answers it once.
alter table lottery_bets drop constraint lottery_bets_status_check;
alter table lottery_bets add constraint lottery_bets_status_check check (status in ('staking', 'open', 'won', 'lost', 'refunded', 'void'));
alter table lottery_bets add column bonus_stake bigint not null default 0 check (bonus_stake >= 0 and bonus_stake <= stake);
create index lottery_bets_staking on lottery_bets (issue_id) where status = 'staking';
alter table lottery_bets add column launch_token text;
