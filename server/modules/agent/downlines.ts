import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import type { Downlines, DownlinesRequest } from '../../../src/generated/types';
import { agentTypes, isAgent } from '../../../src/engine/accountType';
import { fromMinorUnits } from '../../../src/engine/money';
import { pageOf } from '../../db/pageOf';
import { likeText } from '../../db/likeText';
import { downlineTransferLimits, teamMember } from './team';

const iso = (d: Date | string) => new Date(d).toISOString();

/** A member's main wallet, read as the ledger keeps it (none yet: 0). */
const mainBalance = async (db: Kysely<Tables>, memberId: string) =>
  BigInt((await db.selectFrom('wallets').select('balance').where('member_id', '=', memberId).where('wallet', '=', 'main').executeTakeFirst())?.balance ?? 0);

/** The members between the agent and `parentId`, the agent's direct downline first and `parentId` last: the way back up. */
async function pathTo(db: Kysely<Tables>, agentId: string, parentId: string) {
  return db
    .selectFrom('member_tree as up')
    .innerJoin('member_tree as mine', (j) => j.onRef('mine.descendant', '=', 'up.ancestor').on('mine.ancestor', '=', agentId).on('mine.depth', '>=', 1))
    .innerJoin('members as m', 'm.id', 'up.ancestor')
    .select(['m.id', 'm.account'])
    .where('up.descendant', '=', parentId)
    .orderBy('mine.depth')
    .execute();
}

/**
 * A page of the agent's team (decision 0273): the direct downlines of the agent or of a member of
 * its team, or, searched by account, everyone below that level. Each row says only what the team
 * page shows: no contact, real name, payout account or address; a balance for the agent's own
 * direct downlines only.
 */
export async function downlinesOf(db: Kysely<Tables>, brand: Brand, agentId: string, input: DownlinesRequest): Promise<Downlines> {
  const asked = input.offerable ? undefined : input.parentId;
  const parentId = asked ?? agentId;
  if (asked) await teamMember(db, brand.id, agentId, asked);
  const search = input.account?.trim();
  let base = db
    .selectFrom('member_tree as below')
    .innerJoin('members as m', 'm.id', 'below.descendant')
    .innerJoin('member_tree as mine', (j) => j.onRef('mine.descendant', '=', 'm.id').on('mine.ancestor', '=', agentId))
    .where('below.ancestor', '=', parentId)
    .where('m.brand_id', '=', brand.id);
  if (input.offerable) base = base.where('below.depth', '=', 1).where('m.type', 'in', agentTypes);
  else base = search ? base.where('below.depth', '>=', 1) : base.where('below.depth', '=', 1);
  if (search) base = base.where('m.account', 'ilike', likeText(search));
  const pageNo = input.pageNo ?? 1;
  const pageSize = input.pageSize ?? 10;
  const [page, path, available, hasPaymentPassword] = await Promise.all([
    pageOf(pageNo, pageSize, base, (limit, offset) =>
      base
        .leftJoin('wallets as w', (j) => j.onRef('w.member_id', '=', 'm.id').on('w.wallet', '=', 'main').on('mine.depth', '=', 1))
        .select(['m.id', 'm.account', 'm.nickname', 'm.type', 'mine.depth', 'm.created_at', 'm.last_login_at', 'w.balance'])
        .select(sql<string>`(select count(*) - 1 from member_tree team where team.ancestor = m.id)`.as('team_size'))
        .orderBy('m.account')
        .limit(limit)
        .offset(offset)
        .execute(),
    ),
    asked ? pathTo(db, agentId, asked) : Promise.resolve([]),
    mainBalance(db, agentId),
    db.selectFrom('members').select('payment_password_hash').where('id', '=', agentId).executeTakeFirstOrThrow().then((r) => r.payment_password_hash !== null),
  ]);
  const limits = downlineTransferLimits(brand);
  return {
    pageNo: page.pageNo,
    total: page.total,
    totalPages: page.totalPages,
    path,
    list: page.rows.map((r) => ({
      id: r.id,
      account: r.account,
      nickname: r.nickname,
      accountType: r.type,
      agent: isAgent(r.type),
      level: r.depth,
      teamSize: Number(r.team_size),
      registeredAt: iso(r.created_at),
      lastSignInAt: r.last_login_at ? iso(r.last_login_at) : null,
      balance: r.depth === 1 ? fromMinorUnits(r.balance ?? '0') : null,
    })),
    transfer: { available: fromMinorUnits(available), min: fromMinorUnits(limits.min), max: fromMinorUnits(limits.max), hasPaymentPassword },
  };
}
