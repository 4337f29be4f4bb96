import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import { retriedQueue, type JobHandler } from '../../jobs/jobs';
import { fromMinorUnits } from '../../../src/engine/money';
import { pickTranslation } from '../../../src/engine/pickTranslation';
import { postChange } from '../wallet/index';
import { sendSystemMessage } from '../inbox/index';
import { periodDay, periodStart } from '../../db/brandPeriod';

const kind = 'mission.racePrizes';

/**
 * Pays every race period that has ended and not been paid: the run is claimed by inserting its
 * `race_runs` row (a second run, or another process's, finds it taken and pays nothing), then each
 * ranked member of the prize table is paid from the house account `missions` under the key
 * `race:{raceId}:{period's first day}:{rank}` and told in their inbox. All in the job's transaction:
 * a failure pays nothing and the job is tried again. Resolves to the number of prizes paid.
 */
export async function payEndedRaces(trx: Kysely<Tables>): Promise<number> {
  const ended = await trx
    .selectFrom('race_standings as s')
    .innerJoin('races as r', 'r.id', 's.race_id')
    .innerJoin('brands as b', 'b.id', 'r.brand_id')
    .select(['s.race_id', 's.period_start', 'r.prizes', 'r.title', 'b.id as brand_id', 'b.domains', 'b.config', 'b.settings', 'b.register_rules', 'b.maintenance'])
    .where('s.period_start', '<', periodStart(sql.ref('r.period'), sql`(b.config ->> 'timeZone')`))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('race_runs as rr').select('rr.race_id').whereRef('rr.race_id', '=', 's.race_id').whereRef('rr.period_start', '=', 's.period_start'))))
    .distinctOn(['s.race_id', 's.period_start'])
    .orderBy('s.race_id')
    .orderBy('s.period_start')
    .execute();
  let paid = 0;
  for (const run of ended) {
    const brand: Brand = { id: run.brand_id, domains: run.domains, config: run.config, settings: run.settings, registerRules: run.register_rules, maintenance: run.maintenance };
    const tz = brand.config.timeZone;
    const claimed = await trx
      .insertInto('race_runs')
      .values({ race_id: run.race_id, period_start: run.period_start })
      .onConflict((oc) => oc.doNothing())
      .returning(periodDay(sql.ref('period_start'), tz).as('day'))
      .executeTakeFirst();
    if (!claimed) continue;
    const winners = await trx
      .selectFrom('race_standings')
      .select('member_id')
      .where('race_id', '=', run.race_id)
      .where('period_start', '=', run.period_start)
      .orderBy('amount', 'desc')
      .orderBy('reached_at')
      .orderBy('member_id')
      .limit(run.prizes.length)
      .execute();
    for (const [i, w] of winners.entries()) {
      const prize = BigInt(run.prizes[i]!);
      if (prize <= 0n) continue;
      const rank = i + 1;
      await postChange(trx, {
        brandId: brand.id,
        idempotencyKey: `race:${run.race_id}:${claimed.day}:${rank}`,
        kind: 'racePrize',
        reference: `R${run.race_id}`,
        postings: [
          { house: 'missions', amount: -prize },
          { memberId: w.member_id, amount: prize },
        ],
      });
      await sendSystemMessage(trx, brand, w.member_id, 'racePrize', (lang) => ({
        race: pickTranslation(run.title, lang, brand.config.defaultLang),
        rank: String(rank),
        amount: `${brand.config.currency.symbol}${fromMinorUnits(prize)}`,
      }));
      paid++;
    }
    await trx.updateTable('race_runs').set({ winners: winners.length }).where('race_id', '=', run.race_id).where('period_start', '=', run.period_start).execute();
  }
  return paid;
}

/** The job that pays ended races, every five minutes: a period's prizes reach its winners within minutes of its end. */
export const racePrizeJob = {
  kind,
  cron: '*/5 * * * *',
  queue: retriedQueue(kind, 5, 60, { retryBackoff: true }),
  handle: (async (_payload, trx) => {
    await payEndedRaces(trx);
  }) as JobHandler<object>,
};
