import type { Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';
import type { LotteryState } from '../../../../src/generated/types';
import { apiError } from '../../../errors';
import { pickTranslation } from '../../../../src/engine/pickTranslation';
import { IN_HOUSE_LOTTERY } from '../../../../src/engine/inHouseLottery';
import { oddsOf } from './odds';

// What the betting page of a lottery game reads (decision 0313): the game with its odds, the issue
// open for bets, the one closed and waiting for its draw, and the last one drawn.

/** A brand's enabled lottery game by its code, with its name in the catalogue; GAME_NOT_FOUND otherwise. */
export async function lotteryGameOf(db: Kysely<Tables>, brandId: string, code: string) {
  const game = await db
    .selectFrom('lottery_games as lg')
    .leftJoin('games as g', (j) => j.onRef('g.brand_id', '=', 'lg.brand_id').onRef('g.code', '=', 'lg.code').on('g.vendor', '=', IN_HOUSE_LOTTERY))
    .select(['lg.id', 'lg.code', 'lg.prize_mode', 'lg.daily_at', 'lg.interval_seconds', 'lg.time_zone', 'g.name'])
    .where('lg.brand_id', '=', brandId)
    .where('lg.code', '=', code)
    .where('lg.enabled', '=', true)
    .executeTakeFirst();
  if (!game) throw apiError('GAME_NOT_FOUND');
  return game;
}

const openView = (i: { issue: string; seed_hash: string; closes_at: Date; draws_at: Date }) => ({
  issue: i.issue,
  seedHash: i.seed_hash,
  closesAt: new Date(i.closes_at).toISOString(),
  drawsAt: new Date(i.draws_at).toISOString(),
});

export async function lotteryState(db: Kysely<Tables>, brand: { id: string; defaultLang: string }, lang: string, code: string): Promise<LotteryState> {
  const game = await lotteryGameOf(db, brand.id, code);
  const now = new Date();
  const open = db.selectFrom('lottery_issues').select(['issue', 'seed_hash', 'closes_at', 'draws_at']).where('game_id', '=', game.id).where('status', '=', 'open');
  const [{ odds }, next, closing, last] = await Promise.all([
    oddsOf(db, brand.id, game.prize_mode),
    open.where('closes_at', '>', now).orderBy('draws_at').limit(1).executeTakeFirst(),
    // Closed and not yet drawn: its bets wait for the draw, whose job runs at its time.
    open.where('closes_at', '<=', now).orderBy('draws_at', 'desc').limit(1).executeTakeFirst(),
    db
      .selectFrom('lottery_issues')
      .select(['issue', 'numbers', 'seed', 'seed_hash', 'drawn_at'])
      .where('game_id', '=', game.id)
      .where('status', '=', 'drawn')
      .orderBy('draws_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    game: {
      code: game.code,
      name: game.name ? pickTranslation(game.name, lang, brand.defaultLang) : game.code,
      prizeMode: game.prize_mode,
      dailyAt: game.daily_at,
      intervalSeconds: game.interval_seconds,
      timeZone: game.time_zone,
    },
    odds,
    issue: next ? openView(next) : null,
    closing: closing ? openView(closing) : null,
    last: last ? { issue: last.issue, numbers: last.numbers!, seed: last.seed, seedHash: last.seed_hash, drawnAt: new Date(last.drawn_at!).toISOString() } : null,
    serverTime: now.toISOString(),
  };
}
