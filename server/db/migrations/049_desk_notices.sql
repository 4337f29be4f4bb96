-- The live channel tells an operator's open console what changed on a brand's payments desk, so its
-- queue counts and lists follow without a poll. A deposit or withdrawal that comes to the desk (a
-- deposit submitted, a withdrawal asked for), is decided or paid, has its receipt told, or goes,
-- says `desk:<brand id>:deposits` (or `…:withdrawals`) on `marquee_cache` at commit; a transaction
-- that touches many rows of one book says it once, as PostgreSQL folds equal notices. A deposit
-- still open waits on the player, not on the desk: it says nothing. The caches ignore this kind.
create function notify_desk() returns trigger language plpgsql as $$
declare
  r jsonb := to_jsonb(case when tg_op = 'DELETE' then old else new end);
begin
  if r ->> 'status' = 'open' then
    return null;
  end if;
  perform pg_notify('marquee_cache', 'desk:' || (r ->> 'brand_id') || ':' || tg_argv[0]);
  return null;
end;
$$;

create trigger deposits_desk after insert or update of status or delete on deposits
  for each row execute function notify_desk('deposits');
create trigger withdrawals_desk after insert or update of status, receipt or delete on withdrawals
  for each row execute function notify_desk('withdrawals');

-- An operator session that ends (signed out, ended from "My account", the operator locked or reset,
-- renewed under a new token, left idle) says `operatorSession:<token hash>`, so every process closes
-- the console pages that hold it, as `session:` closes a member's.
create trigger operator_sessions_ended after delete on operator_sessions
  for each row execute function notify_cache('operatorSession', 'token_hash');
