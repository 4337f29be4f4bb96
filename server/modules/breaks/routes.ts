import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { playStatus, realityCheck, savePlay, takeBreak } from './service';

/** Responsible play (RG3, decisions 0323 and 0324): the member's session limit and reality check, its figures, and a break from play. */
export function breaksRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  const brandById = (id: string) => app.brands.all().find((b) => b.id === id);

  defineRoute(app, 'breaks/playStatus', ({ member }) => playStatus(db, member));

  defineRoute(app, 'breaks/savePlay', ({ req, member, input }) => savePlay(db, member, input, req.ip));

  defineRoute(app, 'breaks/realityCheck', ({ member }) => realityCheck(db, member));

  // In the call's transaction (runOnce): the break, the forfeited bonus, the ended sessions and the audit line commit together.
  defineRoute(app, 'breaks/takeBreak', ({ db: trx, req, member, input }) => takeBreak(trx, brandById, member, input, req.ip));
}
