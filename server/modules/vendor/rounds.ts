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

/** What a settlement tells of its round, and what its first settlement counted (migration 061's settle_round). */
export interface Settlement {
  betId: string;
  /** This is the round's first settlement: its stake is a settled valid bet from now on. */
  first: boolean;
  stake: bigint;
  /** The part of the stake the bonus wallet paid (decision 0262): it earns no points and no race standing. */
  bonusStake: bigint;
  category: string;
  /** The member's active grant whose turnover this settlement met: the caller releases it to main. */
  releasedGrant: string | null;
  /** The VIP level the member held and the one their valid bet now reaches (both 0 when VIP3 is off). */
  vipHeld: number;
  vipReached: number;
  /** The points multiplier of the member's VIP level, in percent (100 without one). */
  pointPercent: number;
  /** What the game may stake next, read after the settlement: the wallet it stakes from, and the bonus for a seamless game. */
  stakeable: bigint;
}

/** What a round's first settlement counts beside the round: the brand's switches and calendar. */
export interface SettlementCounting {
  wallet: string;
  timeZone: string;
  missions: boolean;
  vip: boolean;
}

/**
 * A win paid on the round (0 for a loss): the round is settled, in one call to the database that
 * also counts a first settlement's mission and race progress, its bonus turnover and its VIP
 * progress (migration 061). Its count of settlements goes up under the row's lock, so of two wins
 * racing on one round exactly one is its first.
 */
export async function settleRound(trx: Kysely<Tables>, round: RoundKey, amount: bigint, counting: SettlementCounting): Promise<Settlement> {
  const { rows } = await sql<{
    settled_bet: string;
    is_first: boolean;
    settled_stake: string;
    settled_bonus_stake: string;
    settled_category: string;
    released_grant: string | null;
    vip_held: number | null;
    vip_reached: number | null;
    point_percent: number;
    stakeable: string;
  }>`select * from settle_round(${round.brandId}::text, ${round.vendor}::text, ${round.roundId}::text, ${round.memberId}::bigint, ${String(amount)}::bigint, ${counting.wallet}::text,
       ${counting.timeZone}::text, ${counting.missions}::boolean, ${counting.vip}::boolean)`.execute(trx);
  const r = rows[0]!;
  return {
    betId: String(r.settled_bet),
    first: r.is_first,
    stake: BigInt(r.settled_stake),
    bonusStake: BigInt(r.settled_bonus_stake),
    category: r.settled_category,
    releasedGrant: r.released_grant === null ? null : String(r.released_grant),
    vipHeld: r.vip_held ?? 0,
    vipReached: r.vip_reached ?? 0,
    pointPercent: r.point_percent,
    stakeable: BigInt(r.stakeable),
  };
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
