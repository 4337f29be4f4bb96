import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';
import type { Brand } from '../../../brands/store';
import { sendSystemMessage } from '../../inbox/index';

/**
 * Whether the member's active bonus still holds a withdrawal back (decision 0262), closing it when
 * it cannot: a grant whose bonus wallet was played down to nothing, with no open round holding a
 * stake it paid (a rollback would give that back), has nothing left to turn over, and would
 * otherwise block every withdrawal until it expired (decision 0268). It ends `forfeited` with
 * nothing to return to the house, here rather than at the settlement that emptied it, so the
 * settling path pays nothing for it. In the caller's transaction: the bonus wallet's row is
 * locked first, in the order a stake locks it, so no stake or rollback moves it meanwhile. The member
 * is told in their inbox, as every other end of a bonus is (`bonusSpent`), in the same transaction:
 * a withdrawal refused after all leaves the grant active and no message.
 */
export async function bonusHoldsWithdrawal(db: Kysely<Tables>, brand: Brand, memberId: string): Promise<boolean> {
  const grant = await db.selectFrom('bonus_grants').select(['id', 'created_at']).where('member_id', '=', memberId).where('status', '=', 'active').executeTakeFirst();
  if (!grant) return false;
  const bonus = await db.selectFrom('wallets').select('balance').where('member_id', '=', memberId).where('wallet', '=', 'bonus').forUpdate().executeTakeFirst();
  if (BigInt(bonus?.balance ?? 0) > 0n) return true;
  const { rows } = await sql<{ id: string }>`
    update bonus_grants g set status = 'forfeited', ended_at = now(), end_cause = 'spent'
    where g.id = ${grant.id} and g.status = 'active'
      and not exists (select from bets b where b.member_id = ${memberId}::bigint and b.created_at >= ${grant.created_at} and b.status = 'open' and b.bonus_stake > 0)
    returning g.id`.execute(db);
  if (rows.length === 0) return true;
  await sendSystemMessage(db, brand, memberId, 'bonusSpent', {});
  return false;
}
