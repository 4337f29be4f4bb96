import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';
import type { LotteryBetType, LotteryOdds, VendorBetAnswer, VendorBetRequest } from '../../../../src/generated/types';
import { apiError, ApiError } from '../../../errors';
import { isUniqueViolation } from '../../../db/isUniqueViolation';
import { newToken, tokenHash } from '../../../lib/tokens';
import { betNumbersProblem, isPointBet, takenOdds } from '../../../games/lottery/betTypes';
import { fromMinorUnits } from '../../../../src/engine/money';
import { IN_HOUSE_LOTTERY } from '../../../../src/engine/inHouseLottery';
import { lowerExposure } from './exposure';
import { lottoTxId, openStaked } from './staking';

// A lottery bet taken (decisions 0311, 0333) in three steps, since its stake moves through the
// seamless-wallet bet call as a studio round's does, in that call's own transaction:
//   1. the bet written `staking`, its numbers' stakes of the issue raised within the brand's cap,
//      while the issue is open (one transaction);
//   2. the stake taken by the signed bet call under the txId `lotto-<bet>`, from a launch made for
//      it: from main, then an active bonus, with the bet's line of the betting record. The launch's
//      token is kept with the bet, so the call made again is the same call, which the wallet answers once;
//   3. the bet `open`, keeping what the bonus paid of its stake.
// A refusal at 2 removes the bet and lowers its numbers' stakes again, so the same key may be tried
// again. A stop between the steps leaves it `staking`: the same key again goes on from where it
// stopped, and the draw or a cancel settles it (taken: open; else void, its txId refused for good).

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

/** What takes a stake: the wallet's signed bet call, as the vendor MQ_LOTTO makes it. */
export interface LotteryWallet {
  bet(input: VendorBetRequest): Promise<VendorBetAnswer>;
}

/** Minor units of one unit of the brand's currency: a lô point costs `cost` of them. */
const unit = 100n;

/** How long the launch a bet's stake is taken under lives: the one call it is made for. */
const launchMs = 60_000;

/**
 * Takes a bet on an open issue at the brand's odds of its prize mode, every number it names kept
 * within `cap` (minor units) of all stakes on that number and type of the issue. The same key again
 * answers the first bet and takes nothing twice; with another bet it is refused
 * (IDEMPOTENCY_MISMATCH). Refuses a closed issue (LOTTERY_CLOSED), a number at its cap
 * (LOTTERY_NUMBER_FULL), numbers the type cannot take and a lô stake that is not whole points
 * (FIELD_INVALID), and whatever the wallet's bet call refuses (INSUFFICIENT_FUNDS, BONUS_STAKE_TOO_HIGH, a play limit).
 */
export async function placeLotteryBet(db: Kysely<Tables>, wallet: LotteryWallet, bet: NewLotteryBet, odds: LotteryOdds, cap: bigint): Promise<TakenBet> {
  const problem = betNumbersProblem(bet.type, bet.numbers);
  if (problem) throw apiError('FIELD_INVALID', { reason: `errors:reason_lottery_numbers_${problem}` }, 'numbers');
  const taken = takenOdds(bet.type, odds);
  if (bet.stake <= 0n || (isPointBet(bet.type) && bet.stake % (BigInt(taken.cost) * unit) !== 0n)) throw apiError('FIELD_INVALID', { reason: 'errors:reason_lottery_whole_points' }, 'stake');
  const held = await hold(db, bet, taken, cap);
  if (!held.launch) return { id: held.id, replayed: true };
  try {
    await wallet.bet({ token: held.launch.token, txId: lottoTxId(held.id), roundId: held.id, amount: fromMinorUnits(bet.stake) });
  } catch (err) {
    // The draw or a cancel found it still staking and refused its txId: the issue closed meanwhile.
    if (err instanceof ApiError && err.code === 'VENDOR_BET_ROLLED_BACK') throw apiError('LOTTERY_CLOSED');
    // Refused before any money moved: the bet never was. Anything else leaves it staking.
    if (err instanceof ApiError) await release(db, held.id);
    throw err;
  } finally {
    await db.deleteFrom('game_launches').where('token_hash', '=', tokenHash(held.launch.token)).execute();
  }
  await db.transaction().execute(async (trx) => {
    // Unless the draw or a cancel opened it first.
    await openStaked(trx, [held.id]);
    // The console's liability of the brand's open issues changed: its open pages hear of it at commit.
    await sql`select pg_notify('marquee_cache', ${`lotteryBets:${bet.brandId}`})`.execute(trx);
  });
  return { id: held.id, replayed: held.replayed };
}

/** What step 1 holds: the bet, and for one still staking the launch its stake call names, live for the call. */
interface Held {
  id: string;
  replayed: boolean;
  launch: { token: string } | null;
}

/** Step 1: the bet written `staking` within the cap, or the one its key wrote before; a staking one with its launch (made again when resumed). */
async function hold(db: Kysely<Tables>, bet: NewLotteryBet, taken: { cost: number; pays: number }, cap: bigint): Promise<Held> {
  const stakeKey = `lotto-stake:${bet.idempotencyKey}`;
  const attempt = () =>
    db.transaction().execute(async (trx) => {
      const first = await trx
        .selectFrom('lottery_bets')
        .select(['id', 'member_id', 'issue_id', 'bet_type', 'numbers', 'stake', 'status', 'launch_token'])
        .where('brand_id', '=', bet.brandId)
        .where('stake_key', '=', stakeKey)
        .executeTakeFirst();
      if (first) {
        const same =
          first.member_id === bet.memberId && first.issue_id === bet.issueId && first.bet_type === bet.type && first.stake === String(bet.stake) && first.numbers.join() === bet.numbers.join();
        if (!same) throw apiError('IDEMPOTENCY_MISMATCH');
        if (first.status === 'void') throw apiError('LOTTERY_CLOSED');
        return { id: first.id, replayed: true, launch: first.status === 'staking' ? await launchFor(trx, bet, first.launch_token!) : null };
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
      const token = newToken();
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
          status: 'staking',
          launch_token: token,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: made.id, replayed: false, launch: await launchFor(trx, bet, token) };
    });
  try {
    return await attempt();
  } catch (err) {
    // The same key sent twice at once: the other's bet committed first, and is this one's answer.
    if (isUniqueViolation(err)) return attempt();
    throw err;
  }
}

/**
 * The launch of the bet's stake call, live for the call (made again for a bet resumed): of the
 * catalogue's game of the bet's issue, which the betting record's line then names.
 */
async function launchFor(trx: Kysely<Tables>, bet: NewLotteryBet, token: string): Promise<{ token: string }> {
  const game = await trx
    .selectFrom('lottery_issues as i')
    .innerJoin('lottery_games as lg', 'lg.id', 'i.game_id')
    .innerJoin('games as g', (j) => j.onRef('g.brand_id', '=', 'lg.brand_id').onRef('g.code', '=', 'lg.code').on('g.vendor', '=', IN_HOUSE_LOTTERY))
    .select('g.id')
    .where('i.id', '=', bet.issueId)
    .executeTakeFirst();
  if (!game) throw apiError('GAME_NOT_FOUND');
  const expires = new Date(Date.now() + launchMs);
  await trx
    .insertInto('game_launches')
    .values({ token_hash: tokenHash(token), brand_id: bet.brandId, member_id: bet.memberId, game_id: game.id, expires_at: expires })
    .onConflict((oc) => oc.column('token_hash').doUpdateSet({ expires_at: expires }))
    .execute();
  return { token };
}

/** A bet whose stake the wallet refused: gone, with what it had raised of its numbers' stakes. */
async function release(db: Kysely<Tables>, betId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const gone = await trx.deleteFrom('lottery_bets').where('id', '=', betId).where('status', '=', 'staking').returning(['issue_id', 'bet_type', 'numbers', 'stake']).executeTakeFirst();
    if (gone) await lowerExposure(trx, [gone]);
  });
}
