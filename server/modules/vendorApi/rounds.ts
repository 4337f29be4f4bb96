import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';

/** One player's part of a vendor's round: the row of the betting record (table `bets`) that the wallet calls keep. */
export interface RoundKey {
  brandId: string;
  vendor: string;
  roundId: string;
  memberId: string;
}

/**
 * A bet's stake on its round: the round's row is opened by its first bet and grows with the next
 * (games/countPlays.ts counts the opened rounds as plays of their games); the game goes to the top of the player's recent games.
 */
export async function stakeOnRound(trx: Kysely<Tables>, round: RoundKey, game: { gameId: number; category: string }, amount: bigint): Promise<void> {
  await sql`
    insert into bets (brand_id, member_id, vendor, game_id, category, round_id, stake)
    values (${round.brandId}, ${round.memberId}, ${round.vendor}, ${game.gameId}, ${game.category}, ${round.roundId}, ${String(amount)})
    on conflict (brand_id, vendor, round_id, member_id) do update
      set stake = bets.stake + excluded.stake, status = case when bets.status = 'cancelled' then 'open' else bets.status end`.execute(trx);
  await trx
    .insertInto('recent_games')
    .values({ member_id: round.memberId, game_id: game.gameId })
    .onConflict((oc) => oc.columns(['member_id', 'game_id']).doUpdateSet({ played_at: sql`now()` }))
    .execute();
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

/** A win paid on the round (0 for a loss): the round is settled. */
export async function payRound(trx: Kysely<Tables>, round: RoundKey, amount: bigint): Promise<void> {
  await trx
    .updateTable('bets')
    .set({ payout: sql`payout + ${String(amount)}::bigint`, status: 'settled', settled_at: sql`now()` })
    .where('brand_id', '=', round.brandId)
    .where('vendor', '=', round.vendor)
    .where('round_id', '=', round.roundId)
    .where('member_id', '=', round.memberId)
    .execute();
}

/** A bet rolled back: its stake leaves the round, and a round with no stake and nothing paid is cancelled. */
export async function unstakeRound(trx: Kysely<Tables>, round: RoundKey, amount: bigint): Promise<void> {
  await trx
    .updateTable('bets')
    .set({
      stake: sql`stake - ${String(amount)}::bigint`,
      status: sql`case when stake - ${String(amount)}::bigint <= 0 and payout = 0 then 'cancelled' else status end`,
    })
    .where('brand_id', '=', round.brandId)
    .where('vendor', '=', round.vendor)
    .where('round_id', '=', round.roundId)
    .where('member_id', '=', round.memberId)
    .execute();
}
