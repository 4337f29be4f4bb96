-- One counter that moves whenever any brand row changes, by any writer (console, SQL, another API
-- process). API processes keep brands in memory and compare this cheap number on each request, so
-- a change is seen on the very next request without re-reading every brand document.
create table brand_revision (
  id integer primary key default 1 check (id = 1),
  rev bigint not null
);
insert into brand_revision (rev) values (1);

create function bump_brand_revision() returns trigger language plpgsql as $$
begin
  update brand_revision set rev = rev + 1 where id = 1;
  return null;
end;
$$;

create trigger brands_changed after insert or update or delete or truncate on brands
  for each statement execute function bump_brand_revision();
