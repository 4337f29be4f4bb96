-- The console's Contract settlements page follows the live channel as the payments desk does: a
-- settlement written by a run, or approved, rejected, corrected or run again from the console, says
-- `desk:<brand id>:contractSettlements` on `marquee_cache` at commit (one notice a transaction, as
-- PostgreSQL folds equal ones), and the consoles that may read the brand's desk ask again.
create trigger contract_settlements_desk after insert or update of status, amount, revision on contract_settlements
  for each row execute function notify_desk('contractSettlements');
