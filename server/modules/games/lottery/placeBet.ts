import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';
import type { LotteryBetType, LotteryOdds } from '../../../../src/generated/types';
import { apiError } from '../../../errors';
import { betNumbersProblem, isPointBet, takenOdds } from '../../../games/lottery/betTypes';
import { postChange } from '../../wallet/index';
import { LOTTERY_HOUSE } from './drawIssue';
import { IN_HOUSE_LOTTERY, IN_HOUSE_LOTTERY_CATEGORY } from '../../../../src/engine/inHouseLottery';

// A lottery bet taken (decision 0311): the stake leaves the member's main wallet under the
// request's key, the numbers' stakes of the issue are raised within the brand's cap and the bet is
// written with its line of the betting record (decision 0313), in the caller's transaction; a
// refusal of any of them undoes all.

export interface NewLotteryBet {
  brandId: string;
  memberId: string;
  issueId: string;
  type: LotteryBetType;
  numbers: string[];
  /** Minor units. A lô bet's is its points times the point's cost in units (a unit: 1.00 of the currency). */
  stake: bigint;
  idempotencyKey: string;
}

export interface TakenBet {
  id: string;
  replayed: boolean;
}

/** Minor units of one unit of the brand's currency: a lô point costs `cost` of them. */
const unit = 100n;

/**
 * Takes a bet on an open issue at the brand's odds of its prize mode, every number it names kept
 * within `cap` (minor units) of all stakes on that number and type of the issue. The same key
 * again answers the first bet and moves nothing. Refuses a closed issue (LOTTERY_CLOSED), a number
 * at its cap (LOTTERY_NUMBER_FULL), numbers the type cannot take and a lô stake that is not whole
 * points (FIELD_INVALID), and a stake above the balance (INSUFFICIENT_FUNDS).
 */
export async function placeLotteryBet(trx: Kysely<Tables>, bet: NewLotteryBet, odds: LotteryOdds, cap: bigint): Promise<TakenBet> {
  const problem = betNumbersProblem(bet.type, bet.numbers);
  if (problem) throw apiError('FIELD_INVALID', { reason: `errors:reason_lottery_numbers_${problem}` }, 'numbers');
  const taken = takenOdds(bet.type, odds);
  if (bet.stake <= 0n || (isPointBet(bet.type) && bet.stake % (BigInt(taken.cost) * unit) !== 0n)) throw apiError('FIELD_INVALID', { reason: 'errors:reason_lottery_whole_points' }, 'stake');
  const stakeKey = `lotto-stake:${bet.idempotencyKey}`;
  const moved = await postChange(trx, {
    brandId: bet.brandId,
    idempotencyKey: stakeKey,
    kind: 'lottery',
    reference: bet.type,
    postings: [
      { memberId: bet.memberId, amount: -bet.stake },
      { house: LOTTERY_HOUSE, amount: bet.stake },
    ],
  });
  if (moved.replayed) {
    const first = await trx.selectFrom('lottery_bets').select('id').where('brand_id', '=', bet.brandId).where('stake_key', '=', stakeKey).executeTakeFirstOrThrow();
    return { id: first.id, replayed: true };
  }
  // The issue still open and every number within its cap, checked and raised in one statement: two
  // bets at once on one number wait for each other's row, and the second reads the first's stake.
  // The issue's row is shared: a draw (which locks it) waits for the bets in hand, and a bet for it.
  const { rows } = await sql<{ open: boolean; raised: number }>`
    with issue as (select id from lottery_issues where id = ${bet.issueId}::bigint and brand_id = ${bet.brandId} and status = 'open' and closes_at > now() for share),
    raised as (
      insert into lottery_exposure (issue_id, bet_type, number, staked)
      select issue.id, ${bet.type}, n.number, ${String(bet.stake)}::bigint from issue cross join unnest(${bet.numbers}::text[]) as n(number)
      where ${String(bet.stake)}::bigint <= ${String(cap)}::bigint
      order by n.number
      on conflict (issue_id, bet_type, number) do update set staked = lottery_exposure.staked + excluded.staked
        where lottery_exposure.staked + excluded.staked <= ${String(cap)}::bigint
      returning 1)
    select exists (select 1 from issue) as open, (select count(*) from raised)::int as raised`.execute(trx);
  if (!rows[0]!.open) throw apiError('LOTTERY_CLOSED');
  if (rows[0]!.raised < bet.numbers.length) throw apiError('LOTTERY_NUMBER_FULL');
  const made = await trx
    .insertInto('lottery_bets')
    .values({
      brand_id: bet.brandId,
      member_id: bet.memberId,
      issue_id: bet.issueId,
      bet_type: bet.type,
      numbers: bet.numbers,
      stake: String(bet.stake),
      cost: taken.cost,
      pays: taken.pays,
      stake_key: stakeKey,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The betting record's line: the round is the bet, of the catalogue's game of the issue's schedule.
  await sql`
    insert into bets (brand_id, member_id, vendor, game_id, category, round_id, stake)
    values (${bet.brandId}, ${bet.memberId}::bigint, ${IN_HOUSE_LOTTERY},
            (select g.id from lottery_issues i join lottery_games lg on lg.id = i.game_id
               join games g on g.brand_id = lg.brand_id and g.vendor = ${IN_HOUSE_LOTTERY} and g.code = lg.code
             where i.id = ${bet.issueId}::bigint),
            ${IN_HOUSE_LOTTERY_CATEGORY}, ${made.id}, ${String(bet.stake)}::bigint)`.execute(trx);
  // The console's liability of the brand's open issues changed: its open pages hear of it at commit.
  await sql`select pg_notify('marquee_cache', ${`lotteryBets:${bet.brandId}`})`.execute(trx);
  return { id: made.id, replayed: false };
}
