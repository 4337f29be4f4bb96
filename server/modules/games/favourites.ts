import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Category } from '../../../src/generated/types';
import { apiError } from '../../errors';
import type { Catalogue } from './catalogue';

/** The member's favourite games' nodeIds, as text (SPEC §3's gameFavIds). */
export async function favouriteIds(db: Kysely<Tables>, memberId: string): Promise<{ gameFavIds: string[] }> {
  const rows = await db.selectFrom('favourite_games').select('game_id').where('member_id', '=', memberId).orderBy('created_at', 'desc').execute();
  return { gameFavIds: rows.map((r) => String(r.game_id)) };
}

/**
 * Adds or removes a favourite. The game is named three ways (nodeId, vendor, gameType) as the
 * platform's clients send it; all three must name one game the brand shows, or nothing changes.
 */
export async function toggleFavourite(db: Kysely<Tables>, catalogue: Catalogue, memberId: string, input: { nodeId: number; vendor: string; gameType: Category }, add: boolean) {
  const game = await catalogue.game(input.nodeId);
  if (!game || game.vendor !== input.vendor || game.category !== input.gameType) throw apiError('GAME_NOT_FOUND');
  if (add) await db.insertInto('favourite_games').values({ member_id: memberId, game_id: game.id }).onConflict((oc) => oc.columns(['member_id', 'game_id']).doNothing()).execute();
  else await db.deleteFrom('favourite_games').where('member_id', '=', memberId).where('game_id', '=', game.id).execute();
  return favouriteIds(db, memberId);
}

/** Marks a game played by the member now (the recent list's order). */
export async function markPlayed(db: Kysely<Tables>, memberId: string, gameId: number) {
  await db
    .insertInto('recent_games')
    .values({ member_id: memberId, game_id: gameId })
    .onConflict((oc) => oc.columns(['member_id', 'game_id']).doUpdateSet({ played_at: new Date() }))
    .execute();
}
