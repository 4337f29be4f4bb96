import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import { apiError } from '../../errors';
import { sendSystemMessage } from '../inbox/index';
import { maskAccount } from '../../lib/maskAccount';
import { payReward } from './qualify';

/**
 * An operator's decision on a held reward: paid to the referrer, or rejected with a reason the
 * referrer reads. Only a held row moves, in one update, so two operators deciding at once decide
 * once; deciding again what was decided the same way answers the same (`decided` false: nothing
 * moved, nothing to audit), and the other way is refused.
 */
export async function decideHeld(
  trx: Kysely<Tables>,
  brand: Brand,
  operatorId: string,
  inviteeId: string,
  decision: 'pay' | 'reject',
  reason?: string,
): Promise<{ status: 'paid' | 'rejected'; decided: boolean }> {
  const status = decision === 'pay' ? 'paid' : 'rejected';
  const moved = await trx
    .updateTable('referrals')
    .set({ status, decided_by: operatorId, decided_at: sql<Date>`now()`, remark: reason ?? null })
    .where('brand_id', '=', brand.id)
    .where('invitee_id', '=', inviteeId)
    .where('status', '=', 'held')
    .returning(['referrer_id', 'reward'])
    .executeTakeFirst();
  if (!moved) {
    const now = await trx.selectFrom('referrals').select('status').where('brand_id', '=', brand.id).where('invitee_id', '=', inviteeId).executeTakeFirst();
    if (!now) throw apiError('NOT_FOUND');
    if (now.status === status) return { status, decided: false };
    throw apiError('REFERRAL_NOT_HELD');
  }
  const { account } = await trx.selectFrom('members').select('account').where('id', '=', inviteeId).executeTakeFirstOrThrow();
  if (status === 'paid') await payReward(trx, brand, { inviteeId, referrerId: moved.referrer_id, reward: BigInt(moved.reward ?? 0), invitee: account });
  else await sendSystemMessage(trx, brand, moved.referrer_id, 'referralRejected', { account: maskAccount(account), reason: reason ?? '' });
  return { status, decided: true };
}
