import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { OpsRebate, OpsSaveRebateSettingsRequest } from '../../../src/generated/types';
import { fromMinorUnits, toMinorUnits } from '../../../src/engine/money';
import { saveSettings, settingsOf, type RebateSettings } from './settings';

const settingsView = (s: RebateSettings) => ({ minClaim: fromMinorUnits(s.minClaim), defaultRates: s.defaultRates });

/** The console's view: the brand's settings and its members' claims, the latest first. */
export async function brandRebate(db: Kysely<Tables>, brandId: string, pageNo: number, pageSize: number): Promise<OpsRebate> {
  const [settings, count, rows] = await Promise.all([
    settingsOf(db, brandId),
    db.selectFrom('rebate_claims').select((eb) => eb.fn.countAll<string>().as('n')).where('brand_id', '=', brandId).executeTakeFirstOrThrow(),
    db
      .selectFrom('rebate_claims as c')
      .innerJoin('members as m', 'm.id', 'c.member_id')
      .select(['c.id', 'm.account', 'c.claimed_at', 'c.valid_bet', 'c.amount', 'c.rank_level'])
      .where('c.brand_id', '=', brandId)
      .orderBy('c.id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute(),
  ]);
  const total = Number(count.n);
  return {
    settings: settingsView(settings),
    pageNo,
    total,
    totalPages: Math.ceil(total / pageSize),
    list: rows.map((r) => ({ id: r.id, account: r.account, claimedAt: new Date(r.claimed_at).toISOString(), validBet: fromMinorUnits(r.valid_bet), amount: fromMinorUnits(r.amount), rankLevel: r.rank_level })),
  };
}

export async function saveBrandRebate(db: Kysely<Tables>, brandId: string, input: OpsSaveRebateSettingsRequest) {
  return settingsView(await saveSettings(db, brandId, { minClaim: toMinorUnits(input.minClaim)!, defaultRates: input.defaultRates as Record<string, number> }));
}
