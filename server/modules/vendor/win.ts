import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { VendorWinAnswer, VendorWinRequest } from '../../../src/generated/types';
import { fromMinorUnits, toMinorUnits } from '../../../src/engine/money';
import { isModuleOn } from '../../../src/engine/moduleSwitch';
import { apiError } from '../../errors';
import { postChange, stakeableBalance } from '../wallet/index';
import { raiseLevel } from '../vip/index';
import { betFacts } from './betFacts';
import { oncePerTx } from './oncePerTx';
import { categoryOfRound, settleRound } from './rounds';
import { releaseGrant } from '../promo/index';
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
    if (amount > 0n) {
      await postChange(trx, {
        brandId: brand.id,
        idempotencyKey: ledgerKeyOf(vendor, input.txId),
        kind: 'win',
        reference: productOf(await categoryOfRound(trx, round), vendor),
        postings: [
          { house: houseOf(vendor), amount: -amount },
          { memberId, wallet, amount },
        ],
      });
    }
    // One call settles the round and counts a first settlement's missions, races, bonus turnover and
    // VIP progress; what moves money after it (a release, a level's bonus, points) is rare or cheap.
    const settled = await settleRound(trx, round, amount, {
      wallet,
      timeZone: brand.config.timeZone,
      missions: isModuleOn(brand.settings, 'MISSION3'),
      vip: isModuleOn(brand.settings, 'VIP3'),
    });
    // A release moves bonus to main: what the game may stake is the same. A level's bonus adds to it.
    if (settled.releasedGrant) await releaseGrant(trx, brand, settled.releasedGrant);
    const raised = settled.vipReached > settled.vipHeld;
    if (raised) await raiseLevel(trx, brand, memberId, settled.vipHeld, settled.vipReached);
    // What the member staked of their own money earns points, times their VIP level's multiplier;
    // what the bonus paid counts only towards its own turnover and the VIP ladder (decisions 0260 to 0263).
    await earnOnSettlement(trx, brand, memberId, { ...settled, stake: settled.stake - settled.bonusStake });
    const stakeable = raised ? await stakeableBalance(trx, memberId, wallet) : settled.stakeable;
    const answer = { balance: fromMinorUnits(stakeable), currency: brand.config.currency.code };
    return { record: { memberId, roundId: input.roundId, amount, refTxId: input.betTxId }, answer };
  });
}
