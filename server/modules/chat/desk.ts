import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import type {
  ChatConversation,
  ChatMessage,
  OpsChatActionRequest,
  OpsChatOperators,
  OpsChatPage,
  OpsChatSendRequest,
  OpsChatsRequest,
  OpsChatThread,
  OperatorRole,
} from '../../../src/generated/types';
import { fromMinorUnits } from '../../../src/engine/money';
import { calls } from '../../../src/generated/calls';
import { apiError } from '../../errors';
import { audit } from '../../lib/audit';
import { pageOf } from '../../db/pageOf';
import { holdsMarkup } from '../../lib/plainText';
import { moneyIn30Days, walletBalance } from '../wallet/index';
import { addMessage, chatBody, conversationOf, keptMessage, messagesAfter } from './thread';

type Operator = { id: string; username: string };
type View = NonNullable<OpsChatsRequest['view']>;

/** The roles that work the desk besides admin: those of its calls, in the call table. */
const deskRoles: readonly OperatorRole[] = ['admin', ...(calls['ops/chats'].roles ?? [])];

const iso = (d: Date | string) => new Date(d).toISOString();

/** The desk's chat queue of a brand: waiting (VIP first, then the longest waiting), the operator's own, every open one, or the closed (newest first). */
export async function chatQueue(db: Kysely<Tables>, brandId: string, operatorId: string, view: View, pageNo: number, pageSize: number): Promise<OpsChatPage> {
  let base = db.selectFrom('chat_conversations as c').where('c.brand_id', '=', brandId);
  if (view === 'waiting') base = base.where('c.status', '=', 'waiting');
  else if (view === 'open') base = base.where('c.status', '=', 'open');
  else if (view === 'mine') base = base.where('c.status', '=', 'open').where('c.operator_id', '=', operatorId);
  else base = base.where('c.status', '=', 'closed');
  const [page, waiting] = await Promise.all([
    pageOf(pageNo, pageSize, base, (limit, offset) => {
      let q = base
        .leftJoin('members as m', 'm.id', 'c.member_id')
        .select(['c.id', 'c.status', 'm.account', 'c.visitor_name', 'c.vip', 'c.operator_name', 'c.last_at', 'c.created_at'])
        .select((eb) =>
          eb.selectFrom('chat_messages as x').whereRef('x.conversation_id', '=', 'c.id').where('x.author', '<>', 'system').select('x.body').orderBy('x.id', 'desc').limit(1).as('last_message'),
        );
      q = view === 'closed' ? q.orderBy('c.closed_at', 'desc') : view === 'waiting' ? q.orderBy('c.vip', 'desc').orderBy('c.created_at', 'asc') : q.orderBy('c.last_at', 'desc');
      return q.orderBy('c.id', 'asc').limit(limit).offset(offset).execute();
    }),
    db
      .selectFrom('chat_conversations')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('brand_id', '=', brandId)
      .where('status', '=', 'waiting')
      .executeTakeFirstOrThrow(),
  ]);
  return {
    pageNo: page.pageNo,
    total: page.total,
    totalPages: page.totalPages,
    waiting: Number(waiting.n),
    list: page.rows.map((r) => ({
      id: r.id,
      status: r.status,
      member: r.account,
      visitor: r.visitor_name,
      vip: r.vip,
      operator: r.operator_name,
      lastMessage: r.last_message ?? null,
      lastAt: iso(r.last_at),
      createdAt: iso(r.created_at),
    })),
  };
}

/** A conversation of the brand, its messages after `after`, who the player is, and the brand's canned replies. */
export async function chatThread(db: Kysely<Tables>, brand: Brand, id: string, after: string | undefined): Promise<OpsChatThread> {
  const brandId = brand.id;
  const c = await db.selectFrom('chat_conversations').selectAll().where('id', '=', id).where('brand_id', '=', brandId).executeTakeFirst();
  if (!c) throw apiError('NOT_FOUND', {}, 'id');
  const [thread, member] = await Promise.all([messagesAfter(db, c.id, after), c.member_id ? memberContext(db, brandId, c.member_id) : null]);
  return {
    conversation: conversationOf(c),
    operatorId: c.operator_id,
    ...thread,
    player: { member, visitor: c.visitor_name, contact: c.contact, lang: c.lang },
    cannedReplies: brand.config.customerService?.cannedReplies ?? [],
  };
}

/** What the desk sees of a member beside their chat: account, VIP rank, balance, sign-up, 30-day net deposits, feedback still open. */
async function memberContext(db: Kysely<Tables>, brandId: string, memberId: string): Promise<NonNullable<OpsChatThread['player']['member']>> {
  const [m, vip, balance, money, feedback] = await Promise.all([
    db.selectFrom('members').select(['account', 'created_at']).where('id', '=', memberId).executeTakeFirstOrThrow(),
    db.selectFrom('vip_progress').select('rank_level').where('member_id', '=', memberId).where('brand_id', '=', brandId).executeTakeFirst(),
    walletBalance(db, memberId),
    moneyIn30Days(db, memberId),
    db
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', memberId)
      .where('status', 'in', ['open', 'assigned'])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    account: m.account,
    rankLevel: vip?.rank_level ?? 0,
    balance: fromMinorUnits(balance),
    registeredAt: iso(m.created_at),
    netDeposits30d: fromMinorUnits(money.deposits - money.withdrawals),
    openFeedback: Number(feedback.n),
  };
}

/** The conversation held for the step, or 404 / 409 CHAT_CLOSED. */
async function heldConversation(trx: Kysely<Tables>, brandId: string, id: string) {
  const c = await trx.selectFrom('chat_conversations').selectAll().where('id', '=', id).where('brand_id', '=', brandId).forUpdate().executeTakeFirst();
  if (!c) throw apiError('NOT_FOUND', {}, 'id');
  if (c.status === 'closed') throw apiError('CHAT_CLOSED');
  return c;
}

/**
 * The desk's step, in one transaction with its line in the conversation and its audit line: a
 * waiting chat accepted by the first operator to ask (the row held, so a second is told CHAT_TAKEN),
 * an open one handed to another operator of the desk, or closed.
 */
export async function actOnChat(db: Kysely<Tables>, brand: Brand, operator: Operator, input: OpsChatActionRequest, ip: string): Promise<ChatConversation> {
  return db.transaction().execute(async (trx) => {
    const c = await heldConversation(trx, brand.id, input.id);
    let line: { body: string; name: string };
    if (input.action === 'accept') {
      if (c.status === 'open') {
        if (c.operator_id === operator.id) return conversationOf(c);
        throw apiError('CHAT_TAKEN');
      }
      await trx.updateTable('chat_conversations').set({ status: 'open', operator_id: operator.id, operator_name: operator.username, accepted_at: new Date() }).where('id', '=', c.id).execute();
      line = { body: 'chat_sys_accepted', name: operator.username };
    } else if (input.action === 'transfer') {
      const to = await trx.selectFrom('operators').select(['id', 'username']).where('id', '=', input.to!).where('locked', '=', false).where('role', 'in', deskRoles).executeTakeFirst();
      if (!to || to.id === operator.id) throw apiError('NOT_FOUND', {}, 'to');
      await trx
        .updateTable('chat_conversations')
        .set({ status: 'open', operator_id: to.id, operator_name: to.username, accepted_at: c.accepted_at ?? new Date() })
        .where('id', '=', c.id)
        .execute();
      line = { body: 'chat_sys_transferred', name: to.username };
    } else {
      await trx.updateTable('chat_conversations').set({ status: 'closed', closed_at: new Date() }).where('id', '=', c.id).execute();
      line = { body: 'chat_sys_closed', name: operator.username };
    }
    await addMessage(trx, c.id, { author: 'system', operatorName: line.name, body: line.body });
    await audit(trx, { operator, action: `chat.${input.action}`, brandId: brand.id, target: c.id, detail: { from: c.status, member: c.member_id, ...(input.to ? { to: input.to } : {}) }, ip });
    const after = await trx.selectFrom('chat_conversations').select(['id', 'status', 'operator_name', 'created_at']).where('id', '=', c.id).executeTakeFirstOrThrow();
    return conversationOf(after);
  });
}

/** The operator's message, plain text, in a chat they hold; a waiting one is theirs by it. The same key again is the same message. */
export async function sendAsOperator(db: Kysely<Tables>, brand: Brand, operator: Operator, input: OpsChatSendRequest): Promise<ChatMessage> {
  const body = chatBody(input.body, 'body');
  if (holdsMarkup(body)) throw apiError('FIELD_INVALID', { reason: 'errors:reason_plain_text' }, 'body');
  return db.transaction().execute(async (trx) => {
    const kept = await keptMessage(trx, input.id, input.key);
    if (kept) return kept;
    const c = await heldConversation(trx, brand.id, input.id);
    if (c.status === 'open' && c.operator_id !== operator.id) throw apiError('CHAT_TAKEN');
    if (c.status === 'waiting') {
      await trx
        .updateTable('chat_conversations')
        .set({ status: 'open', operator_id: operator.id, operator_name: operator.username, accepted_at: sql<Date>`now()` })
        .where('id', '=', c.id)
        .execute();
      await addMessage(trx, c.id, { author: 'system', operatorName: operator.username, body: 'chat_sys_accepted' });
    }
    return addMessage(trx, c.id, { author: 'operator', operatorName: operator.username, body, key: input.key });
  });
}

/** The operators a chat may be handed to: unlocked, of a role that works the desk, not the caller. */
export async function chatOperators(db: Kysely<Tables>, operatorId: string): Promise<OpsChatOperators> {
  const rows = await db.selectFrom('operators').select(['id', 'username']).where('locked', '=', false).where('role', 'in', deskRoles).where('id', '<>', operatorId).orderBy('username').execute();
  return { list: rows };
}
