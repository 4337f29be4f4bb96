-- The live channel tells an open page what the payments desk decided: a deposit or withdrawal whose
-- status becomes approved, rejected or paid says so on `marquee_cache` at commit, as
-- `deposit:<member id>:<id>:<status>:<amount in minor units>` (or `withdrawal:…`), and every process passes it to
-- that member's open pages. The caches ignore these kinds.
create function notify_decided() returns trigger language plpgsql as $$
begin
  if new.status is distinct from old.status and new.status in ('approved', 'rejected', 'paid') then
    perform pg_notify('marquee_cache', tg_argv[0] || ':' || new.member_id || ':' || new.id || ':' || new.status || ':' || new.amount);
  end if;
  return null;
end;
$$;

create trigger deposits_decided after update of status on deposits
  for each row execute function notify_decided('deposit');
create trigger withdrawals_decided after update of status on withdrawals
  for each row execute function notify_decided('withdrawal');

-- A message put in a member's inbox, read or removed says so too (`inbox:<member id>`): the page's
-- unread badge follows it.
create trigger member_messages_changed after insert or update or delete on member_messages
  for each row execute function notify_cache('inbox', 'member_id');
