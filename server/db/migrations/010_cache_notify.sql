-- API processes keep session reads and balances in memory for at most a second. Whatever changes
-- them, from any process, says so on `marquee_cache` at commit, so every process drops its copy at
-- once: `session:<token hash>` (sign-out, expiry clean-up), `member:<id>` (a member's row),
-- `wallet:<member id>` (a balance).

-- tg_argv[0]: the kind said; tg_argv[1]: the column of the row that names it.
create function notify_cache() returns trigger language plpgsql as $$
declare
  changed jsonb := to_jsonb(case when tg_op = 'DELETE' then old else new end);
begin
  perform pg_notify('marquee_cache', tg_argv[0] || ':' || (changed ->> tg_argv[1]));
  return null;
end;
$$;

create trigger sessions_ended after delete on sessions
  for each row execute function notify_cache('session', 'token_hash');
create trigger members_changed after update on members
  for each row execute function notify_cache('member', 'id');
create trigger wallets_changed after insert or update on wallets
  for each row execute function notify_cache('wallet', 'member_id');
