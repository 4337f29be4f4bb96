import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { claimMission, missionSummary } from './service';
import { leaderboard } from './leaderboard';

/** The member's missions and the race's board (MISSION3, decision 0263). */
export function missionRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  defineRoute(app, 'mission/summary', ({ member, brand, lang }) => missionSummary(db, brand, member.id, lang));

  // Public: a visitor sees the board; a member's token adds their own place.
  defineRoute(app, 'mission/leaderboard', async ({ req, brand, lang, input }) => {
    const signed = req.headers.authorization ? await app.sessions.read(req).catch(() => null) : null;
    return leaderboard(db, brand, input.raceId, signed?.id ?? null, lang);
  });

  // In the call's transaction (runOnce): the claim, its payment and the kept answer commit together.
  defineRoute(app, 'mission/claim', ({ db: trx, member, brand, input }) => claimMission(trx, brand, member.id, input.missionId));
}
