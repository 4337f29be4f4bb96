-- The Vietnam lottery role of a stored brand (decision 0316): a brand that runs the in-house lottery
-- (it has schedules of its own) and names no lottery vendors gives that role to the in-house vendor,
-- as the demo brands' files do; until now such a brand kept the default third-party vendor there,
-- and its own draws' games opened in the game frame. A brand that names its roles, or runs no
-- in-house lottery, is left as it is; its draft too. Published history stays as it was published.
update brands b set config = jsonb_set(b.config, '{lotteryVendors}', '{"vietnam": "MQ_LOTTO"}')
where jsonb_typeof(b.config) = 'object'
  and not b.config ? 'lotteryVendors'
  and exists (select 1 from lottery_games g where g.brand_id = b.id);

update brand_drafts d set config = jsonb_set(d.config, '{lotteryVendors}', '{"vietnam": "MQ_LOTTO"}')
where jsonb_typeof(d.config) = 'object'
  and not d.config ? 'lotteryVendors'
  and exists (select 1 from lottery_games g where g.brand_id = d.brand_id);
