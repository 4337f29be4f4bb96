-- A vendor's bet in one call to the database (server/modules/vendor/bet.ts): the bet's lock,
-- then what could stop it, then the stake and everything written with it. One round trip and no
-- begin or commit of its own (the call is its own transaction), and PL/pgSQL keeps each
-- statement's plan per connection, so a bet is not planned again each time: planning had cost
-- nearly as much as running it.
--
-- Each statement after the lock reads the database as it stands when that statement starts (read
-- committed, a volatile function), so it sees every call of the bet that committed before the
-- lock was granted: a rollback that came first refuses the bet, as a win or a rollback waiting
-- behind this bet's lock sees the bet.
--
-- Refusals write nothing and raise nothing: the answer says which it was. A txId taken meanwhile
-- by another bet's call, or a ledger key used before, fails the call with a unique violation,
-- and the caller runs it again to find that record.
create function vendor_bet(
  p_lock_space int, p_lock_key text,
  p_brand text, p_vendor text, p_tx text, p_round text, p_fingerprint text,
  p_member bigint, p_game int, p_category text, p_amount bigint, p_currency text,
  p_ledger_key text, p_ledger_fingerprint text, p_reference text, p_house text,
  out prior_fingerprint text, out prior_response jsonb, out rolled_back boolean, out answer jsonb)
language plpgsql volatile as $$
declare
  v_balance bigint;
  v_change bigint;
begin
  perform pg_advisory_xact_lock(p_lock_space, hashtext(p_lock_key));
  rolled_back := false;
  select t.fingerprint, t.response into prior_fingerprint, prior_response
    from vendor_transactions t where t.brand_id = p_brand and t.vendor = p_vendor and t.tx_id = p_tx;
  if found then return; end if;
  rolled_back := exists (select from vendor_transactions t where t.brand_id = p_brand and t.vendor = p_vendor and t.ref_tx_id = p_tx and t.kind = 'rollback');
  if rolled_back then return; end if;
  -- The stake, only when the wallet holds it (judged on the row's latest version when another change holds it).
  update wallets set balance = balance - p_amount, last_change = -p_amount, updated_at = now()
    where member_id = p_member and wallet = 'main' and balance >= p_amount
    returning balance into v_balance;
  if not found then return; end if;
  -- The ledger change and its two entries, as postChange records the same postings.
  insert into ledger_transactions (brand_id, idempotency_key, kind, fingerprint, reference)
    values (p_brand, p_ledger_key, 'bet', p_ledger_fingerprint, p_reference)
    returning id into v_change;
  insert into ledger_entries (transaction_id, member_id, wallet, house_account, amount, balance_after)
    values (v_change, p_member, 'main', null, -p_amount, v_balance), (v_change, null, null, p_house, p_amount, null);
  -- The round's row of the betting record, opened by its first bet and grown by the next; the game
  -- goes to the top of the player's recent games.
  insert into bets (brand_id, member_id, vendor, game_id, category, round_id, stake)
    values (p_brand, p_member, p_vendor, p_game, p_category, p_round, p_amount)
    on conflict (brand_id, vendor, round_id, member_id) do update
      set stake = bets.stake + excluded.stake, status = case when bets.status = 'cancelled' then 'open' else bets.status end;
  insert into recent_games (member_id, game_id) values (p_member, p_game)
    on conflict (member_id, game_id) do update set played_at = now();
  answer := jsonb_build_object('balance', (v_balance / 100)::text || '.' || lpad((v_balance % 100)::text, 2, '0'), 'currency', p_currency);
  insert into vendor_transactions (brand_id, vendor, tx_id, kind, member_id, round_id, amount, ref_tx_id, fingerprint, response)
    values (p_brand, p_vendor, p_tx, 'bet', p_member, p_round, p_amount, null, p_fingerprint, answer);
end;
$$;
