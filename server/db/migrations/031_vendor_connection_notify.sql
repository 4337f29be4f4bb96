-- API processes keep each vendor's signing secret in memory: every call a vendor's server makes is
-- checked against it. Whatever changes a brand's vendor connections, from any process, says so on
-- `marquee_cache` at commit (`connection:<brand id>`), and every process reads that brand's secrets
-- again. A TRUNCATE says `all` (migration 010's notify_cache).
create trigger vendor_connections_changed after insert or update or delete on vendor_connections
  for each row execute function notify_cache('connection', 'brand_id');
create trigger vendor_connections_emptied after truncate on vendor_connections for each statement execute function notify_cache();
