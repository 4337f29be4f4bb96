import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { apiError } from '../../errors';
import { isTrialAccount } from '../../../src/engine/accountType';
import { tokenHash } from '../../lib/tokens';

export interface LaunchedPlayer {
  memberId: string;
  gameId: number;
  /** The launched game's category: the product its bets count under (`<CATEGORY>/<VENDOR>`). */
  category: string;
}

/**
 * The launch a token names to a vendor, with what judges it: one row or none (migration 043's
 * vendor_launch: a live launch for real money of one of that vendor's games in the brand).
 */
export const launchQuery = (db: Kysely<Tables>, brandId: string, vendor: string, token: string) =>
  db.selectFrom(sql<LaunchRow>`vendor_launch(${tokenHash(token)}::text, ${brandId}::text, ${vendor}::text)`.as('launch')).selectAll();

/** A launch row as launchQuery reads it. */
type LaunchRow = { memberId: string | null; gameId: number | null; category: string | null; type: number | null; locked: boolean | null };

/** The player of a launch row, or null when the row is none or names an account that may not play for money. */
export function playerOf(row: LaunchRow | undefined): LaunchedPlayer | null {
  if (!row || row.memberId === null || row.locked || isTrialAccount(row.type)) return null;
  return { memberId: row.memberId, gameId: row.gameId!, category: row.category! };
}

/**
 * The player a launch token names to a vendor: a live launch of one of that vendor's games in the
 * brand, for real money, by an account that may still play. Anything else — unknown, expired, a
 * demo, another vendor's game, a locked or trial account — is 401 GAME_SESSION_INVALID, alike.
 */
export async function launchedPlayer(db: Kysely<Tables>, brandId: string, vendor: string, token: string): Promise<LaunchedPlayer> {
  const player = playerOf(await launchQuery(db, brandId, vendor, token).executeTakeFirst());
  if (!player) throw apiError('GAME_SESSION_INVALID');
  return player;
}
