import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { betFacts } from './betFacts';
import { lockBet } from './betLock';
import { vendorFingerprint } from './fingerprint';

/**
 * Whether one of a vendor's bets was taken, settled inside the caller's transaction for a house
 * game whose own transaction must know (the lottery's draw and cancel, decision 0333): under the
 * bet's lock, so a bet call in flight ends first, the stake its call recorded; or, never taken, a
 * rollback of it kept, as a rollback call of a bet never seen keeps one, so that bet call is
 * refused (VENDOR_BET_ROLLED_BACK) should it still come. Null then.
 */
export async function takenOrRefused(trx: Kysely<Tables>, brandId: string, vendor: string, betTxId: string, currency: string): Promise<{ memberId: string; amount: bigint } | null> {
  await lockBet(trx, brandId, vendor, betTxId);
  const facts = await betFacts(trx, brandId, vendor, betTxId);
  if (facts.bet) return facts.rolledBack ? null : { memberId: facts.bet.memberId, amount: facts.bet.amount };
  if (facts.rolledBack) return null;
  const input = { txId: `${betTxId}-void`, betTxId };
  await trx
    .insertInto('vendor_transactions')
    .values({
      brand_id: brandId,
      vendor,
      tx_id: input.txId,
      kind: 'rollback',
      member_id: null,
      round_id: '',
      amount: '0',
      ref_tx_id: betTxId,
      fingerprint: vendorFingerprint('rollback', input),
      response: JSON.stringify({ balance: null, currency }),
    })
    .execute();
  return null;
}
