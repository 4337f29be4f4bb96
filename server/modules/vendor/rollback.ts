import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { VendorRollbackAnswer, VendorRollbackRequest } from '../../../src/generated/types';
import { fromMinorUnits } from '../../../src/engine/money';
import { apiError } from '../../errors';
import { postChange, stakeBack, stakeableBalance } from '../wallet/index';
import { betFacts } from './betFacts';
import { oncePerTx } from './oncePerTx';
import { categoryOfRound, unstakeRound } from './rounds';
import { uncountRolledBack } from './uncount';
import { houseOf, ledgerKeyOf, productOf, type VendorCall } from './vendorCall';

/**
 * A bet cancelled: its stake back to the player's wallet the vendor stakes from, however late, once per txId. A
 * rollback of a bet never seen is kept (its bet is refused if it comes after) and answered without
 * a balance, since it names no player; a bet rolled back before moves nothing again. A bet a win has
 * paid is not rolled back (409 VENDOR_BET_SETTLED): the player would have the stake and the win.
 */
export async function rollBack(db: Kysely<Tables>, { brand, vendor, wallet, input }: VendorCall<VendorRollbackRequest>): Promise<VendorRollbackAnswer> {
  const currency = brand.config.currency.code;
  return oncePerTx<VendorRollbackAnswer>(db, { brandId: brand.id, vendor, kind: 'rollback', txId: input.txId, betTxId: input.betTxId, input }, async (trx) => {
    const facts = await betFacts(trx, brand.id, vendor, input.betTxId);
    const record = { roundId: facts.bet?.roundId ?? '', refTxId: input.betTxId };
    if (!facts.bet) return { record: { ...record, memberId: null, amount: 0n }, answer: { balance: null, currency } };
    const { memberId, amount } = facts.bet;
    if (facts.rolledBack) return { record: { ...record, memberId, amount: 0n }, answer: { balance: fromMinorUnits(await stakeableBalance(trx, memberId, wallet)), currency } };
    if (facts.paid) throw apiError('VENDOR_BET_SETTLED');
    const round = { brandId: brand.id, vendor, roundId: facts.bet.roundId, memberId };
    const fromBonus = await bonusPart(trx, brand.id, ledgerKeyOf(vendor, input.betTxId));
    await postChange(trx, {
      brandId: brand.id,
      idempotencyKey: ledgerKeyOf(vendor, input.txId),
      kind: 'rollback',
      reference: productOf(await categoryOfRound(trx, round), vendor),
      postings: stakeBack(houseOf(vendor), memberId, amount, fromBonus),
    });
    await unstakeRound(trx, round, amount, fromBonus);
    // A round already settled once counted this bet towards missions, VIP, a bonus and points: taken back once, with this rollback.
    await uncountRolledBack(trx, brand, { ...round, betTxId: input.betTxId, cause: input.txId, stake: amount, own: amount - fromBonus });
    const balance = await stakeableBalance(trx, memberId, wallet);
    return { record: { ...record, memberId, amount }, answer: { balance: fromMinorUnits(balance), currency } };
  });
}

/** What a bet's ledger change took from the bonus wallet. */
async function bonusPart(trx: Kysely<Tables>, brandId: string, betKey: string): Promise<bigint> {
  const row = await trx
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .select('e.amount')
    .where('t.brand_id', '=', brandId)
    .where('t.idempotency_key', '=', betKey)
    .where('e.wallet', '=', 'bonus')
    .executeTakeFirst();
  return row ? -BigInt(row.amount) : 0n;
}
