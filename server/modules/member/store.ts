import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { ConsolidatedContracts, MemberInfo } from '../../../src/generated/types';

/** GET /wps/member/info's answer, from a members row (the session read selects these columns). */
export function memberInfoOf(m: {
  id: string;
  account: string;
  nickname: string | null;
  type: number;
  upline_id: string | null;
  club_label: string | null;
  rank_level: number | null;
}): MemberInfo {
  return {
    id: m.id,
    account: m.account,
    nickname: m.nickname,
    type: m.type,
    toUpline: m.upline_id !== null,
    clubLabel: m.club_label ? { labelName: m.club_label, rankLevel: m.rank_level } : null,
  };
}

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

/** A new password: the forced change is done, and every session but the one that changed it ends. */
export async function setPassword(db: Kysely<Tables>, memberId: string, hash: string, keptSession: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('members').set({ password_hash: hash, must_change_password: false }).where('id', '=', memberId).execute();
    await trx.deleteFrom('sessions').where('member_id', '=', memberId).where('token_hash', '!=', keptSession).execute();
  });
}
