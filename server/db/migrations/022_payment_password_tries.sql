-- Wrong payment passwords are counted: six digits are a million guesses, so after five wrong ones
-- in a row the password is refused for a quarter of an hour. A try is taken before the password is
-- checked, in one statement, so tries sent at once cannot all slip through.
alter table members
  add column payment_password_tries integer not null default 0,
  add column payment_password_locked_until timestamptz;
