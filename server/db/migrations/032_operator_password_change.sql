-- An operator whose password an admin set (a new operator, a reset) signs in with it once: every
-- console call but "who am I", the password change and sign-out is refused until they choose
-- their own, as a member's first sign-in with a password support made (ASVS 6.4.1).
alter table operators add column must_change_password boolean not null default false;
