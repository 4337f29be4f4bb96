-- Whether the account's owner proved the number with a code texted to it (ASVS 6.6.1): only a
-- confirmed number is texted sign-in and recovery codes. A number typed by an agent or support, or
-- at a registration the brand did not ask a code for, may be someone else's; its owner confirms it
-- in the security centre. Numbers kept before this are taken as confirmed: every one of them
-- signed in or recovered by SMS until now, and shutting those players out at once is worse than
-- the risk this closes for new numbers (docs/decisions/0050-numbers-kept-before-migration-037-count.md).
alter table members add column mobile_confirmed boolean not null default false;
update members set mobile_confirmed = true where mobile is not null;

-- The code that confirms it has its own purpose: it never stands in for a sign-in or a registration code.
alter table sms_codes drop constraint sms_codes_purpose_check;
alter table sms_codes add constraint sms_codes_purpose_check check (purpose in ('register', 'login', 'device', 'confirm'));
