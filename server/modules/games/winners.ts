import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Category, RankList } from '../../../src/generated/types';
import { fromMinorUnits } from '../../../src/engine/money';
import { pickTranslation } from '../../../src/engine/pickTranslation';
import { maskAccount } from '../../lib/maskAccount';

/** The winners board: the biggest wins of settled rounds in the last 7 days, biggest first. */
export async function winnersBoard(db: Kysely<Tables>, brandId: string, category: Category | 'ALL', limit: number, lang: string, defaultLang: string): Promise<RankList> {
  let q = db
    .selectFrom('bets')
    .innerJoin('members', 'members.id', 'bets.member_id')
    .leftJoin('games', 'games.id', 'bets.game_id')
    .select(['members.account', 'games.name', 'bets.game_id', 'bets.vendor', 'bets.category', 'bets.payout', 'bets.settled_at'])
    .where('bets.brand_id', '=', brandId)
    .where('bets.status', '=', 'settled')
    .where('bets.payout', '>', '0')
    .where('bets.settled_at', '>', sql<Date>`now() - interval '7 days'`);
  if (category !== 'ALL') q = q.where('bets.category', '=', category);
  const rows = await q.orderBy('bets.payout', 'desc').orderBy('bets.settled_at', 'desc').limit(limit).execute();
  return {
    list: rows.map((r) => ({
      vo: {
        account: maskAccount(r.account),
        gameName: r.name ? pickTranslation(r.name, lang, defaultLang) : r.vendor,
        vassalage: r.vendor,
        gameType: r.category as Category,
        nodeId: r.game_id,
        payout: fromMinorUnits(r.payout),
        at: (r.settled_at ?? new Date()).toISOString(),
      },
    })),
  };
}
