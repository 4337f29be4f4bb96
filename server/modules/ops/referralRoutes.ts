import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { audit } from '../../lib/audit';
import { brandOf } from '../../lib/brandOf';
import { fromMinorUnits, toMinorUnits } from '../../../src/engine/money';
import { decideHeld, heldReferrals, programmeAnswer, programmeOf, referralCounts, saveProgramme } from '../referral/index';

/** The referral programme of a brand (decision 0264): content sets it, payments reviews held rewards; each change audited. The work is referral's. */
export function referralRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  defineRoute(app, 'ops/referralProgramme', async ({ input }) => {
    const brand = brandOf(app, input.brandId);
    const [programme, counts] = await Promise.all([programmeOf(db, brand.id), referralCounts(db, brand.id)]);
    return { programme: programmeAnswer(programme), invitees: counts.invitees, held: counts.held, paid: counts.paid, cost: fromMinorUnits(BigInt(counts.cost)) };
  });

  defineRoute(app, 'ops/saveReferralProgramme', async ({ req, input, operator }) => {
    const brand = brandOf(app, input.brandId);
    // The schema's pattern let only amounts through: each converts.
    const programme = { enabled: input.enabled, reward: toMinorUnits(input.reward)!, minDeposit: toMinorUnits(input.minDeposit)!, minTurnover: toMinorUnits(input.minTurnover)! };
    await db.transaction().execute(async (trx) => {
      await saveProgramme(trx, brand.id, programme);
      await audit(trx, { operator, action: 'referral.programme', brandId: brand.id, target: brand.id, detail: { enabled: input.enabled, reward: input.reward, minDeposit: input.minDeposit, minTurnover: input.minTurnover }, ip: req.ip });
    });
    return programmeAnswer(programme);
  });

  defineRoute(app, 'ops/referrals', async ({ input }) => {
    const brand = brandOf(app, input.brandId);
    const pageNo = input.pageNo ?? 1;
    const page = await heldReferrals(db, brand.id, input.status ?? 'held', pageNo, input.pageSize ?? 10);
    return {
      pageNo,
      total: page.total,
      totalPages: page.totalPages,
      list: page.rows.map((r) => ({
        inviteeId: r.invitee_id,
        invitee: r.invitee,
        referrer: r.referrer,
        joinedAt: new Date(r.created_at).toISOString(),
        status: r.status,
        heldFor: r.held_for as Array<'device' | 'ip' | 'payoutAccount'>,
        reward: r.reward === null ? null : fromMinorUnits(BigInt(r.reward)),
        qualifiedAt: r.qualified_at ? new Date(r.qualified_at).toISOString() : null,
        remark: r.remark,
      })),
    };
  });

  defineRoute(app, 'ops/decideReferral', async ({ db: trx, req, operator, input }) => {
    const brand = brandOf(app, input.brandId);
    const { status, decided } = await decideHeld(trx, brand, operator.id, input.inviteeId, input.decision, input.reason);
    if (decided) await audit(trx, { operator, action: `referral.${input.decision}`, brandId: brand.id, target: input.inviteeId, detail: input.reason ? { reason: input.reason } : {}, ip: req.ip });
    return { inviteeId: input.inviteeId, status };
  });
}
