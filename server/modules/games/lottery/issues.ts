import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';
import { hashSeed, seedChain } from '../../../games/lottery/draw';
import { addDays, todayOf } from '../../../../src/engine/dayRange';

// A lottery game's issues, a day at a time (decision 0311): the day's chain of seeds is made with
// them and its last hash published before any opens, so no seed of the day is chosen later.

export interface LotteryGame {
  id: string;
  brand_id: string;
  code: string;
  interval_seconds: number | null;
  daily_at: string | null;
  time_zone: string;
  close_seconds: number;
}

/** Each draw time of a game's day, as offsets in seconds from the day's local midnight. */
export function drawOffsets(game: Pick<LotteryGame, 'interval_seconds' | 'daily_at'>): number[] {
  if (game.daily_at) {
    const [h, m] = game.daily_at.split(':').map(Number);
    return [h! * 3600 + m! * 60];
  }
  const every = game.interval_seconds!;
  return Array.from({ length: Math.floor(86_400 / every) }, (_, i) => (i + 1) * every);
}

/** An issue's name: the day and its place in it, `20261130-0001`. */
export const issueName = (day: string, position: number): string => `${day.replaceAll('-', '')}-${String(position + 1).padStart(4, '0')}`;

/**
 * Makes a game's issues of one local day, with their chain, unless they exist: the chain's row is
 * the claim (one per game and day), so two runs at once make them once. Resolves to how many it made.
 * A daily draw falls at its local time; a fast one at each interval from the day's start to its
 * end (the last at midnight), each closing `close_seconds` before its draw.
 */
export async function makeDayIssues(trx: Kysely<Tables>, game: LotteryGame, day: string): Promise<number> {
  // Made already (the schedule asks every few minutes): no chain of hashes drawn for nothing.
  if (await trx.selectFrom('lottery_chains').select('id').where('game_id', '=', game.id).where('day', '=', day).executeTakeFirst()) return 0;
  const offsets = drawOffsets(game);
  const seeds = seedChain(offsets.length);
  const chain = await trx
    .insertInto('lottery_chains')
    .values({ game_id: game.id, day, published_hash: hashSeed(seeds[0]!) })
    .onConflict((oc) => oc.columns(['game_id', 'day', 'edition']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!chain) return 0;
  const names = offsets.map((_, i) => issueName(day, i));
  const hashes = seeds.map(hashSeed);
  await sql`
    insert into lottery_issues (brand_id, game_id, chain_id, position, issue, seed, seed_hash, draws_at, closes_at)
    select ${game.brand_id}, ${game.id}::bigint, ${chain.id}::bigint, i.position - 1, i.issue, i.seed, i.seed_hash,
           d.at, d.at - make_interval(secs => ${game.close_seconds}::int)
    from unnest(${names}::text[], ${seeds}::text[], ${hashes}::text[], ${offsets}::int[]) with ordinality as i(issue, seed, seed_hash, offset_s, position)
    cross join lateral (select (${day}::date)::timestamp at time zone ${game.time_zone} + make_interval(secs => i.offset_s) as at) d`.execute(trx);
  return offsets.length;
}

/** The local days a game needs issues for at `now`: today and tomorrow in its time zone, so the next draw always exists before it opens. */
export function daysAhead(timeZone: string, now: Date): string[] {
  const today = todayOf(now, timeZone);
  return [today, addDays(today, 1)];
}
