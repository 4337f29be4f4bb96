-- The launch a token names to a vendor, with what judges it (server/modules/vendor/launchedPlayer.ts):
-- read on every bet and every balance a game asks for. PL/pgSQL keeps its plan per connection; as a
-- plain query, planning the three-table join cost several times what running it did.
create function vendor_launch(p_token_hash text, p_brand text, p_vendor text)
returns table ("memberId" text, "gameId" int, category text, type int, locked boolean)
language plpgsql stable as $$
begin
  return query
    select m.id::text, l.game_id, g.category, m.type::int, m.locked
    from game_launches l
    join games g on g.id = l.game_id
    join members m on m.id = l.member_id
    where l.token_hash = p_token_hash and l.brand_id = p_brand and l.demo = false
      and l.expires_at > now() and g.vendor = p_vendor;
end;
$$;
