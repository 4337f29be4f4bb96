import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import { fromMinorUnits } from '../../../src/engine/money';
import { apiError } from '../../errors';
import { postChange, walletBalance } from '../wallet/index';
import { sendSystemMessage } from '../inbox/index';
import { PROMO_HOUSE } from './service';
import type { GrantRow } from './store';

/**
 * A grant whose turnover a settlement met (migration 061's settle_round ended it as `released`, under
 * the grant's row lock, so of two settlements racing past the requirement one sees it): what the
 * bonus wallet holds goes to main in one change, keyed by the grant, so it is released once.
 */
export async function releaseGrant(trx: Kysely<Tables>, brand: Brand, grantId: string): Promise<void> {
  const grant = await trx.selectFrom('bonus_grants').select(['id', 'member_id', 'promotion_id']).where('id', '=', grantId).executeTakeFirstOrThrow();
  const held = await walletBalance(trx, grant.member_id, 'bonus');
  if (held > 0n)
    await postChange(trx, {
      brandId: brand.id,
      idempotencyKey: `promo-release:${grant.id}`,
      kind: 'bonus',
      reference: grant.promotion_id,
      postings: [
        { memberId: grant.member_id, wallet: 'bonus', amount: -held },
        { memberId: grant.member_id, amount: held },
      ],
    });
  await sendSystemMessage(trx, brand, grant.member_id, 'bonusReleased', { amount: `${brand.config.currency.symbol}${fromMinorUnits(held)}` });
}

/**
 * A grant given up (by the member, an operator) or run out: its status leaves `active` in one
 * update, and what the bonus wallet holds goes back to house `promotions`, keyed by the grant.
 * Answers the grant, or null when it was not active (already ended by another request).
 */
export async function endGrant(
  trx: Kysely<Tables>,
  brand: Brand,
  grantId: string,
  status: 'forfeited' | 'expired',
  news: { reason?: string; cause?: 'member' | 'operator' } = {},
): Promise<GrantRow | null> {
  const grant = await trx
    .updateTable('bonus_grants')
    .set({ status, ended_at: sql`now()`, end_cause: status === 'forfeited' ? (news.cause ?? null) : null })
    .where('id', '=', grantId)
    .where('brand_id', '=', brand.id)
    .where('status', '=', 'active')
    .returningAll()
    .executeTakeFirst();
  if (!grant) return null;
  const held = await walletBalance(trx, grant.member_id, 'bonus');
  if (held > 0n)
    await postChange(trx, {
      brandId: brand.id,
      idempotencyKey: `promo-forfeit:${grant.id}`,
      kind: 'bonus',
      reference: grant.promotion_id,
      postings: [
        { memberId: grant.member_id, wallet: 'bonus', amount: -held },
        { house: PROMO_HOUSE, amount: held },
      ],
    });
  await sendSystemMessage(trx, brand, grant.member_id, status === 'expired' ? 'bonusExpired' : 'bonusForfeited', {
    amount: `${brand.config.currency.symbol}${fromMinorUnits(held)}`,
    reason: news.reason ?? '',
  });
  return grant;
}

/** A break from play (RG3) forfeits the member's active bonus, as its taker gave it up: the member, or an operator's exclusion. */
export const endGrantForBreak = (trx: Kysely<Tables>, brand: Brand, grantId: string, by: 'member' | 'operator') => endGrant(trx, brand, grantId, 'forfeited', { cause: by });

/** The member gives up their own active bonus. */
export async function forfeitOwn(trx: Kysely<Tables>, brand: Brand, memberId: string, grantId: string): Promise<GrantRow> {
  const mine = await trx.selectFrom('bonus_grants').select(['id', 'status']).where('id', '=', grantId).where('member_id', '=', memberId).executeTakeFirst();
  if (!mine) throw apiError('NOT_FOUND', {}, 'grantId');
  const ended = await endGrant(trx, brand, grantId, 'forfeited', { cause: 'member' });
  if (!ended) throw apiError('NOT_FOUND', {}, 'grantId');
  return ended;
}

/**
 * A bet rolled back after its round's first settlement counted its stake towards the member's
 * active bonus (`vendor/uncount.ts`): the stake's contribution leaves the grant's progress, if the grant
 * was already running then and is still active. A grant released by it stays released: its bonus
 * already moved to main.
 */
export async function takeBackTurnover(trx: Kysely<Tables>, memberId: string, round: { category: string; stake: bigint; settledAt: Date }): Promise<void> {
  if (round.stake <= 0n) return;
  await sql`
    update bonus_grants g set progress = greatest(g.progress - ${String(round.stake)}::bigint * coalesce((g.contributions ->> ${round.category})::int, 0) / 100, 0)
    where g.member_id = ${memberId}::bigint and g.status = 'active' and g.created_at <= ${round.settledAt}::timestamptz
  `.execute(trx);
}
