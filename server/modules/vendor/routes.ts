import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/defineRoute';
import { balanceOf } from './balance';
import { placeBet } from './bet';
import { payWin } from './win';
import { rollBack } from './rollback';

/**
 * The wallet API that game vendors' servers call (the studio too, through app.inject): each call
 * signed with the vendor's secret (./signature.ts), its money in the wallet the vendor's connection
 * names — the member's main wallet for a seamless vendor, the vendor's own for a transfer one —
 * moved through the ledger once per the vendor's txId.
 */
export function vendorRoutes(app: FastifyInstance) {
  // The wallet the vendor's connection names, from the copy its signature check has just read.
  const walletOf = (brandId: string, vendor: string) => app.vendorSecrets.walletOf(brandId, vendor);
  defineRoute(app, 'vendor/balance', async ({ db, brand, vendor, input }) => balanceOf(db, { brand, vendor, wallet: await walletOf(brand.id, vendor), input }));
  defineRoute(app, 'vendor/bet', async ({ db, brand, vendor, input }) => placeBet(db, { brand, vendor, wallet: await walletOf(brand.id, vendor), input }));
  defineRoute(app, 'vendor/win', async ({ db, brand, vendor, input }) => payWin(db, { brand, vendor, wallet: await walletOf(brand.id, vendor), input }));
  defineRoute(app, 'vendor/rollback', async ({ db, brand, vendor, input }) => rollBack(db, { brand, vendor, wallet: await walletOf(brand.id, vendor), input }));
}
