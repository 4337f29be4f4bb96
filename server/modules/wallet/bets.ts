import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Bets, BetsRequest, Category } from '../../../src/generated/types';
import { fromMinorUnits } from '../../../src/engine/money';
import { pickTranslation } from '../../../src/engine/pickTranslation';
import { dayEnd, dayStart } from '../../db/brandDay';
import { pageOf } from '../../db/pageOf';
import { likeText } from '../../db/likeText';

/** Whose rounds: one member's own, or every member below an agent in the downline tree (decision 0272), found by a part of the account. */
export type BetsOf = { member: string } | { team: string; account?: string | undefined };

/**
 * A betting record: one line per round a vendor opened with a bet, with what it paid back (the
 * wallet API keeps it: server/modules/vendor), newest first. Days are the brand's. A team's record
 * names each round's account; the agent's own rounds are not the team's.
 */
export async function betsOf(db: Kysely<Tables>, brand: { timeZone: string; defaultLang: string }, lang: string, whose: BetsOf, input: BetsRequest): Promise<Bets> {
  const pageNo = input.pageNo ?? 1;
  let q = db.selectFrom('bets').leftJoin('games', 'games.id', 'bets.game_id').innerJoin('members', 'members.id', 'bets.member_id');
  if ('member' in whose) q = q.where('bets.member_id', '=', whose.member);
  else {
    q = q.innerJoin('member_tree', 'member_tree.descendant', 'bets.member_id').where('member_tree.ancestor', '=', whose.team).where('member_tree.depth', '>', 0);
    if (whose.account) q = q.where('members.account', 'ilike', likeText(whose.account));
  }
  if (input.vassalage) q = q.where('bets.vendor', '=', input.vassalage);
  if (input.gameType) q = q.where('bets.category', '=', input.gameType);
  if (input.from) q = q.where('bets.created_at', '>=', dayStart(input.from, brand.timeZone));
  if (input.to) q = q.where('bets.created_at', '<', dayEnd(input.to, brand.timeZone));
  const { total, totalPages, rows } = await pageOf(pageNo, input.pageSize ?? 10, q, (limit, offset) =>
    q
      .select(['bets.id', 'bets.round_id', 'bets.created_at', 'bets.settled_at', 'games.name', 'bets.vendor', 'bets.category', 'bets.stake', 'bets.payout', 'bets.status', 'members.account'])
      .orderBy('bets.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  );
  return {
    pageNo,
    total,
    totalPages,
    list: rows.map((r) => ({
      id: r.id,
      roundId: r.round_id,
      at: new Date(r.created_at).toISOString(),
      settledAt: r.settled_at ? new Date(r.settled_at).toISOString() : null,
      gameName: r.name ? pickTranslation(r.name, lang, brand.defaultLang) : r.vendor,
      vassalage: r.vendor,
      gameType: r.category as Category,
      stake: fromMinorUnits(r.stake),
      payout: fromMinorUnits(r.payout),
      // An open round has paid nothing yet; its stake is not a loss until it settles.
      profit: fromMinorUnits(r.status === 'settled' ? BigInt(r.payout) - BigInt(r.stake) : 0n),
      status: r.status,
      ...('team' in whose ? { account: r.account } : {}),
    })),
  };
}
