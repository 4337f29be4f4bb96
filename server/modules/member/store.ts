import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { ConsolidatedContracts, MemberInfo } from '../../../src/generated/types';

export async function memberInfo(db: Kysely<Tables>, id: string): Promise<MemberInfo> {
  const m = await db
    .selectFrom('members')
    .select(['id', 'account', 'nickname', 'type', 'upline_id', 'club_label', 'rank_level'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
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
