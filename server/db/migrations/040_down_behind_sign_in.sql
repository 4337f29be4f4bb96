-- SPEC §2.1 keeps /download open to visitors of a brand that sends them to sign in
-- (loginedToHomePage), not /down: the default route table marked their shared entry public, and a
-- brand stored from it keeps that copy. The flag comes off any stored entry that lists /down; /download
-- stays open as one of the guard's own exceptions (src/engine/compile.ts). Published history is left
-- as it was published.
create function pg_temp.down_guarded(routes jsonb) returns jsonb language sql immutable as $$
  select coalesce(jsonb_agg(case when e -> 'paths' @> '["/down"]' then e - 'public' else e end order by i), '[]'::jsonb)
  from jsonb_array_elements(routes) with ordinality as r(e, i)
$$;

update brands set config = jsonb_set(config, '{routes}', pg_temp.down_guarded(config -> 'routes'))
where jsonb_typeof(config -> 'routes') = 'array';

update brand_drafts set config = jsonb_set(config, '{routes}', pg_temp.down_guarded(config -> 'routes'))
where jsonb_typeof(config -> 'routes') = 'array';

drop function pg_temp.down_guarded(jsonb);
