import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { audit } from '../../lib/audit';
import { brandOf } from '../../lib/brandOf';
import { brandMissions, saveMission, saveRace } from '../mission/index';

/** A brand's missions and races (decision 0263), edited by admin and content operators, each change audited. The work is mission's. */
export function missionRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  defineRoute(app, 'ops/missions', ({ input }) => brandMissions(db, brandOf(app, input.brandId)));

  defineRoute(app, 'ops/saveMission', async ({ req, input, operator }) => {
    const brand = brandOf(app, input.brandId);
    return db.transaction().execute(async (trx) => {
      const saved = await saveMission(trx, brand, input);
      const { brandId: _brand, ...detail } = input;
      await audit(trx, { operator, action: input.id ? 'mission.edit' : 'mission.create', brandId: brand.id, target: saved.id, detail, ip: req.ip });
      return saved;
    });
  });

  defineRoute(app, 'ops/saveRace', async ({ req, input, operator }) => {
    const brand = brandOf(app, input.brandId);
    return db.transaction().execute(async (trx) => {
      const saved = await saveRace(trx, brand, input);
      const { brandId: _brand, ...detail } = input;
      await audit(trx, { operator, action: input.id ? 'race.edit' : 'race.create', brandId: brand.id, target: saved.id, detail, ip: req.ip });
      return saved;
    });
  });
}
