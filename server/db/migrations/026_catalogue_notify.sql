-- API processes keep each brand's visible games in memory, what game lists are read from. Whatever
-- changes a game or a vendor, from any process (the console, the recount of plays, SQL), says so on
-- `marquee_cache` at commit, and every process reads that brand's catalogue again: `games:<brand
-- id>`, or `plays:<brand id>` for an update that moved nothing but plays (the recount every 30
-- seconds), after which only the plays are read. Identical notices of one transaction reach a
-- listener once, so a recount of many games is one notice a brand. A TRUNCATE says `all`
-- (migration 010's notify_cache).
create trigger games_changed after insert or delete on games
  for each row execute function notify_cache('games', 'brand_id');
create trigger games_updated after update on games
  for each row when (to_jsonb(old) - 'plays' is distinct from to_jsonb(new) - 'plays')
  execute function notify_cache('games', 'brand_id');
create trigger games_played after update on games
  for each row when (to_jsonb(old) - 'plays' = to_jsonb(new) - 'plays')
  execute function notify_cache('plays', 'brand_id');
create trigger games_emptied after truncate on games for each statement execute function notify_cache();
create trigger vendors_changed after insert or update or delete on vendors
  for each row execute function notify_cache('games', 'brand_id');
create trigger vendors_emptied after truncate on vendors for each statement execute function notify_cache();
