import type { GameLaunch, LaunchRequest, LotteryVendors } from '../../../src/generated/types';
import { gameHref } from '../../../src/engine/gameHref';
import { lotteryVendorCodes } from '../../../src/engine/lotteryVendors';
import { apiError } from '../../errors';
import type { Catalogue } from './catalogue';

/**
 * SPEC §7's lottery lobby launch (decision 0325): a game of the brand's Vietnam lottery vendor,
 * named by its code, opens where SPEC §2.8 sends a lottery game — the site's lottery page for it, or
 * the Vietnam lottery's lobby. Nothing is staked by opening it, so no launch token is made: the
 * page bets through the lottery's own calls. A game closed for maintenance answers others of its
 * category, as any launch does.
 */
export async function lotteryLaunch(catalogue: Catalogue, roles: LotteryVendors, input: LaunchRequest & { lottoGameCode: string }): Promise<GameLaunch> {
  if (input.nodeId !== undefined || input.roomId !== undefined) throw apiError('VALIDATION_FAILED', { field: 'lottoGameCode', reason: 'errors:reason_lotto_and_node' }, 'lottoGameCode');
  const row = await catalogue.gameByCode(roles.vietnam, input.lottoGameCode);
  if (!row) throw apiError('GAME_NOT_FOUND');
  const game = catalogue.toGame(row);
  if (row.maintenance) return { status: 'maintenance', game, alternatives: await catalogue.alternativesTo(row) };
  return { status: 'ready', gameUrl: input.lottoView === 'lobby' ? '/vnlottery' : gameHref(game, lotteryVendorCodes(roles)), demo: false, game };
}
