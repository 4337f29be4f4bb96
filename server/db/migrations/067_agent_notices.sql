-- Notices for agents (decision 0281): the agent centre's Announcement page lists the brand's notices
-- written for agents; the site's notice bar and panel keep those written for players. One table, so
-- the console writes, cleans and audits both the same way.
alter table notices add column audience text not null default 'players' check (audience in ('players', 'agents'));
drop index notices_brand;
create index notices_brand on notices (brand_id, audience, created_at desc);
