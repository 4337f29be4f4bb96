-- A code support has texted to a member's confirmed number, which the member reads back before
-- support replaces a lost factor (ASVS 6.4.4). Its own purpose: it never opens a sign-in.
alter table sms_codes drop constraint sms_codes_purpose_check;
alter table sms_codes add constraint sms_codes_purpose_check check (purpose in ('register', 'login', 'device', 'confirm', 'identity'));
