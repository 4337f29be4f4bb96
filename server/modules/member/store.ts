import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { inTransaction } from '../../db/inTransaction';
import type { ConsolidatedContracts, ContractKind } from '../../../src/generated/types';

const fields: Record<ContractKind, keyof ConsolidatedContracts> = {
  dividend: 'divtypereq',
  daily: 'dailysalreqtype',
  hourly: 'contracthoursalreq',
  realtime: 'realtimesalreqtype',
};

/**
 * The member's request type per contract kind (decision 0283): 1, a contract in force or about to
 * be; 2, none, but an offer awaits the member's answer; 3, neither, but contracts it gave its
 * downlines are open; null, nothing of that kind, and the page stays hidden.
 */
export async function contractsOf(db: Kysely<Tables>, id: string): Promise<ConsolidatedContracts> {
  const rows = await db
    .selectFrom('contracts')
    .select(['kind', sql<number>`min(case when downline_id = ${id} and status = 'accepted' and (ends_at is null or ends_at > now()) then 1
                                        when downline_id = ${id} and status = 'pending' then 2
                                        when upline_id = ${id} and (status = 'pending' or (status = 'accepted' and (ends_at is null or ends_at > now()))) then 3 end)`.as('type')])
    .where((eb) => eb.or([eb('downline_id', '=', id), eb('upline_id', '=', id)]))
    .groupBy('kind')
    .execute();
  const answer: ConsolidatedContracts = { divtypereq: null, dailysalreqtype: null, contracthoursalreq: null, realtimesalreqtype: null };
  for (const r of rows) answer[fields[r.kind]] = r.type === null ? null : Number(r.type);
  return answer;
}

export async function passwordHashOf(db: Kysely<Tables>, memberId: string): Promise<string | null> {
  return (await db.selectFrom('members').select('password_hash').where('id', '=', memberId).executeTakeFirst())?.password_hash ?? null;
}

/**
 * A new password: any forced change is done, its age starts again, remember tokens and recovery
 * links end, and so does every session but `keptSession` (none after a recovery, which signs in anew).
 */
export async function setPassword(db: Kysely<Tables>, memberId: string, hash: string, keptSession: string | null): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.updateTable('members').set({ password_hash: hash, must_change_password: false, password_changed_at: new Date(), password_expires_at: null }).where('id', '=', memberId).execute();
    const others = trx.deleteFrom('sessions').where('member_id', '=', memberId);
    await (keptSession === null ? others : others.where('token_hash', '!=', keptSession)).execute();
    if (keptSession !== null) await trx.updateTable('sessions').set({ must_change_password: false }).where('token_hash', '=', keptSession).execute();
    await trx.deleteFrom('remember_tokens').where('member_id', '=', memberId).execute();
    await trx.deleteFrom('password_resets').where('member_id', '=', memberId).execute();
  });
}
