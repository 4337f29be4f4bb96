import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';
import { drawNumbers } from '../../../games/lottery/draw';
import { betReturn } from '../../../games/lottery/betTypes';
import { countIssueStakes, type IssueStakes } from './countStakes';
import { postPayouts } from '../../wallet/index';
import { houseOf, productOf } from '../../vendor/index';
import { IN_HOUSE_LOTTERY, IN_HOUSE_LOTTERY_CATEGORY } from '../../../../src/engine/inHouseLottery';
import { settleStaking } from './staking';

// An issue drawn and every bet on it settled once, in one transaction (decision 0311): the issue's
// row is locked and moved from open to drawn, so a second run, a second process or a run after a
// crash finds it drawn and does nothing; each win is a ledger change under `lotto:{bet}`. Each
// bet's line of the betting record is settled with it, and the brand's pages told at commit
// (decision 0313). A bet's stake was taken by the seamless-wallet bet call (decision 0333); its
// win is paid here, in the draw's transaction, as that call's win would pay it: to main, from the
// vendor's house account, counted under the vendor's product.

/** The house account lottery stakes go to and wins and refunds come from: the in-house vendor's, as the wallet's bet call stakes to it. */
export const LOTTERY_HOUSE = houseOf(IN_HOUSE_LOTTERY);

/** What the lottery's wins and refunds are counted under in a member's profit by product, as the bet call's stakes are. */
export const LOTTERY_REFERENCE = productOf(IN_HOUSE_LOTTERY_CATEGORY, IN_HOUSE_LOTTERY);

/** The product the lottery's bets count under in the members' daily figures: the lottery category's code. */
export const LOTTERY_PRODUCT = 'LOTT';

/** The ledger key of what a bet's outcome pays: its win, or its refund (never both). */
export const lottoKey = (betId: string) => `lotto:${betId}`;

/** Bets settled a statement at a time: a 100,000-bet issue is read and written in slices. */
const slice = 5_000;

export interface DrawnIssue {
  issueId: string;
  numbers: string[];
  bets: number;
  won: number;
  paid: bigint;
}

/**
 * Draws the issue if it is open and due at `now`, and settles its bets: each bet's return by the
 * odds it was taken at, the winners paid from the house in one statement per slice, every bet marked
 * won or lost, and each member's stakes and payouts counted in their figures of the day. Null when the issue is not open or not yet due.
 */
export async function drawIssue(trx: Kysely<Tables>, issueId: string, now: Date): Promise<DrawnIssue | null> {
  const issue = await trx.selectFrom('lottery_issues').select(['id', 'brand_id', 'issue', 'seed', 'status', 'draws_at']).where('id', '=', issueId).forUpdate().executeTakeFirst();
  if (!issue || issue.status !== 'open' || new Date(issue.draws_at) > now) return null;
  const numbers = drawNumbers(issue.seed, issue.issue);
  await trx.updateTable('lottery_issues').set({ status: 'drawn', numbers, drawn_at: now }).where('id', '=', issue.id).execute();
  await settleStaking(trx, issue.brand_id, issue.id);
  let bets = 0;
  let won = 0;
  let paid = 0n;
  const staked = new Map<string, IssueStakes>();
  const paidTo = new Map<string, bigint>();
  for (let after = '0'; ;) {
    const open = await trx
      .selectFrom('lottery_bets')
      .select(['id', 'member_id', 'bet_type', 'numbers', 'stake', 'bonus_stake', 'cost', 'pays'])
      .where('issue_id', '=', issue.id)
      .where('status', '=', 'open')
      .where('id', '>', after)
      .orderBy('id')
      .limit(slice)
      .execute();
    if (open.length === 0) break;
    after = open[open.length - 1]!.id;
    const returns = open.map((b) => betReturn(b.bet_type, b.numbers, BigInt(b.stake), { cost: b.cost, pays: b.pays }, numbers));
    const winners = open.flatMap((b, i) => (returns[i]! > 0n ? [{ memberId: b.member_id, idempotencyKey: lottoKey(b.id), amount: returns[i]! }] : []));
    await postPayouts(trx, { brandId: issue.brand_id, kind: 'win', reference: LOTTERY_REFERENCE, house: LOTTERY_HOUSE, payouts: winners });
    await sql`
      update lottery_bets b set status = case when r.payout > 0 then 'won' else 'lost' end, payout = r.payout, settled_at = ${now.toISOString()}::timestamptz
      from unnest(${open.map((b) => b.id)}::bigint[], ${returns.map(String)}::bigint[]) as r(id, payout)
      where b.id = r.id and b.status = 'open'`.execute(trx);
    await settleRecord(trx, issue.brand_id, open, returns, now);
    open.forEach((b, i) => paidTo.set(b.member_id, (paidTo.get(b.member_id) ?? 0n) + returns[i]!));
    for (const b of open) {
      const member = staked.get(b.member_id) ?? { memberId: b.member_id, stake: 0n, ownStake: 0n, bets: 0 };
      member.stake += BigInt(b.stake);
      member.ownStake += BigInt(b.stake) - BigInt(b.bonus_stake);
      member.bets += 1;
      staked.set(b.member_id, member);
    }
    bets += open.length;
    won += winners.length;
    paid += winners.reduce((sum, w) => sum + w.amount, 0n);
  }
  const members = [...staked.values()].sort((a, b) => (BigInt(a.memberId) < BigInt(b.memberId) ? -1 : 1));
  await countFigures(trx, issue.brand_id, now, members, paidTo);
  await countIssueStakes(trx, issue.brand_id, issue.id, LOTTERY_PRODUCT, members);
  await tellPages(trx, issue.id);
  return { issueId: issue.id, numbers, bets, won, paid };
}

/**
 * The members' figures of the brand day the issue is drawn in (decision 0275), as a round's first
 * settlement counts them: the stake as valid bet, the payout, one bet each. One row a member for the
 * whole issue, in member order (the order every other writer locks them in).
 */
async function countFigures(trx: Kysely<Tables>, brandId: string, now: Date, members: IssueStakes[], paidTo: Map<string, bigint>): Promise<void> {
  if (members.length === 0) return;
  await sql`
    insert into member_daily_stats as s (brand_id, member_id, day, product, valid_bet, payout, bet_count)
    select ${brandId}, r.member_id,
           (${now.toISOString()}::timestamptz at time zone coalesce((select b.config ->> 'timeZone' from brands b where b.id = ${brandId}), 'UTC'))::date,
           ${LOTTERY_PRODUCT}, r.stake, r.payout, r.bets
    from unnest(${members.map((m) => m.memberId)}::bigint[], ${members.map((m) => String(m.stake))}::bigint[], ${members.map((m) => String(paidTo.get(m.memberId) ?? 0n))}::bigint[], ${members.map((m) => m.bets)}::int[])
      with ordinality as r(member_id, stake, payout, bets, n)
    order by r.n
    on conflict (member_id, day, product) do update
      set valid_bet = s.valid_bet + excluded.valid_bet, payout = s.payout + excluded.payout, bet_count = s.bet_count + excluded.bet_count`.execute(trx);
}

/**
 * The betting record's lines of a slice of bets settled, in one statement: each round (the bet's
 * id) settled with its payout. Only the line: what the draw's stakes count beside it (missions,
 * the race, bonus turnover, VIP, points) is counted once per member at its end (`countStakes.ts`,
 * decision 0320); `settlements` stays 0.
 */
async function settleRecord(trx: Kysely<Tables>, brandId: string, slice: ReadonlyArray<{ id: string; member_id: string }>, returns: readonly bigint[], now: Date): Promise<void> {
  await sql`
    update bets b set status = 'settled', payout = r.payout, settled_at = ${now.toISOString()}::timestamptz
    from unnest(${slice.map((b) => b.id)}::text[], ${slice.map((b) => b.member_id)}::bigint[], ${returns.map(String)}::bigint[]) as r(round_id, member_id, payout)
    where b.brand_id = ${brandId} and b.vendor = ${IN_HOUSE_LOTTERY} and b.round_id = r.round_id and b.member_id = r.member_id and b.status = 'open'`.execute(trx);
}

/** The brand's open pages told, at commit, that an issue of this game was drawn or cancelled: the live channel's `lottery` (server/live/LiveHub.ts). */
export async function tellPages(trx: Kysely<Tables>, issueId: string): Promise<void> {
  await sql`select pg_notify('marquee_cache', 'lottery:' || g.brand_id || ':' || g.code) from lottery_issues i join lottery_games g on g.id = i.game_id where i.id = ${issueId}::bigint`.execute(trx);
}
