import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Tables } from '../../db/tables';

/** One player's part of a vendor's round: the row of the betting record (table `bets`) that the wallet calls keep. */
export interface RoundKey {
  brandId: string;
  vendor: string;
  roundId: string;
  memberId: string;
}

/**
 * A bet's stake on its round, as steps (CTEs) of the bet's own statement, taken once for each row
 * of its step `after` (the stake taken from the wallet: one row, or none): the round's row is
 * opened by its first bet and grows with the next (games/countPlays.ts counts the opened rounds as
 * plays of their games); the game goes to the top of the player's recent games.
 */
export function stakeSteps(round: RoundKey, game: { gameId: number; category: string }, amount: bigint, after: string): RawBuilder<unknown> {
  return sql`staked as (
      insert into bets (brand_id, member_id, vendor, game_id, category, round_id, stake)
      select ${round.brandId}::text, ${round.memberId}::bigint, ${round.vendor}::text, ${game.gameId}::int, ${game.category}::text, ${round.roundId}::text, ${String(amount)}::bigint
      from ${sql.table(after)}
      on conflict (brand_id, vendor, round_id, member_id) do update
        set stake = bets.stake + excluded.stake, status = case when bets.status = 'cancelled' then 'open' else bets.status end
      returning 1),
    played as (
      insert into recent_games (member_id, game_id)
      select ${round.memberId}::bigint, ${game.gameId}::int from ${sql.table(after)}
      on conflict (member_id, game_id) do update set played_at = now()
      returning 1)`;
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
