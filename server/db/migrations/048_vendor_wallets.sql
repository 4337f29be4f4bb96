-- How a vendor connection holds a player's money (decision 0255): `seamless`, its games stake from
-- and pay into the main wallet; `transfer`, the vendor keeps a wallet of its own (`vendor:<code>`)
-- that the player moves money into, and its games stake only from that.
alter table vendor_connections add column wallet text not null default 'seamless' check (wallet in ('seamless', 'transfer'));

-- The bet of migration 042, now from the wallet the vendor's connection names.
drop function vendor_bet(int, text, text, text, text, text, text, bigint, int, text, bigint, text, text, text, text, text);
create function vendor_bet(
  p_lock_space int, p_lock_key text,
  p_brand text, p_vendor text, p_tx text, p_round text, p_fingerprint text,
  p_member bigint, p_game int, p_category text, p_amount bigint, p_currency text,
  p_ledger_key text, p_ledger_fingerprint text, p_reference text, p_house text, p_wallet text,
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
    where member_id = p_member and wallet = p_wallet and balance >= p_amount
    returning balance into v_balance;
  if not found then return; end if;
  insert into ledger_transactions (brand_id, idempotency_key, kind, fingerprint, reference)
    values (p_brand, p_ledger_key, 'bet', p_ledger_fingerprint, p_reference)
    returning id into v_change;
  insert into ledger_entries (transaction_id, member_id, wallet, house_account, amount, balance_after)
    values (v_change, p_member, p_wallet, null, -p_amount, v_balance), (v_change, null, null, p_house, p_amount, null);
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
