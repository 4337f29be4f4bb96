import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { VendorBetAnswer, VendorBetRequest } from '../../../src/generated/types';
import { fromMinorUnits, toMinorUnits } from '../../../src/engine/money';
import { ApiError, apiError } from '../../errors';
import { postChange, walletBalance } from '../wallet/ledger';
import { betFacts } from './betFacts';
import { launchedPlayer } from './launchedPlayer';
import { oncePerTx } from './oncePerTx';
import { stakeOnRound } from './rounds';
import { houseOf, ledgerKeyOf, productOf, type VendorCall } from './vendorCall';

/**
 * A stake from the main wallet of the player the launch token names, to the vendor's house account,
 * once per txId. Refused, moving nothing: a txId a rollback already cancelled, and a stake above the
 * balance (409 INSUFFICIENT_FUNDS with the balance, so the game can tell the player what they have).
 */
export async function placeBet(db: Kysely<Tables>, { brand, vendor, input }: VendorCall<VendorBetRequest>): Promise<VendorBetAnswer> {
  const amount = toMinorUnits(input.amount)!;
  if (amount <= 0n) throw apiError('AMOUNT_INVALID', {}, 'amount');
  const currency = brand.config.currency.code;
  let player: string | null = null;
  try {
    return await oncePerTx<VendorBetAnswer>(db, { brandId: brand.id, vendor, kind: 'bet', txId: input.txId, betTxId: input.txId, input }, async (trx) => {
      const launch = await launchedPlayer(trx, brand.id, vendor, input.token);
      player = launch.memberId;
      if ((await betFacts(trx, brand.id, vendor, input.txId)).rolledBack) throw apiError('VENDOR_BET_ROLLED_BACK');
      const posted = await postChange(trx, {
        brandId: brand.id,
        idempotencyKey: ledgerKeyOf(vendor, input.txId),
        kind: 'bet',
        reference: productOf(launch.category, vendor),
        postings: [
          { memberId: launch.memberId, amount: -amount },
          { house: houseOf(vendor), amount },
        ],
      });
      await stakeOnRound(trx, { brandId: brand.id, vendor, roundId: input.roundId, memberId: launch.memberId }, launch, amount);
      const balance = posted.balances[0]?.balance ?? (await walletBalance(trx, launch.memberId));
      return { record: { memberId: launch.memberId, roundId: input.roundId, amount, refTxId: null }, answer: { balance: fromMinorUnits(balance), currency } };
    });
  } catch (err) {
    // The transaction is gone with the refused change; the balance is read after it, as it stands.
    if (err instanceof ApiError && err.code === 'INSUFFICIENT_FUNDS' && player !== null)
      throw apiError('INSUFFICIENT_FUNDS', {}, undefined, { balance: fromMinorUnits(await walletBalance(db, player)) });
    throw err;
  }
}
