-- A password someone else issued (support opening a member's account, an admin adding or resetting
-- an operator) works for a day only (ASVS 6.4.1): past it, sign-in refuses it and a new one must be
-- issued. Null for every password its owner chose.
alter table members add column password_expires_at timestamptz;
alter table operators add column password_expires_at timestamptz;

-- One-time passwords issued before this migration, not yet changed, get their day from now.
update members set password_expires_at = now() + interval '1 day'
  where created_by = 'operator' and must_change_password and last_login_at is null;
update operators set password_expires_at = now() + interval '1 day' where must_change_password;
