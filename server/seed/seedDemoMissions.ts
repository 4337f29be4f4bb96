import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables';
import type { Translations } from '../../src/engine/pickTranslation';
import { toMinorUnits } from '../../src/engine/money';

type Period = 'daily' | 'weekly';
interface DemoMissions {
  missions: Array<{ period: Period; kind: 'deposit' | 'validBet' | 'rounds' | 'signInDays'; product?: string; target: string; reward: string; title: Translations }>;
  races: Array<{ period: Period; product?: string; prizes: string[]; title: Translations }>;
}

const minor = (amount: string) => String(toMinorUnits(amount)!);

/**
 * Loads config/seed/missions.json into a database that never had it, in one transaction: each
 * brand's missions and races (decision 0263). Its own marker in `meta`, so a demo database seeded
 * before missions existed gets them once, and an operator who deleted them never gets them back.
 */
export async function seedDemoMissions(db: Kysely<Tables>, configDir: string): Promise<boolean> {
  const file = JSON.parse(readFileSync(join(configDir, 'seed', 'missions.json'), 'utf8')) as Record<string, DemoMissions | string>;
  return db.transaction().execute(async (trx) => {
    const marker = await trx.selectFrom('meta').select('value').where('key', '=', 'demo_missions_seeded_at').executeTakeFirst();
    if (marker) return false;
    const brandIds = new Set((await trx.selectFrom('brands').select('id').execute()).map((r) => r.id));
    for (const [brand, demo] of Object.entries(file)) {
      if (typeof demo === 'string' || !brandIds.has(brand)) continue;
      if (demo.missions.length)
        await trx
          .insertInto('missions')
          .values(
            demo.missions.map((m, i) => ({
              brand_id: brand,
              period: m.period,
              kind: m.kind,
              product: m.product ?? null,
              target: m.kind === 'deposit' || m.kind === 'validBet' ? minor(m.target) : m.target,
              reward: minor(m.reward),
              title: JSON.stringify(m.title),
              sort: i,
            })),
          )
          .execute();
      if (demo.races.length)
        await trx
          .insertInto('races')
          .values(demo.races.map((r) => ({ brand_id: brand, period: r.period, product: r.product ?? null, prizes: JSON.stringify(r.prizes.map(minor)), title: JSON.stringify(r.title) })))
          .execute();
    }
    await trx.insertInto('meta').values({ key: 'demo_missions_seeded_at', value: new Date().toISOString() }).execute();
    return true;
  });
}
