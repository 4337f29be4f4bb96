-- The Vietnam lottery's own pages (decision 0315): a stored brand's /vnlottery entry draws its lobby
-- (the screen vnLottery, no longer the lottery vendors' lobby), and a brand gets the results and
-- draw-check pages after it, where it has no entry of those paths yet. A route table that is not an
-- array, or has no /vnlottery, is left as it is; published history as it was published.
create function pg_temp.lottery_routes(routes jsonb) returns jsonb language sql immutable as $$
  select coalesce(jsonb_agg(e order by i, j), '[]'::jsonb)
  from (
    select r.i, 0 as j,
           case when r.e -> 'paths' ? '/vnlottery' and r.e ->> 'screen' = 'lottery' then jsonb_set(r.e, '{screen}', '"vnLottery"') else r.e end as e
    from jsonb_array_elements(routes) with ordinality as r(e, i)
    union all
    select r.i, n.j, n.e
    from jsonb_array_elements(routes) with ordinality as r(e, i)
    cross join lateral (values
      (1, '{"paths": ["/lottery/results"], "screen": "lotteryResults", "layout": "headerOnly", "category": "LOTT"}'::jsonb),
      (2, '{"paths": ["/lottery/verify"], "screen": "lotteryVerify", "layout": "headerOnly", "category": "LOTT"}'::jsonb)) as n(j, e)
    where r.e -> 'paths' ? '/vnlottery'
      and not exists (select 1 from jsonb_array_elements(routes) o where o -> 'paths' ? (n.e -> 'paths' ->> 0))
  ) x
$$;

update brands set config = jsonb_set(config, '{routes}', pg_temp.lottery_routes(config -> 'routes'))
where jsonb_typeof(config -> 'routes') = 'array';

update brand_drafts set config = jsonb_set(config, '{routes}', pg_temp.lottery_routes(config -> 'routes'))
where jsonb_typeof(config -> 'routes') = 'array';

drop function pg_temp.lottery_routes(jsonb);
