import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';

/** One player's part of a vendor's round: the row of the betting record (table `bets`) that the wallet calls keep. */
export interface RoundKey {
  brandId: string;
  vendor: string;
  roundId: string;
  memberId: string;
}

/** The category a round counts under (its bet's game's), read before money moves: the ledger change names it. */
export async function categoryOfRound(trx: Kysely<Tables>, round: RoundKey): Promise<string> {
  const row = await trx
    .selectFrom('bets')
    .select('category')
    .where('brand_id', '=', round.brandId)
    .where('vendor', '=', round.vendor)
    .where('round_id', '=', round.roundId)
    .where('member_id', '=', round.memberId)
    .executeTakeFirstOrThrow();
  return row.category;
}

/** What a settlement tells of its round: on its first settlement, the valid bet it now counts as. */
export interface Settlement {
  betId: string;
  /** This is the round's first settlement: its stake is a settled valid bet from now on. */
  first: boolean;
  stake: bigint;
  /** The part of the stake the bonus wallet paid (decision 0262): it earns no points and no race standing. */
  bonusStake: bigint;
  category: string;
}

/**
 * A win paid on the round (0 for a loss): the round is settled. Its count of settlements goes up in
 * the same update, under the row's lock, so of two wins racing on one round exactly one is its first.
 */
export async function payRound(trx: Kysely<Tables>, round: RoundKey, amount: bigint): Promise<Settlement> {
  const row = await trx
    .updateTable('bets')
    .set({ payout: sql`payout + ${String(amount)}::bigint`, status: 'settled', settled_at: sql`now()`, settlements: sql`settlements + 1` })
    .where('brand_id', '=', round.brandId)
    .where('vendor', '=', round.vendor)
    .where('round_id', '=', round.roundId)
    .where('member_id', '=', round.memberId)
    .returning(['id', 'stake', 'bonus_stake', 'category', 'settlements'])
    .executeTakeFirstOrThrow();
  return { betId: row.id, first: row.settlements === 1, stake: BigInt(row.stake), bonusStake: BigInt(row.bonus_stake), category: row.category };
}

/** A bet rolled back: its stake leaves the round, and a round with no stake and nothing paid is cancelled. */
export async function unstakeRound(trx: Kysely<Tables>, round: RoundKey, amount: bigint, fromBonus = 0n): Promise<void> {
  await trx
    .updateTable('bets')
    .set({
      stake: sql`stake - ${String(amount)}::bigint`,
      bonus_stake: sql`greatest(bonus_stake - ${String(fromBonus)}::bigint, 0)`,
      status: sql`case when stake - ${String(amount)}::bigint <= 0 and payout = 0 then 'cancelled' else status end`,
    })
    .where('brand_id', '=', round.brandId)
    .where('vendor', '=', round.vendor)
    .where('round_id', '=', round.roundId)
    .where('member_id', '=', round.memberId)
    .execute();
}
