import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { inTransaction } from '../../db/inTransaction';
import type { ConsolidatedContracts } from '../../../src/generated/types';

/** A member without contracts has none of any kind. */
export async function contractsOf(db: Kysely<Tables>, id: string): Promise<ConsolidatedContracts> {
  const row = await db
    .selectFrom('member_contracts')
    .select(['divtypereq', 'dailysalreqtype', 'contracthoursalreq', 'realtimesalreqtype'])
    .where('member_id', '=', id)
    .executeTakeFirst();
  return row ?? { divtypereq: null, dailysalreqtype: null, contracthoursalreq: null, realtimesalreqtype: null };
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
