import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/defineRoute';
import { fromMinorUnits } from '../../../src/engine/money';
import { brandOf } from '../../lib/brandOf';
import { audit } from '../../lib/audit';
import { changeWalletKind, vendorHoldings } from '../wallet/index';

/** The vendors connected to a brand in the console: how each holds players' money, and changing it, audited with what moved back. */
export function vendorRoutes(app: FastifyInstance) {
  defineRoute(app, 'ops/vendors', async ({ db, input }) => ({ items: await vendorHoldings(db, brandOf(app, input.brandId).id) }));

  defineRoute(app, 'ops/saveVendorWallet', async ({ db, req, operator, input, onceKey }) => {
    const brandId = brandOf(app, input.brandId).id;
    const { changed, members, moved } = await changeWalletKind(db, { brandId, code: input.code, wallet: input.wallet, ledgerKey: onceKey! });
    const from = input.wallet === 'seamless' ? 'transfer' : 'seamless';
    if (changed) await audit(db, { operator, action: 'vendor.wallet', brandId, target: input.code, detail: { from, to: input.wallet, members, moved: fromMinorUnits(moved) }, ip: req.ip });
    const vendor = (await vendorHoldings(db, brandId)).find((v) => v.code === input.code)!;
    return { vendor, members, moved: fromMinorUnits(moved) };
  });
}
