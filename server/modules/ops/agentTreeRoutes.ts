import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/defineRoute';
import { apiError } from '../../errors';
import { audit } from '../../lib/audit';
import { brandOf } from '../../lib/brandOf';
import { sendSystemMessage } from '../inbox/index';
import { endGivenBelow } from '../agent/index';
import { agentTree, moveMember } from './agentTree';

/**
 * The console's agent trees (decision 0285): a member's place in its brand's downline tree, walked
 * up and down, and a member moved with its team under another agent, audited with both uplines.
 */
export function agentTreeRoutes(app: FastifyInstance) {
  defineRoute(app, 'ops/agentTree', ({ db, input }) => agentTree(db, brandOf(app, input.brandId).id, input.account, input.pageNo ?? 1, input.pageSize ?? 20));

  defineRoute(app, 'ops/moveMember', async ({ db, req, operator, input }) => {
    const brand = brandOf(app, input.brandId);
    const reason = input.reason.trim();
    if (!reason) throw apiError('FIELD_INVALID', { reason: 'errors:reason_required' }, 'reason');
    return db.transaction().execute(async (trx) => {
      const moved = await moveMember(trx, brand.id, input.member, input.upline);
      const { member, upline, previous } = moved;
      // What the member gave of the kinds it no longer holds has no terms above it: it ends too (decision 0285).
      const endedContracts = moved.endedContracts + (await endGivenBelow(trx, brand, member.id, moved.endedKinds, new Date()));
      // Told in the move's transaction: a move rolled back tells no one.
      if (previous) await sendSystemMessage(trx, brand, previous.id, 'teamMovedAway', { member: member.account, upline: upline.account });
      await sendSystemMessage(trx, brand, member.id, 'movedUnder', { upline: upline.account });
      await audit(trx, {
        operator,
        action: 'member.move',
        brandId: brand.id,
        target: String(member.id),
        detail: { account: member.account, before: previous?.account ?? null, after: upline.account, endedContracts, reason },
        ip: req.ip,
      });
      return { member: member.account, upline: upline.account, previousUpline: previous?.account ?? null, endedContracts };
    });
  });
}
