import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';
import { defineRoute } from '../../../http/defineRoute';
import { apiError } from '../../../errors';
import { isPointBet } from '../../../games/lottery/betTypes';
import { toMinorUnits } from '../../../../src/engine/money';
import { lotteryGameOf, lotteryState } from './state';
import { oddsOf } from './odds';
import { placeLotteryBet } from './placeBet';
import { memberBet, memberBets } from './memberBets';
import { walletClient } from '../../vendor/index';
import { IN_HOUSE_LOTTERY } from '../../../../src/engine/inHouseLottery';

/** Minor units of one unit of the brand's currency: a lô point costs `cost` of them. */
const unit = 100n;

/** The in-house lottery's calls (decision 0313): a game's state, a bet, and the member's bets. */
export function lotteryRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  defineRoute(app, 'games/lotteryState', async (ctx) => lotteryState(db, { id: ctx.brand.id, defaultLang: ctx.brand.config.defaultLang }, ctx.lang, ctx.input.gameCode));

  defineRoute(app, 'games/lotteryBets', async (ctx) => memberBets(db, ctx.member.id, ctx.input));

  // The call keeps its key itself (`ownOnce`): the stake moves through the seamless-wallet bet call,
  // in that call's transaction, as a studio round's does (decision 0333).
  defineRoute(app, 'games/lotteryBet', async (ctx) => {
    const { input } = ctx;
    const game = await lotteryGameOf(ctx.db, ctx.brand.id, input.gameCode);
    const issue = await ctx.db.selectFrom('lottery_issues').select('id').where('game_id', '=', game.id).where('issue', '=', input.issue).executeTakeFirst();
    if (!issue) throw apiError('LOTTERY_CLOSED');
    const { odds, cap } = await oddsOf(ctx.db, ctx.brand.id, game.prize_mode);
    const type = input.type;
    const stake = isPointBet(type) ? BigInt(input.points!) * BigInt(odds[type].cost) * unit : toMinorUnits(input.stake!)!;
    if (stake <= 0n) throw apiError('FIELD_INVALID', { reason: 'errors:reason_range' }, 'stake');
    const wallet = walletClient(app, { id: ctx.brand.id, host: ctx.req.headers.host ?? ctx.brand.domains[0]! }, IN_HOUSE_LOTTERY);
    const taken = await placeLotteryBet(
      ctx.db,
      wallet,
      { brandId: ctx.brand.id, memberId: ctx.member.id, issueId: issue.id, type, numbers: input.numbers, stake, idempotencyKey: ctx.onceKey! },
      odds,
      cap,
    );
    return memberBet(ctx.db, ctx.member.id, taken.id);
  });
}
