import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { VendorWinAnswer, VendorWinRequest } from '../../../src/generated/types';
import { fromMinorUnits, toMinorUnits } from '../../../src/engine/money';
import { apiError } from '../../errors';
import { postChange, walletBalance } from '../wallet/index';
import { betFacts } from './betFacts';
import { oncePerTx } from './oncePerTx';
import { categoryOfRound, payRound } from './rounds';
import { earnOnSettlement } from '../points/index';
import { houseOf, ledgerKeyOf, productOf, type VendorCall } from './vendorCall';

/**
 * A win on a bet, into the wallet the vendor pays into (main, or its own) of the player who placed it, once per txId: no launch token,
 * since a round may settle long after the game closed. 0 moves nothing and still settles the round.
 * A bet never seen (404 VENDOR_BET_UNKNOWN) or rolled back (409 VENDOR_BET_ROLLED_BACK) is paid nothing.
 */
export async function payWin(db: Kysely<Tables>, { brand, vendor, wallet, input }: VendorCall<VendorWinRequest>): Promise<VendorWinAnswer> {
  const amount = toMinorUnits(input.amount)!;
  return oncePerTx<VendorWinAnswer>(db, { brandId: brand.id, vendor, kind: 'win', txId: input.txId, betTxId: input.betTxId, input }, async (trx) => {
    const facts = await betFacts(trx, brand.id, vendor, input.betTxId);
    if (!facts.bet) throw apiError('VENDOR_BET_UNKNOWN');
    if (facts.rolledBack) throw apiError('VENDOR_BET_ROLLED_BACK');
    const { memberId } = facts.bet;
    // The bet's round, which the win settles: the row the bet opened for this player.
    const round = { brandId: brand.id, vendor, roundId: facts.bet.roundId, memberId };
    let balance: bigint | undefined;
    if (amount > 0n) {
      const posted = await postChange(trx, {
        brandId: brand.id,
        idempotencyKey: ledgerKeyOf(vendor, input.txId),
        kind: 'win',
        reference: productOf(await categoryOfRound(trx, round), vendor),
        postings: [
          { house: houseOf(vendor), amount: -amount },
          { memberId, wallet, amount },
        ],
      });
      balance = posted.balances[0]?.balance;
    }
    await earnOnSettlement(trx, brand, memberId, await payRound(trx, round, amount));
    balance ??= await walletBalance(trx, memberId, wallet);
    const answer = { balance: fromMinorUnits(balance), currency: brand.config.currency.code };
    return { record: { memberId, roundId: input.roundId, amount, refTxId: input.betTxId }, answer };
  });
}
