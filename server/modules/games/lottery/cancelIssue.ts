import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';
import { postChange, postPayouts, stakeBack } from '../../wallet/index';
import { LOTTERY_HOUSE, LOTTERY_REFERENCE, lottoKey, tellPages } from './drawIssue';
import { settleStaking } from './staking';
import { IN_HOUSE_LOTTERY } from '../../../../src/engine/inHouseLottery';

/**
 * Cancels an open issue and refunds each bet's stake once (decision 0311), under the key its win
 * would have had: a bet is paid its outcome or its refund, never both. A stake goes back where the
 * wallet's bet call took it from: what an active bonus paid to the bonus wallet, the rest to main
 * (decision 0333). Resolves to the bets refunded; null when the issue was not open (drawn, or
 * cancelled before).
 */
export async function cancelIssue(trx: Kysely<Tables>, issueId: string, now: Date): Promise<number | null> {
  const issue = await trx.selectFrom('lottery_issues').select(['id', 'brand_id', 'issue', 'status']).where('id', '=', issueId).forUpdate().executeTakeFirst();
  if (!issue || issue.status !== 'open') return null;
  await trx.updateTable('lottery_issues').set({ status: 'cancelled' }).where('id', '=', issue.id).execute();
  await settleStaking(trx, issue.brand_id, issue.id);
  const bets = await trx.selectFrom('lottery_bets').select(['id', 'member_id', 'stake', 'bonus_stake']).where('issue_id', '=', issue.id).where('status', '=', 'open').orderBy('id').execute();
  const refund = { brandId: issue.brand_id, kind: 'rollback', reference: LOTTERY_REFERENCE };
  // Stakes all the member's own money in one batch, as the draw pays wins; one a bonus paid part of, each to both wallets.
  await postPayouts(trx, {
    ...refund,
    house: LOTTERY_HOUSE,
    payouts: bets.filter((b) => b.bonus_stake === '0').map((b) => ({ memberId: b.member_id, idempotencyKey: lottoKey(b.id), amount: BigInt(b.stake) })),
  });
  for (const b of bets.filter((x) => x.bonus_stake !== '0'))
    await postChange(trx, { ...refund, idempotencyKey: lottoKey(b.id), postings: stakeBack(LOTTERY_HOUSE, b.member_id, BigInt(b.stake), BigInt(b.bonus_stake)) });
  await sql`update lottery_bets set status = 'refunded', payout = stake, settled_at = ${now.toISOString()}::timestamptz where issue_id = ${issue.id}::bigint and status = 'open'`.execute(trx);
  // Their lines of the betting record: cancelled, as a vendor's round rolled back is, never settled,
  // so nothing that counts settled rounds reads them (decision 0313).
  await sql`
    update bets b set status = 'cancelled'
    from unnest(${bets.map((b) => b.id)}::text[], ${bets.map((b) => b.member_id)}::bigint[]) as r(round_id, member_id)
    where b.brand_id = ${issue.brand_id} and b.vendor = ${IN_HOUSE_LOTTERY} and b.round_id = r.round_id and b.member_id = r.member_id and b.status = 'open'`.execute(trx);
  await tellPages(trx, issue.id);
  return bets.length;
}
