-- What support does to a member from the console: lock the account (no sign-in, every session
-- ended) and make the next sign-in change the password. Columns of their own, not the account
-- type: unlocking puts nothing back, and an agent stays an agent while locked.
alter table members
  add column locked boolean not null default false,
  add column must_change_password boolean not null default false;
-- The console finds members by the start of an account or mobile number within a brand.
create index members_brand_created on members (brand_id, created_at desc);
