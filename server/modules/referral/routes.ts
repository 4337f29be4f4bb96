import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { fromMinorUnits } from '../../../src/engine/money';
import { maskAccount } from '../../lib/maskAccount';
import { codeOf, inviteePage, programmeOf, referrerTotals, type Programme } from './store';

export const programmeAnswer = (p: Programme) => ({ enabled: p.enabled, reward: fromMinorUnits(p.reward), minDeposit: fromMinorUnits(p.minDeposit), minTurnover: fromMinorUnits(p.minTurnover) });

/** The member's referral page (AFFMAN3, decision 0264): their code and programme, and their invitees. */
export function referralRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  defineRoute(app, 'referral/referralInfo', async ({ member, brand }) => {
    const [referralCode, totals, programme] = await Promise.all([codeOf(db, brand.id, member.id), referrerTotals(db, member.id), programmeOf(db, brand.id)]);
    return { referralCode, invited: totals.invited, qualified: totals.qualified, earned: fromMinorUnits(BigInt(totals.earned)), programme: programmeAnswer(programme) };
  });

  defineRoute(app, 'referral/referralList', async ({ member, input }) => {
    const pageNo = input.pageNo ?? 1;
    const page = await inviteePage(db, member.id, pageNo, input.pageSize ?? 10);
    return {
      pageNo,
      total: page.total,
      totalPages: page.totalPages,
      list: page.rows.map((r) => ({
        account: maskAccount(r.account),
        joinedAt: new Date(r.created_at).toISOString(),
        firstDeposit: fromMinorUnits(BigInt(r.first_deposit)),
        turnover: fromMinorUnits(BigInt(r.turnover)),
        status: r.status,
      })),
    };
  });
}
