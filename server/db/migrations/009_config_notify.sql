-- API processes keep brands and IP ranges in memory. A change by any writer (the console, SQL,
-- another process) is announced on the channel `marquee_config` (payload: the table) and counted
-- in brand_revision, so a process that missed the announcement (its listening connection was
-- down) still sees the change on its once-a-second check of the counters.
alter table brand_revision add column geo_rev bigint not null default 1;

-- tg_argv[0]: the counter of brand_revision that the table moves.
create function bump_config_revision() returns trigger language plpgsql as $$
begin
  execute format('update brand_revision set %I = %I + 1 where id = 1', tg_argv[0], tg_argv[0]);
  perform pg_notify('marquee_config', tg_table_name);
  return null;
end;
$$;

drop trigger brands_changed on brands;
drop function bump_brand_revision();
create trigger brands_changed after insert or update or delete or truncate on brands
  for each statement execute function bump_config_revision('rev');
create trigger geo_ip_ranges_changed after insert or update or delete or truncate on geo_ip_ranges
  for each statement execute function bump_config_revision('geo_rev');
