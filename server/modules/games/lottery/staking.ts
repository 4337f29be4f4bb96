import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';
import { takenOrRefused } from '../../vendor/index';
import { readBrand } from '../../../brands/store';
import { IN_HOUSE_LOTTERY } from '../../../../src/engine/inHouseLottery';
import { lowerExposure } from './exposure';

/** The txId of a bet's stake in the seamless-wallet calls. */
export const lottoTxId = (betId: string) => `lotto-${betId}`;

/** Bets still staking whose stake the wallet took: open, with what the bonus paid of each (their betting record's lines say it). */
export async function openStaked(trx: Kysely<Tables>, betIds: readonly string[]): Promise<void> {
  await sql`
    update lottery_bets b set status = 'open', launch_token = null, bonus_stake = r.bonus_stake
    from bets r
    where b.id = any(${betIds}::bigint[]) and b.status = 'staking'
      and r.brand_id = b.brand_id and r.vendor = ${IN_HOUSE_LOTTERY} and r.round_id = b.id::text and r.member_id = b.member_id`.execute(trx);
}

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
  const currency = (await readBrand(trx, brandId)).config.currency.code;
  const taken: string[] = [];
  const refused: typeof staking = [];
  for (const b of staking) {
    if (await takenOrRefused(trx, brandId, IN_HOUSE_LOTTERY, lottoTxId(b.id), currency)) taken.push(b.id);
    else refused.push(b);
  }
  if (taken.length > 0) await openStaked(trx, taken);
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
