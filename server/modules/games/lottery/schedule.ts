import { sql, type Kysely, type Selectable } from 'kysely';
import type { Tables } from '../../../db/tables';
import type { OpsLotteryGame, OpsSaveLotteryGameRequest } from '../../../../src/generated/types';
import { apiError } from '../../../errors';
import { hashSeed, seedChain } from '../../../games/lottery/draw';
import { daysAhead, drawOffsets, issueName, type LotteryGame } from './issues';
import { IN_HOUSE_LOTTERY, IN_HOUSE_LOTTERY_CATEGORY } from '../../../../src/engine/inHouseLottery';

// A brand's lottery schedules edited in the console (decision 0317): an edit of the times, or a
// switch, takes away only issues no player has bet on, and makes the rest of today and tomorrow
// again; an issue holding bets keeps its time, to be drawn or cancelled by an operator.

type StoredGame = Omit<Selectable<Tables['lottery_games']>, 'created_at'>;

const gameColumns = ['id', 'brand_id', 'code', 'prize_mode', 'interval_seconds', 'daily_at', 'time_zone', 'close_seconds', 'enabled', 'sort'] as const;

export const gameView = (g: StoredGame): OpsLotteryGame => ({
  id: g.id,
  code: g.code,
  prizeMode: g.prize_mode,
  dailyAt: g.daily_at,
  intervalSeconds: g.interval_seconds as OpsLotteryGame['intervalSeconds'],
  closeSeconds: g.close_seconds,
  timeZone: g.time_zone,
  enabled: g.enabled,
  sort: g.sort,
});

/** A brand's games, by their sort and code. */
export async function lotteryGames(db: Kysely<Tables>, brandId: string): Promise<OpsLotteryGame[]> {
  const rows = await db.selectFrom('lottery_games').select(gameColumns).where('brand_id', '=', brandId).orderBy('sort').orderBy('code').execute();
  return rows.map(gameView);
}

/**
 * Removes a game's open issues that close after `now` and hold no bet. The issues are locked first
 * and looked at again in a second statement: a bet in hand holds its issue's row shared, so it is
 * waited for and then seen, and no bet can start on a locked issue; one statement would judge by
 * what it saw before the wait and could take an issue with the bet that just came.
 */
export async function removeIdleIssues(trx: Kysely<Tables>, gameId: string, now: Date): Promise<number> {
  await trx.selectFrom('lottery_issues').select('id').where('game_id', '=', gameId).where('status', '=', 'open').where('closes_at', '>', now).forUpdate().execute();
  const removed = await trx
    .deleteFrom('lottery_issues')
    .where('game_id', '=', gameId)
    .where('status', '=', 'open')
    .where('closes_at', '>', now)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('lottery_bets').select('lottery_bets.id').whereRef('lottery_bets.issue_id', '=', 'lottery_issues.id'))))
    .executeTakeFirst();
  return Number(removed.numDeletedRows);
}

/**
 * Makes the draws of a game's local day that still close after `now`, except where one of its
 * issues already draws (kept for its bets) and, for a daily game, on a day that kept its issue,
 * from a chain of seeds of their own: the day's next
 * edition, its hash published as the first's is. They are named on from the day's last name, so no
 * name of the day repeats. Resolves to how many it made.
 */
export async function makeRestOfDay(trx: Kysely<Tables>, game: LotteryGame, day: string, now: Date): Promise<number> {
  const { rows } = await sql<{ midnight: Date }>`select (${day}::date)::timestamp at time zone ${game.time_zone} as midnight`.execute(trx);
  const midnight = new Date(rows[0]!.midnight).getTime();
  const prefix = `${day.replaceAll('-', '')}-`;
  const held = await trx
    .selectFrom('lottery_issues')
    .select(['issue', 'draws_at'])
    .where('game_id', '=', game.id)
    .where((eb) => eb.or([eb('issue', 'like', `${prefix}%`), eb.and([eb('draws_at', '>=', new Date(midnight)), eb('draws_at', '<=', new Date(midnight + 86_400_000))])]))
    .execute();
  // A daily game draws once a day: a day whose issue stayed (drawn, or holding bets) keeps it alone.
  if (game.daily_at && held.some((h) => h.issue.startsWith(prefix))) return 0;
  const heldTimes = new Set(held.map((h) => new Date(h.draws_at).getTime()));
  const lastNumber = Math.max(0, ...held.filter((h) => h.issue.startsWith(prefix)).map((h) => Number(h.issue.slice(prefix.length))));
  const times = drawOffsets(game)
    .map((offset) => midnight + offset * 1000)
    .filter((at) => at - game.close_seconds * 1000 > now.getTime() && !heldTimes.has(at));
  if (times.length === 0) return 0;
  const edition = await trx
    .selectFrom('lottery_chains')
    .select((eb) => eb.fn.coalesce(eb.fn.max('edition'), eb.val(-1)).as('last'))
    .where('game_id', '=', game.id)
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  const seeds = seedChain(times.length);
  // The days job may make the day's first chain at the same moment: whichever comes second makes nothing.
  const chain = await trx
    .insertInto('lottery_chains')
    .values({ game_id: game.id, day, edition: Number(edition.last) + 1, published_hash: hashSeed(seeds[0]!) })
    .onConflict((oc) => oc.columns(['game_id', 'day', 'edition']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!chain) return 0;
  await trx
    .insertInto('lottery_issues')
    .values(
      times.map((at, i) => ({
        brand_id: game.brand_id,
        game_id: game.id,
        chain_id: chain.id,
        position: i,
        issue: issueName(day, lastNumber + i),
        seed: seeds[i]!,
        seed_hash: hashSeed(seeds[i]!),
        draws_at: new Date(at),
        closes_at: new Date(at - game.close_seconds * 1000),
      })),
    )
    .execute();
  return times.length;
}

export interface ScheduleChange {
  game: OpsLotteryGame;
  removed: number;
  made: number;
  /** The game as it was, for the audit; null for a new one. */
  before: OpsLotteryGame | null;
}

/** Why a schedule cannot be saved as given, or nothing: exactly one of a daily time and an interval, and a time zone the server knows. */
function scheduleProblem(input: OpsSaveLotteryGameRequest): void {
  if ((input.dailyAt === null) === (input.intervalSeconds === null)) throw apiError('FIELD_INVALID', { reason: 'errors:reason_lottery_one_schedule' }, 'dailyAt');
  try {
    new Intl.DateTimeFormat('en', { timeZone: input.timeZone });
  } catch {
    throw apiError('FIELD_INVALID', { reason: 'errors:reason_time_zone' }, 'timeZone');
  }
}

/**
 * Adds a game or edits one of the brand's (its code stays), in the caller's transaction. A new game
 * that is on, or an edit of the times or of the switch, removes the open issues without bets after
 * `now` and, when the game is on, makes the rest of its today and tomorrow from the schedule.
 */
export async function saveLotteryGame(trx: Kysely<Tables>, brandId: string, input: OpsSaveLotteryGameRequest, now: Date): Promise<ScheduleChange> {
  scheduleProblem(input);
  const fields = {
    prize_mode: input.prizeMode,
    daily_at: input.dailyAt,
    interval_seconds: input.intervalSeconds,
    close_seconds: input.closeSeconds,
    time_zone: input.timeZone,
    enabled: input.enabled,
    sort: input.sort,
  };
  let before: StoredGame | null = null;
  let saved: StoredGame | undefined;
  if (input.id) {
    before = (await trx.selectFrom('lottery_games').select(gameColumns).where('id', '=', input.id).where('brand_id', '=', brandId).forUpdate().executeTakeFirst()) ?? null;
    if (!before) throw apiError('NOT_FOUND');
    saved = await trx.updateTable('lottery_games').set(fields).where('id', '=', input.id).returning(gameColumns).executeTakeFirstOrThrow();
  } else {
    saved = await trx
      .insertInto('lottery_games')
      .values({ brand_id: brandId, code: input.code, ...fields })
      .onConflict((oc) => oc.columns(['brand_id', 'code']).doNothing())
      .returning(gameColumns)
      .executeTakeFirst();
    if (!saved) throw apiError('FIELD_INVALID', { reason: 'errors:reason_lottery_code_taken' }, 'code');
    // Its game in the catalogue of the in-house vendor, unless the brand has one of that code: what
    // lobbies and search list, and what a bet's stake is taken under through the wallet's bet call
    // (decision 0333). Named by its code in every language, without a picture.
    await trx
      .insertInto('games')
      .values({
        brand_id: brandId,
        vendor: IN_HOUSE_LOTTERY,
        category: IN_HOUSE_LOTTERY_CATEGORY,
        code: input.code,
        name: JSON.stringify({ en: input.code, bn: input.code }),
        image: '',
        min_bet: '100',
        engine: 'lottery:vn',
      })
      .onConflict((oc) => oc.columns(['brand_id', 'vendor', 'code']).doNothing())
      .execute();
  }
  const timesChanged =
    !before ||
    before.daily_at !== saved.daily_at ||
    before.interval_seconds !== saved.interval_seconds ||
    before.close_seconds !== saved.close_seconds ||
    before.time_zone !== saved.time_zone ||
    before.enabled !== saved.enabled;
  let removed = 0;
  let made = 0;
  if (timesChanged) {
    removed = before ? await removeIdleIssues(trx, saved.id, now) : 0;
    if (saved.enabled) for (const day of daysAhead(saved.time_zone, now)) made += await makeRestOfDay(trx, saved, day, now);
  }
  return { game: gameView(saved), removed, made, before: before && gameView(before) };
}
