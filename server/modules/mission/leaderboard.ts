import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import type { Category, MissionLeaderboard } from '../../../src/generated/types';
import { fromMinorUnits } from '../../../src/engine/money';
import { pickTranslation } from '../../../src/engine/pickTranslation';
import { maskAccount } from '../../lib/maskAccount';
import { apiError } from '../../errors';
import { periodEnd, periodStart } from '../../db/brandPeriod';

/** How many places the board shows. */
export const BOARD_SIZE = 100;

/**
 * A race's standing in its current period: the top 100 by amount, of equal amounts the one reached
 * first (then the lower member number) ranking higher, accounts masked; and the caller's own place,
 * counted as the rows ahead of theirs by the same order.
 */
export async function leaderboard(db: Kysely<Tables>, brand: Brand, raceId: string | undefined, memberId: string | null, lang: string): Promise<MissionLeaderboard> {
  const tz = brand.config.timeZone;
  const period = sql.ref('r.period');
  let q = db
    .selectFrom('races as r')
    .select(['r.id', 'r.title', 'r.period', 'r.product', 'r.prizes'])
    .select([periodStart(period, tz).as('starts_at'), periodEnd(period, tz).as('ends_at')])
    .where('r.brand_id', '=', brand.id)
    .where('r.enabled', '=', true);
  q = raceId ? q.where('r.id', '=', raceId) : q.orderBy('r.id').limit(1);
  const race = await q.executeTakeFirst();
  if (!race) {
    if (raceId) throw apiError('NOT_FOUND');
    return { race: null, list: [], me: null };
  }
  const start = new Date(race.starts_at);
  const prizes = race.prizes;
  const top = await db
    .selectFrom('race_standings as s')
    .innerJoin('members as mb', 'mb.id', 's.member_id')
    .select(['s.member_id', 's.amount', 'mb.account'])
    .where('s.race_id', '=', race.id)
    .where('s.period_start', '=', start)
    .orderBy('s.amount', 'desc')
    .orderBy('s.reached_at')
    .orderBy('s.member_id')
    .limit(BOARD_SIZE)
    .execute();
  let me: MissionLeaderboard['me'] = null;
  if (memberId) {
    const mine = await sql<{ amount: string; ahead: string }>`
      select s.amount, (select count(*) from race_standings o
        where o.race_id = s.race_id and o.period_start = s.period_start
          and (o.amount > s.amount or (o.amount = s.amount and (o.reached_at, o.member_id) < (s.reached_at, s.member_id)))) as ahead
      from race_standings s
      where s.race_id = ${race.id} and s.period_start = ${start} and s.member_id = ${memberId}`.execute(db);
    const row = mine.rows[0];
    if (row) me = { rank: Number(row.ahead) + 1, amount: fromMinorUnits(row.amount) };
  }
  return {
    race: {
      id: race.id,
      title: pickTranslation(race.title, lang, brand.config.defaultLang),
      period: race.period,
      product: race.product as Category | null,
      endsAt: new Date(race.ends_at).toISOString(),
      prizes: prizes.map((p) => fromMinorUnits(p)),
    },
    list: top.map((r, i) => ({
      rank: i + 1,
      account: maskAccount(r.account),
      amount: fromMinorUnits(r.amount),
      prize: prizes[i] !== undefined ? fromMinorUnits(prizes[i]) : null,
      mine: r.member_id === memberId,
    })),
    me,
  };
}
