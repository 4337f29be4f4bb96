import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/defineRoute';
import { audit } from '../operator/store';
import { brandOf } from '../operator/brandOf';
import { depositChannels, depositsOf, openDeposit, submitDeposit } from './deposits';
import { decideDeposit, depositProof, deskDeposits } from './desk';

/** Deposits: the member's channels, deposits and their statuses; the console's payments desk. */
export async function paymentsRoutes(app: FastifyInstance) {
  defineRoute(app, 'wallet/depositChannels', ({ db, brand, lang, member }) => depositChannels(db, brand, lang, member.id));
  defineRoute(app, 'wallet/depositOpen', ({ db, brand, lang, member, input }) => openDeposit(db, brand, lang, member.id, input));
  defineRoute(app, 'wallet/depositSubmit', ({ db, brand, lang, member, input }) => submitDeposit(db, brand, lang, member.id, input));
  defineRoute(app, 'wallet/deposits', ({ db, brand, lang, member, input }) => depositsOf(db, brand, lang, member.id, input.pageNo, input.pageSize));

  defineRoute(app, 'ops/deposits', ({ db, input }) => deskDeposits(db, brandOf(app, input.brandId).id, input.status ?? 'pending', input.pageNo, input.pageSize));
  defineRoute(app, 'ops/depositProof', ({ db, input }) => depositProof(db, brandOf(app, input.brandId).id, input.id));
  defineRoute(app, 'ops/decideDeposit', async ({ db, req, operator, input }) => {
    brandOf(app, input.brandId);
    const decided = await decideDeposit(db, operator, input);
    await audit(db, { operator, action: `deposit.${input.decision}`, brandId: input.brandId, target: `D${input.id}`, detail: input.reason ? { reason: input.reason } : {}, ip: req.ip });
    return decided;
  });
}
