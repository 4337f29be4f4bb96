-- A session read carries the member's picture, so GET /wps/member/info answers from memory: a new,
-- replaced or removed picture says so on `marquee_cache` at commit (`member:<id>`, as a change to
-- the member's row does), and every process reads that member's sessions again. A TRUNCATE says
-- `all` (migration 010's notify_cache).
create trigger member_avatars_changed after insert or update or delete on member_avatars
  for each row execute function notify_cache('member', 'member_id');
create trigger member_avatars_emptied after truncate on member_avatars for each statement execute function notify_cache();
