import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/defineRoute';
import { balanceOf } from './balance';
import { placeBet } from './bet';
import { payWin } from './win';
import { rollBack } from './rollback';

/**
 * The seamless wallet that game vendors' servers call (the studio too, through app.inject): each
 * call signed with the vendor's secret (./signature.ts), its money in the member's main wallet,
 * moved through the ledger once per the vendor's txId.
 */
export function vendorRoutes(app: FastifyInstance) {
  defineRoute(app, 'vendor/balance', ({ db, brand, vendor, input }) => balanceOf(db, { brand, vendor, input }));
  defineRoute(app, 'vendor/bet', ({ db, brand, vendor, input }) => placeBet(db, { brand, vendor, input }));
  defineRoute(app, 'vendor/win', ({ db, brand, vendor, input }) => payWin(db, { brand, vendor, input }));
  defineRoute(app, 'vendor/rollback', ({ db, brand, vendor, input }) => rollBack(db, { brand, vendor, input }));
}
