-- API processes keep brands and IP ranges in memory. A change by any writer (the console, SQL,
-- another process) is announced on the channel `marquee_config` (payload: the table) and counted
-- in brand_revision, so a process that missed the announcement (its listening connection was
-- down) still sees the change on its once-a-second check of the counters.
alter table brand_revision add column geo_rev bigint not null default 1;

create or replace function bump_brand_revision() returns trigger language plpgsql as $$
begin
  update brand_revision set rev = rev + 1 where id = 1;
  perform pg_notify('marquee_config', 'brands');
  return null;
end;
$$;

create function bump_geo_revision() returns trigger language plpgsql as $$
begin
  update brand_revision set geo_rev = geo_rev + 1 where id = 1;
  perform pg_notify('marquee_config', 'geo_ip_ranges');
  return null;
end;
$$;

create trigger geo_ip_ranges_changed after insert or update or delete or truncate on geo_ip_ranges
  for each statement execute function bump_geo_revision();
