import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { apiError } from '../../errors';
import { audit } from '../../lib/audit';
import { brandOf } from '../../lib/brandOf';
import { cancelIssue, issueLiability, lotteryGames, oddsOf, saveLotteryGame, saveOdds, sendNextDraw } from '../games/index';

const prizeModes = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;

/**
 * A brand's in-house lottery in the console (decision 0317): schedules and odds set by admin; the
 * open issues' liability read, and an issue cancelled with its bets refunded, by admin and payments.
 * Every change audited in its transaction. The work is the lottery's (server/modules/games/lottery).
 */
export function lotteryRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  defineRoute(app, 'ops/lottery', async ({ input }) => {
    const brand = brandOf(app, input.brandId);
    const odds = await Promise.all(prizeModes.map(async (mode) => [mode, (await oddsOf(db, brand.id, mode)).odds] as const));
    return { games: await lotteryGames(db, brand.id), odds: Object.fromEntries(odds) as Record<(typeof prizeModes)[number], (typeof odds)[number][1]> };
  });

  defineRoute(app, 'ops/saveLotteryGame', async ({ req, input, operator }) => {
    const brand = brandOf(app, input.brandId);
    return db.transaction().execute(async (trx) => {
      const { game, removed, made, before } = await saveLotteryGame(trx, brand.id, input, new Date());
      // The next draw's job for the issues made; a removed issue's job finds nothing and ends.
      await sendNextDraw(trx, app.jobs, game.id);
      await audit(trx, { operator, action: before ? 'lottery.game.edit' : 'lottery.game.add', brandId: brand.id, target: game.code, detail: { before, after: game, removed, made }, ip: req.ip });
      return { game, removed, made };
    });
  });

  defineRoute(app, 'ops/saveLotteryOdds', async ({ req, input, operator }) => {
    const brand = brandOf(app, input.brandId);
    return db.transaction().execute(async (trx) => {
      const before = await saveOdds(trx, brand.id, input.prizeMode, input.odds);
      await audit(trx, { operator, action: 'lottery.odds', brandId: brand.id, target: input.prizeMode, detail: { before, after: input.odds }, ip: req.ip });
      return { prizeMode: input.prizeMode, odds: input.odds };
    });
  });

  defineRoute(app, 'ops/lotteryLiability', async ({ input }) => {
    const brand = brandOf(app, input.brandId);
    const game = await db.selectFrom('lottery_games').select('id').where('id', '=', input.gameId).where('brand_id', '=', brand.id).executeTakeFirst();
    if (!game) throw apiError('NOT_FOUND');
    return { issues: await issueLiability(db, game.id) };
  });

  defineRoute(app, 'ops/cancelLotteryIssue', async ({ req, input, operator }) => {
    const brand = brandOf(app, input.brandId);
    return db.transaction().execute(async (trx) => {
      const issue = await trx.selectFrom('lottery_issues').select(['id', 'issue']).where('id', '=', input.issueId).where('brand_id', '=', brand.id).executeTakeFirst();
      if (!issue) throw apiError('NOT_FOUND');
      const refunded = await cancelIssue(trx, issue.id, new Date());
      if (refunded === null) throw apiError('LOTTERY_ISSUE_NOT_OPEN');
      await audit(trx, { operator, action: 'lottery.issue.cancel', brandId: brand.id, target: issue.issue, detail: { issueId: issue.id, reason: input.reason.trim(), refunded }, ip: req.ip });
      return { issueId: issue.id, refunded };
    });
  });
}
