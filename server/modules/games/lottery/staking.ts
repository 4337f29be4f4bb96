import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';
import { takenOrRefused } from '../../vendor/index';
import { IN_HOUSE_LOTTERY } from '../../../../src/engine/inHouseLottery';
import { lottoTxId } from './placeBet';
import { lowerExposure } from './exposure';

/**
 * An issue's bets still `staking` when it is drawn or cancelled (a bet's request stopped between
 * its steps, or its stake call is in flight), settled in that transaction (decision 0333): a bet
 * whose stake the wallet took is open, with what the bonus paid of it; any other is void, its
 * numbers' stakes lowered and its txId refused for good, so its stake can never be taken later.
 */
export async function settleStaking(trx: Kysely<Tables>, brandId: string, issueId: string): Promise<void> {
  const staking = await trx
    .selectFrom('lottery_bets')
    .select(['id', 'issue_id', 'bet_type', 'numbers', 'stake'])
    .where('issue_id', '=', issueId)
    .where('status', '=', 'staking')
    .orderBy('id')
    .execute();
  if (staking.length === 0) return;
  const brand = await trx
    .selectFrom('brands')
    .select(sql<string>`config -> 'currency' ->> 'code'`.as('currency'))
    .where('id', '=', brandId)
    .executeTakeFirstOrThrow();
  const taken: string[] = [];
  const refused: typeof staking = [];
  for (const b of staking) {
    if (await takenOrRefused(trx, brandId, IN_HOUSE_LOTTERY, lottoTxId(b.id), brand.currency)) taken.push(b.id);
    else refused.push(b);
  }
  if (taken.length > 0)
    await sql`
      update lottery_bets b set status = 'open', launch_token = null, bonus_stake = r.bonus_stake
      from bets r
      where b.id = any(${taken}::bigint[]) and r.brand_id = b.brand_id and r.vendor = ${IN_HOUSE_LOTTERY} and r.round_id = b.id::text and r.member_id = b.member_id`.execute(trx);
  if (refused.length > 0) {
    await trx
      .updateTable('lottery_bets')
      .set({ status: 'void', launch_token: null })
      .where(
        'id',
        'in',
        refused.map((b) => b.id),
      )
      .execute();
    await lowerExposure(trx, refused);
  }
}
