import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { DownlineCreated } from '../../../src/generated/types';
import { apiError } from '../../errors';
import { audit } from '../../lib/audit';
import { findMember } from '../../lib/findMember';
import { accountKey } from '../../lib/tokens';
import { oneTimePasswordExpiry, temporaryPassword } from '../../lib/temporaryPassword';
import { hashPassword } from '../../lib/password';
import { isUniqueViolation } from '../../db/isUniqueViolation';

export interface NewDownline {
  brandId: string;
  agent: { id: string; account: string };
  /** Already checked against the brand's registration rule. */
  account: string;
  nickname: string | null;
  accountType: 0 | 1;
  ip: string;
}

/**
 * An account an agent opens under itself (decision 0277), in the transaction that keeps the call's
 * Idempotency-Key: the agent is its upline (the tree's trigger links it to every ancestor), and its
 * one-time password, answered once, works for a day and must be changed at its first sign-in, as
 * an account support opens (migration 034). Audited as the agent's act.
 */
export async function createDownline(trx: Kysely<Tables>, d: NewDownline): Promise<DownlineCreated> {
  if (await findMember(trx, d.brandId, { accountKey: accountKey(d.account) })) throw apiError('ACCOUNT_TAKEN', {}, 'account');
  const password = temporaryPassword();
  const hash = await hashPassword(password);
  const made = await trx
    .insertInto('members')
    .values({
      brand_id: d.brandId,
      account: d.account,
      password_hash: hash,
      nickname: d.nickname,
      type: d.accountType,
      upline_id: d.agent.id,
      created_by: 'upline',
      must_change_password: true,
      password_expires_at: oneTimePasswordExpiry(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
    // Two at once for one name: the unique index settles it, and the call's transaction ends with the refusal.
    .catch((err: unknown) => {
      throw isUniqueViolation(err) ? apiError('ACCOUNT_TAKEN', {}, 'account') : err;
    });
  await audit(trx, { operator: null, action: 'agent.createDownline', brandId: d.brandId, target: made.id, detail: { agent: d.agent.account, agentId: d.agent.id, account: d.account, type: d.accountType }, ip: d.ip });
  return { account: d.account, accountType: d.accountType, temporaryPassword: password };
}
