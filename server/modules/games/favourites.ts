import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Category } from '../../../src/generated/types';
import { apiError } from '../../errors';
import { pageOf } from '../../db/pageOf';
import { visibleGames, withGameColumns, type GameRow } from './catalogue';

/** The member's favourite games' nodeIds, as text (SPEC §3's gameFavIds). */
export async function favouriteIds(db: Kysely<Tables>, memberId: string): Promise<{ gameFavIds: string[] }> {
  const rows = await db.selectFrom('favourite_games').select('game_id').where('member_id', '=', memberId).orderBy('created_at', 'desc').execute();
  return { gameFavIds: rows.map((r) => String(r.game_id)) };
}

/**
 * Adds or removes a favourite. The game is named three ways (nodeId, vendor, gameType) as the
 * platform's clients send it; all three must name one game the brand shows, or nothing changes.
 */
export async function toggleFavourite(db: Kysely<Tables>, brandId: string, memberId: string, input: { nodeId: number; vendor: string; gameType: Category }, add: boolean) {
  const game = await visibleGames(db, brandId)
    .select('games.id')
    .where('games.id', '=', input.nodeId)
    .where('games.vendor', '=', input.vendor)
    .where('games.category', '=', input.gameType)
    .executeTakeFirst();
  if (!game) throw apiError('GAME_NOT_FOUND');
  if (add) await db.insertInto('favourite_games').values({ member_id: memberId, game_id: game.id }).onConflict((oc) => oc.columns(['member_id', 'game_id']).doNothing()).execute();
  else await db.deleteFrom('favourite_games').where('member_id', '=', memberId).where('game_id', '=', game.id).execute();
  return favouriteIds(db, memberId);
}

/** One page of the member's favourites (of a category, of a vendor), newest first. */
export async function favouritePage(db: Kysely<Tables>, brandId: string, memberId: string, input: { gameType?: Category; vassalage?: string; pageNo?: number; pageSize?: number }) {
  let q = visibleGames(db, brandId).innerJoin('favourite_games as f', 'f.game_id', 'games.id').where('f.member_id', '=', memberId);
  if (input.gameType) q = q.where('games.category', '=', input.gameType);
  if (input.vassalage) q = q.where('games.vendor', '=', input.vassalage);
  return pageOf(input.pageNo ?? 1, input.pageSize ?? 12, q, (limit, offset) =>
    withGameColumns(q).orderBy(sql`f.created_at`, 'desc').orderBy('games.id').limit(limit).offset(offset).execute() as Promise<GameRow[]>,
  );
}

/** One page of the games the member played, most recent first (a launch or a bet marks one played). */
export async function recentPage(db: Kysely<Tables>, brandId: string, memberId: string, input: { gameType?: Category; vassalage?: string; pageNo?: number; pageSize?: number }) {
  let q = visibleGames(db, brandId).innerJoin('recent_games as r', 'r.game_id', 'games.id').where('r.member_id', '=', memberId);
  if (input.gameType) q = q.where('games.category', '=', input.gameType);
  if (input.vassalage) q = q.where('games.vendor', '=', input.vassalage);
  return pageOf(input.pageNo ?? 1, input.pageSize ?? 12, q, (limit, offset) =>
    withGameColumns(q).orderBy(sql`r.played_at`, 'desc').orderBy('games.id').limit(limit).offset(offset).execute() as Promise<GameRow[]>,
  );
}

/** Marks a game played by the member now (the recent list's order). */
export async function markPlayed(db: Kysely<Tables>, memberId: string, gameId: number) {
  await db
    .insertInto('recent_games')
    .values({ member_id: memberId, game_id: gameId })
    .onConflict((oc) => oc.columns(['member_id', 'game_id']).doUpdateSet({ played_at: new Date() }))
    .execute();
}
