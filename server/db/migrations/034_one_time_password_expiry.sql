-- A password someone else issued (support opening a member's account, an admin adding or resetting
-- an operator) works for a day only (ASVS 6.4.1): past it, sign-in refuses it and a new one must be
-- issued. Null for every password its owner chose.
alter table members add column password_expires_at timestamptz;
alter table operators add column password_expires_at timestamptz;
