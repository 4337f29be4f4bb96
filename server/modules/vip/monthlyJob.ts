import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import { retriedQueue, type JobHandler } from '../../jobs/jobs';
import { isModuleOn } from '../../../src/engine/moduleSwitch';
import { fromMinorUnits } from '../../../src/engine/money';
import { postChange } from '../wallet/index';
import { sendSystemMessage } from '../inbox/index';
import { labelOf, optionsOf } from './store';
import { VIP_HOUSE } from './progress';

const kind = 'vip.monthly';

/** The month a run pays for, YYYY-MM in UTC: the month it runs in (the 1st, just after midnight). */
export const monthOf = (at: Date) => at.toISOString().slice(0, 7);

/**
 * The 1st of each month (UTC): in every brand with VIP3 on, first the downgrade where the brand
 * asks for it, then each member above the entry level is paid their level's monthly bonus, once per
 * month (`vip-month:{member}:{YYYY-MM}`): a second run, a retry or a second process pays nothing.
 * pg-boss sends one job per occurrence of the schedule, whichever processes run it, and the job's
 * work commits with its completion (server/jobs/jobs.ts).
 */
export const monthlyJob = {
  kind,
  cron: '5 0 1 * *',
  // Money is paid once by its keys whatever happens: a failed run is tried again the same day, then kept for an operator.
  queue: retriedQueue(kind, 5, 600, { keepDays: 90 }),
  handle: (async (payload, trx) => {
    const month = payload.month ?? monthOf(new Date());
    for (const brand of await brandsOf(trx)) if (isModuleOn(brand.settings, 'VIP3')) await monthlyRun(trx, brand, month);
  }) as JobHandler<{ month?: string }>,
};

async function brandsOf(trx: Kysely<Tables>): Promise<Brand[]> {
  const rows = await trx.selectFrom('brands').select(['id', 'domains', 'config', 'settings', 'register_rules', 'maintenance']).orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, domains: r.domains, config: r.config, settings: r.settings, registerRules: r.register_rules, maintenance: r.maintenance }));
}

/** One brand's month: the downgrade if on, then the bonuses. */
export async function monthlyRun(trx: Kysely<Tables>, brand: Brand, month: string): Promise<void> {
  const options = await optionsOf(trx, brand.id);
  if (options.downgrade) await downgrade(trx, brand, options.basis);
  const due = await trx
    .selectFrom('vip_progress as p')
    .innerJoin('vip_levels as l', (j) => j.onRef('l.brand_id', '=', 'p.brand_id').onRef('l.rank_level', '=', 'p.rank_level'))
    .select(['p.member_id', 'l.rank_level', 'l.club_label', 'l.monthly_bonus'])
    .where('p.brand_id', '=', brand.id)
    .where('p.rank_level', '>', 0)
    .where('l.monthly_bonus', '>', '0')
    .orderBy('p.member_id')
    .execute();
  for (const m of due) {
    const bonus = BigInt(m.monthly_bonus);
    const posted = await postChange(trx, {
      brandId: brand.id,
      idempotencyKey: `vip-month:${m.member_id}:${month}`,
      kind: 'bonus',
      reference: 'vip',
      postings: [
        { house: VIP_HOUSE, amount: -bonus },
        { memberId: m.member_id, amount: bonus },
      ],
      counts: { memberId: m.member_id, bonus },
    });
    if (!posted.replayed)
      await sendSystemMessage(trx, brand, m.member_id, 'vipMonthly', (lang) => ({
        level: labelOf(m, lang, brand),
        amount: `${brand.config.currency.symbol}${fromMinorUnits(bonus)}`,
        month,
      }));
  }
}

/**
 * A brand that lowers levels: each member's totals become what the last 30 days hold (valid bet of
 * rounds settled, deposits credited) and their level what those reach, never higher than it was (a
 * rise is the settlements' work). Counting again from the 30 days keeps the next settlement from
 * raising them straight back. An upgrade bonus is still paid once per level, ever.
 */
async function downgrade(trx: Kysely<Tables>, brand: Brand, basis: 'validBet' | 'deposit'): Promise<void> {
  await sql`
    with recent as (
      select p.member_id,
        coalesce((select sum(b.stake) from bets b where b.member_id = p.member_id and b.status = 'settled' and b.settled_at > now() - interval '30 days'), 0)::bigint as bet,
        coalesce((select sum(d.amount) from deposits d where d.member_id = p.member_id and d.status = 'approved' and d.decided_at > now() - interval '30 days'), 0)::bigint as dep
      from vip_progress p where p.brand_id = ${brand.id} and p.rank_level > 0
    ), judged as (
      select r.member_id, r.bet, r.dep,
        (select coalesce(max(l.rank_level), 0) from vip_levels l
          where l.brand_id = ${brand.id} and l.threshold <= case when ${basis} = 'deposit' then r.dep else r.bet end) as level
      from recent r
    )
    update vip_progress p set valid_bet = j.bet, deposits = j.dep, rank_level = least(p.rank_level, j.level), updated_at = now()
    from judged j where p.member_id = j.member_id`.execute(trx);
  // The member rows follow (their update tells the members' open pages): the label of the level held, none at the entry level.
  await sql`
    update members m set rank_level = p.rank_level,
      club_label = case when p.rank_level = 0 then null
                        else (select coalesce(l.club_label ->> ${brand.config.defaultLang}, l.club_label ->> 'en', l.club_label ->> 'bn') from vip_levels l where l.brand_id = p.brand_id and l.rank_level = p.rank_level) end
    from vip_progress p
    where p.member_id = m.id and p.brand_id = ${brand.id} and m.rank_level is distinct from p.rank_level and p.rank_level < coalesce(m.rank_level, 0)`.execute(trx);
}
