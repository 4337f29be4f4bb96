import { randomBytes } from 'node:crypto';
import { tokenHash } from '../../lib/tokens';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { GameLaunch } from '../../../src/generated/types';
import { apiError } from '../../errors';
import { toMinorUnits } from '../../../src/engine/money';
import type { Catalogue } from './catalogue';
import { launchUrlFor } from './adapters';
import { markPlayed } from './favourites';

/** A real-money launch lasts a playing session; the wallet API refuses its token after this. */
const REAL_HOURS = 12;
/** Play money a demo starts with, in the brand's currency. */
export const DEMO_CREDIT = toMinorUnits('2000.00')!;

/**
 * Opens a game: for a member with real money, for a visitor or a trial account as a demo with play
 * money. A game closed for maintenance answers other open games of its category instead (SPEC §4).
 */
export async function launchGame(db: Kysely<Tables>, catalogue: Catalogue, brandId: string, lang: string, nodeId: number, player: { memberId: string } | null): Promise<GameLaunch> {
  const row = await catalogue.game(nodeId);
  if (!row) throw apiError('GAME_NOT_FOUND');
  const game = catalogue.toGame(row);
  if (row.maintenance) return { status: 'maintenance', game, alternatives: await catalogue.alternativesTo(row) };
  const demo = player === null;
  if (demo && !row.demo) throw apiError('DEMO_UNAVAILABLE');
  const token = randomBytes(32).toString('base64url');
  const gameUrl = await launchUrlFor(db, brandId, row.vendor, { token, gameCode: row.code, lang, demo });
  if (!gameUrl) throw apiError('GAME_NOT_FOUND');
  await db
    .insertInto('game_launches')
    .values({
      token_hash: tokenHash(token),
      brand_id: brandId,
      member_id: player?.memberId ?? null,
      game_id: row.id,
      demo,
      demo_balance: demo ? String(DEMO_CREDIT) : null,
      expires_at: new Date(Date.now() + (demo ? 2 : REAL_HOURS) * 3_600_000),
    })
    .execute();
  if (player) await markPlayed(db, player.memberId, row.id);
  return { status: 'ready', gameUrl, demo, game };
}
