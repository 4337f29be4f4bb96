import type { Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';
import type { Brand } from '../../../brands/store';
import type { ToDownline, ToDownlineRequest } from '../../../../src/generated/types';
import { fromMinorUnits } from '../../../../src/engine/money';
import { amountWithin, moneyOf } from '../amount';
import { postChange, walletBalance } from '../ledger';
import { downlineTransferLimits, teamMember } from '../../agent/index';
import { sendSystemMessage } from '../../inbox/index';

/**
 * SPEC §6: an agent sends money to a member of its team, any depth (decision 0273): main wallet
 * to main wallet, one ledger change under the call's key, within the brand's limits; the ledger
 * refuses a change that would take the agent below zero, however many race. The member is told in
 * its inbox in the same transaction. The payment password and the team were checked before.
 */
export async function sendToDownline(db: Kysely<Tables>, brand: Brand, agentId: string, ledgerKey: string, input: ToDownlineRequest): Promise<ToDownline> {
  const amount = amountWithin(brand, input.amount, downlineTransferLimits(brand));
  const downline = await teamMember(db, brand.id, agentId, input.memberId);
  const agent = await db.selectFrom('members').select('account').where('id', '=', agentId).executeTakeFirstOrThrow();
  const { balances, replayed } = await postChange(db, {
    brandId: brand.id,
    idempotencyKey: ledgerKey,
    kind: 'toDownline',
    reference: `${agent.account} → ${downline.account}`,
    postings: [
      { memberId: agentId, amount: -amount },
      { memberId: downline.id, amount },
    ],
  });
  if (!replayed) await sendSystemMessage(db, brand, downline.id, 'fromUpline', { agent: agent.account, amount: moneyOf(brand, amount) });
  const mine = balances.find((b) => b.memberId === agentId)?.balance ?? (await walletBalance(db, agentId, 'main'));
  return { moved: fromMinorUnits(amount), downline: downline.account, available: fromMinorUnits(mine) };
}
