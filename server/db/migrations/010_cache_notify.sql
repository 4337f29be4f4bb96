-- API processes keep session reads and balances in memory for at most a second. Whatever changes
-- them, from any process, says so on `marquee_cache` at commit, so every process drops its copy at
-- once: `session:<token hash>` (sign-out, expiry clean-up), `member:<id>` (a member's row),
-- `wallet:<member id>` (a balance); `all` when one of those tables is emptied.

-- tg_argv[0]: the kind said; tg_argv[1]: the column of the row that names it. A TRUNCATE has no
-- rows: it says `all`.
create function notify_cache() returns trigger language plpgsql as $$
begin
  if tg_op = 'TRUNCATE' then
    perform pg_notify('marquee_cache', 'all');
  else
    perform pg_notify('marquee_cache', tg_argv[0] || ':' || (to_jsonb(case when tg_op = 'DELETE' then old else new end) ->> tg_argv[1]));
  end if;
  return null;
end;
$$;

create trigger sessions_ended after delete on sessions
  for each row execute function notify_cache('session', 'token_hash');
create trigger members_changed after update on members
  for each row execute function notify_cache('member', 'id');
create trigger wallets_changed after insert or update on wallets
  for each row execute function notify_cache('wallet', 'member_id');
create trigger sessions_emptied after truncate on sessions for each statement execute function notify_cache();
create trigger members_emptied after truncate on members for each statement execute function notify_cache();
create trigger wallets_emptied after truncate on wallets for each statement execute function notify_cache();
