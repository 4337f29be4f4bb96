import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import { uncountRound } from '../../lib/missionProgress';
import { takeBackValidBet } from '../vip/index';
import { takeBackTurnover } from '../promo/index';
import { takeBackOnRollback } from '../points/index';
import { takeBackRebate } from '../rebate/index';
import type { RoundKey } from './rounds';

/**
 * A bet rolled back after its round's first settlement (decision 0299): that settlement (decision 0269) counted the
 * round's stake, this bet's included, towards the member's missions and races, VIP valid bet, active
 * bonus's turnover and points, and each is taken back here, in the rollback's transaction, which runs
 * once per rollback (`oncePerTx`). A bet placed after the first settlement was never counted: nothing
 * to take back. A rebate not yet claimed needs nothing: the claim reads the round's stake, which the
 * rollback lowered (decision 0267); one already claimed gives back what it paid on the bet, from the
 * main wallet the rollback refunds.
 */
export async function uncountRolledBack(
  trx: Kysely<Tables>,
  brand: Brand,
  bet: RoundKey & { betTxId: string; cause: string; stake: bigint; own: bigint },
): Promise<void> {
  const row = await trx
    .selectFrom('bets as b')
    .innerJoin('vendor_transactions as v', (j) => j.onRef('v.brand_id', '=', 'b.brand_id').onRef('v.vendor', '=', 'b.vendor').on('v.tx_id', '=', bet.betTxId).on('v.kind', '=', 'bet'))
    .select(['b.id', 'b.category', 'b.stake', 'b.bonus_stake', 'b.first_settled_at', 'b.rebate_claim_id', 'v.created_at'])
    .where('b.brand_id', '=', bet.brandId)
    .where('b.vendor', '=', bet.vendor)
    .where('b.round_id', '=', bet.roundId)
    .where('b.member_id', '=', bet.memberId)
    .executeTakeFirst();
  if (!row?.first_settled_at || new Date(row.created_at) > new Date(row.first_settled_at)) return;
  const settledAt = new Date(row.first_settled_at);
  const ownLeft = BigInt(row.stake) - BigInt(row.bonus_stake);
  await uncountRound(trx, brand, bet.memberId, { category: row.category, own: bet.own, ownLeft, settledAt });
  await takeBackValidBet(trx, brand, bet.memberId, bet.stake);
  await takeBackTurnover(trx, bet.memberId, { category: row.category, stake: bet.stake, settledAt });
  await takeBackOnRollback(trx, brand, bet.memberId, { betId: row.id, own: bet.own, ownLeft, cause: bet.cause });
  if (row.rebate_claim_id) await takeBackRebate(trx, brand, bet.memberId, { betId: row.id, claimId: row.rebate_claim_id, category: row.category, own: bet.own, cause: bet.cause });
}
