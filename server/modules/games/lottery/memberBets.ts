import type { Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';
import type { LotteryBet, LotteryBets } from '../../../../src/generated/types';
import { fromMinorUnits } from '../../../../src/engine/money';
import { isPointBet } from '../../../games/lottery/betTypes';
import { pageOf } from '../../../db/pageOf';

// A member's lottery bets as the betting page lists them (decision 0313).

const betColumns = ['b.id', 'g.code', 'i.issue', 'i.draws_at', 'b.bet_type', 'b.numbers', 'b.stake', 'b.cost', 'b.pays', 'b.status', 'b.payout', 'b.created_at', 'b.settled_at'] as const;

/** A member's bets as they know them: one whose stake is still being taken, or never was (void), is none (decision 0333). */
const betsOf = (db: Kysely<Tables>) =>
  db
    .selectFrom('lottery_bets as b')
    .innerJoin('lottery_issues as i', 'i.id', 'b.issue_id')
    .innerJoin('lottery_games as g', 'g.id', 'i.game_id')
    .where('b.status', 'in', ['open', 'won', 'lost', 'refunded']);

function view(r: {
  id: string;
  code: string;
  issue: string;
  draws_at: Date;
  bet_type: LotteryBet['type'];
  numbers: string[];
  stake: string;
  cost: number;
  pays: number;
  status: LotteryBet['status'];
  payout: string | null;
  created_at: Date;
  settled_at: Date | null;
}): LotteryBet {
  return {
    id: r.id,
    gameCode: r.code,
    issue: r.issue,
    type: r.bet_type,
    numbers: r.numbers,
    stake: fromMinorUnits(r.stake),
    // A lô stake is its points times the point's cost in units (100 minor units each).
    points: isPointBet(r.bet_type) ? Number(BigInt(r.stake) / (BigInt(r.cost) * 100n)) : null,
    pays: r.pays,
    status: r.status,
    payout: r.payout === null ? null : fromMinorUnits(r.payout),
    placedAt: new Date(r.created_at).toISOString(),
    settledAt: r.settled_at ? new Date(r.settled_at).toISOString() : null,
    drawsAt: new Date(r.draws_at).toISOString(),
  };
}

/** One bet of a member, as its placing answers it. */
export async function memberBet(db: Kysely<Tables>, memberId: string, betId: string): Promise<LotteryBet> {
  return view(
    await betsOf(db)
      .select([...betColumns])
      .$narrowType<{ status: LotteryBet['status'] }>()
      .where('b.id', '=', betId)
      .where('b.member_id', '=', memberId)
      .executeTakeFirstOrThrow(),
  );
}

/** A member's bets, newest first, of one game or all, a page at a time. */
export async function memberBets(db: Kysely<Tables>, memberId: string, input: { gameCode?: string; pageNo?: number; pageSize?: number }): Promise<LotteryBets> {
  const pageNo = input.pageNo ?? 1;
  let q = betsOf(db).where('b.member_id', '=', memberId);
  if (input.gameCode) q = q.where('g.code', '=', input.gameCode);
  const { total, totalPages, rows } = await pageOf(pageNo, input.pageSize ?? 10, q, (limit, offset) =>
    q
      .select([...betColumns])
      .$narrowType<{ status: LotteryBet['status'] }>()
      .orderBy('b.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  );
  return { pageNo, total, totalPages, list: rows.map(view) };
}
