import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import { fromMinorUnits } from '../../../src/engine/money';
import { postChange } from '../wallet/index';
import { sendSystemMessage } from '../inbox/index';
import { maskAccount } from '../../lib/maskAccount';
import { progressColumns } from './store';
import { sharedBy, type SharedThing } from '../../lib/places';

/** The house account every referral reward is paid from: its entries are the programme's cost. */
export const referralHouse = 'referrals';

/**
 * Pays the referrer of one invitee whose reward was just settled as paid (by the qualifying pass
 * or an operator): one ledger change keyed by the invitee, so a second pass or a second click pays
 * nothing more, and a message in the referrer's inbox.
 */
export async function payReward(trx: Kysely<Tables>, brand: Brand, r: { inviteeId: string; referrerId: string; reward: bigint; invitee: string }): Promise<void> {
  if (r.reward > 0n)
    await postChange(trx, {
      brandId: brand.id,
      idempotencyKey: `referral:${r.inviteeId}`,
      kind: 'referralReward',
      reference: maskAccount(r.invitee),
      postings: [
        { house: referralHouse, amount: -r.reward },
        { memberId: r.referrerId, amount: r.reward },
      ],
    });
  await sendSystemMessage(trx, brand, r.referrerId, 'referralPaid', { account: maskAccount(r.invitee), amount: `${brand.config.currency.symbol}${fromMinorUnits(r.reward)}` });
}

/** What one pass did: invitees paid at once, and held for review. */
export interface Qualified {
  paid: number;
  held: number;
}

/**
 * One pass over a brand's pending invitees: each whose first credited deposit and settled valid
 * bets reach the programme's minimums qualifies, at the reward the programme offers now. A pair
 * that shares a device, an address or a payout account is held for an operator; any other is paid
 * at once. Each invitee moves out of pending in one update that only a pending row passes, so two
 * passes at once settle each invitee once.
 */
export async function qualifyPending(trx: Kysely<Tables>, brand: Brand): Promise<Qualified> {
  const { rows } = await sql<{ invitee_id: string; referrer_id: string; account: string; reward: string; first_deposit: string; turnover: string; min_deposit: string; min_turnover: string }>`
    select r.invitee_id::text, r.referrer_id::text, m.account, p.reward, p.min_deposit, p.min_turnover, ${progressColumns}
    from referrals r join referral_programmes p on p.brand_id = r.brand_id and p.enabled join members m on m.id = r.invitee_id
    where r.brand_id = ${brand.id} and r.status = 'pending'
    order by r.created_at`.execute(trx);
  const done: Qualified = { paid: 0, held: 0 };
  for (const r of rows) {
    const deposited = BigInt(r.first_deposit);
    if (deposited === 0n || deposited < BigInt(r.min_deposit) || BigInt(r.turnover) < BigInt(r.min_turnover)) continue;
    const shared: SharedThing[] = await sharedBy(trx, r.invitee_id, r.referrer_id);
    const status = shared.length ? 'held' : 'paid';
    const moved = await trx
      .updateTable('referrals')
      .set({ status, held_for: shared, reward: r.reward, qualified_at: sql<Date>`now()`, decided_at: status === 'paid' ? sql<Date>`now()` : null })
      .where('invitee_id', '=', r.invitee_id)
      .where('status', '=', 'pending')
      .returning('invitee_id')
      .executeTakeFirst();
    if (!moved) continue;
    if (status === 'held') done.held++;
    else {
      await payReward(trx, brand, { inviteeId: r.invitee_id, referrerId: r.referrer_id, reward: BigInt(r.reward), invitee: r.account });
      done.paid++;
    }
  }
  return done;
}
