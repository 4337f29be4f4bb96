import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { confirmLimit, limitsOf, saveLimits } from './service';

/** A member's own deposit, loss and wager limits (RG3, decision 0322): read, set, and a raise confirmed. */
export function limitsRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  defineRoute(app, 'limits/limits', ({ member, brand }) => limitsOf(db, brand, member.id));

  defineRoute(app, 'limits/saveLimits', async ({ member, brand, input }) => {
    await saveLimits(db, member.id, input);
    return limitsOf(db, brand, member.id);
  });

  defineRoute(app, 'limits/confirmLimit', async ({ member, brand, input }) => {
    await confirmLimit(db, member.id, input.kind, input.period);
    return limitsOf(db, brand, member.id);
  });
}
