-- API processes keep session reads and balances in memory for at most a second. Whatever changes
-- them, from any process, says so on `marquee_cache` at commit, so every process drops its copy at
-- once: `session:<token hash>` (sign-out, expiry clean-up), `member:<id>` (a member's row),
-- `wallet:<member id>` (a balance).
create function notify_session_ended() returns trigger language plpgsql as $$
begin
  perform pg_notify('marquee_cache', 'session:' || old.token_hash);
  return null;
end;
$$;
create trigger sessions_ended after delete on sessions for each row execute function notify_session_ended();

create function notify_member_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('marquee_cache', 'member:' || new.id);
  return null;
end;
$$;
create trigger members_changed after update on members for each row execute function notify_member_changed();

create function notify_wallet_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('marquee_cache', 'wallet:' || new.member_id);
  return null;
end;
$$;
create trigger wallets_changed after insert or update on wallets for each row execute function notify_wallet_changed();
