import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import type { ChatCurrent, ChatMessage, ChatSendRequest, ChatStarted, ChatStartRequest, ChatThread, ChatConversation } from '../../../src/generated/types';
import { chatOpen } from '../../../src/engine/chatHours';
import { contentProblem, feedbackBounds } from '../../../src/engine/feedbackForm';
import { isModuleOn } from '../../../src/engine/moduleSwitch';
import { apiError } from '../../errors';
import { translate, type Language } from '../../i18n';
import { newToken, tokenHash } from '../../lib/tokens';
import { takeCaptcha } from '../session/index';
import { addMessage, chatBody, conversationOf, keptMessage, messagesAfter } from './thread';

/** Who is chatting: a member by their session, or a visitor by the chat token their page keeps. */
export type ChatCaller = { memberId: string; chatToken?: undefined } | { memberId: null; chatToken: string | undefined };

/** A VIP rank above this puts a member's chat first in the queue (SPEC §4's VIP service, decision 0261). */
const VIP_ABOVE = 4;

/** The caller's conversation by id (any status), or 404: a visitor's must match their token. */
async function callersConversation(db: Kysely<Tables>, brand: Brand, caller: ChatCaller, id: string) {
  let q = db.selectFrom('chat_conversations').select(['id', 'status', 'operator_name', 'created_at']).where('id', '=', id).where('brand_id', '=', brand.id);
  if (caller.memberId !== null) q = q.where('member_id', '=', caller.memberId);
  else if (caller.chatToken) q = q.where('visitor_token_hash', '=', tokenHash(caller.chatToken));
  else throw apiError('NOT_FOUND', {}, 'conversationId');
  const row = await q.executeTakeFirst();
  if (!row) throw apiError('NOT_FOUND', {}, 'conversationId');
  return row;
}

/** The caller's conversation not yet closed, if any. */
async function liveConversation(db: Kysely<Tables>, brand: Brand, caller: ChatCaller) {
  if (caller.memberId === null && !caller.chatToken) return null;
  let q = db.selectFrom('chat_conversations').select(['id', 'status', 'operator_name', 'created_at']).where('brand_id', '=', brand.id).where('status', '<>', 'closed');
  q = caller.memberId !== null ? q.where('member_id', '=', caller.memberId) : q.where('visitor_token_hash', '=', tokenHash(caller.chatToken!));
  return (await q.executeTakeFirst()) ?? null;
}

const hoursOf = (brand: Brand) => brand.config.customerService?.hours;

/** What the chat room opens on: the desk's hours, what a visitor's first message needs, the caller's live conversation. */
export async function chatCurrent(db: Kysely<Tables>, brand: Brand, caller: ChatCaller, now = new Date()): Promise<ChatCurrent> {
  const live = await liveConversation(db, brand, caller);
  return {
    open: chatOpen(hoursOf(brand), brand.config.timeZone, now),
    hours: hoursOf(brand) ?? null,
    visitor: caller.memberId !== null ? null : isModuleOn(brand.settings, 'CAPTCHA3') ? 'captcha' : 'signIn',
    conversation: live && conversationOf(live),
  };
}

/**
 * The first message to the desk. In hours: a member's goes to their live conversation or opens one
 * (VIP first in the queue), a visitor's, after the captcha, opens one held by a new chat token; the
 * same key again answers the same conversation (a visitor's with its token given anew, since only
 * its hash is kept). Out of hours: filed as feedback, within the feedback form's bounds.
 */
export async function startChat(db: Kysely<Tables>, brand: Brand, lang: Language, memberId: string | null, input: ChatStartRequest, ip: string, now = new Date()): Promise<ChatStarted> {
  const body = chatBody(input.body, 'body');
  const contact = memberId === null ? input.contact?.trim() || null : null;
  const replay = await db
    .selectFrom('chat_messages as m')
    .innerJoin('chat_conversations as c', 'c.id', 'm.conversation_id')
    .select(['c.id', 'c.member_id', 'c.brand_id'])
    .where('m.key', '=', input.key)
    .executeTakeFirst();
  if (replay) {
    if (replay.brand_id !== brand.id || replay.member_id !== memberId) throw apiError('FIELD_INVALID', { reason: 'errors:reason_invalid' }, 'key');
    return db.transaction().execute(async (trx) => {
      const token = memberId === null ? newToken() : undefined;
      const row = await trx
        .updateTable('chat_conversations')
        .set(token ? { visitor_token_hash: tokenHash(token) } : {})
        .where('id', '=', replay.id)
        .returning(['id', 'status', 'operator_name', 'created_at'])
        .executeTakeFirstOrThrow();
      return { outcome: 'chat' as const, conversation: conversationOf(row), ...(token ? { chatToken: token } : {}) };
    });
  }
  if (memberId === null) {
    if (!isModuleOn(brand.settings, 'CAPTCHA3')) throw apiError('UNAUTHORIZED');
    const answer = input.captchaId ? await takeCaptcha(db, input.captchaId, brand.id) : null;
    if (answer === null || answer !== (input.captcha ?? '').trim().toLowerCase()) throw apiError('CAPTCHA_WRONG', {}, 'captcha');
  }
  if (!chatOpen(hoursOf(brand), brand.config.timeZone, now)) {
    const bounds = feedbackBounds(brand.config);
    if (contentProblem(body, bounds))
      throw apiError('FIELD_INVALID', { reason: translate(lang, 'errors:reason_feedback_length', { min: String(bounds.minChars), max: String(bounds.maxChars) }) }, 'body');
    const { id } = await db
      .insertInto('feedback')
      .values({ brand_id: brand.id, member_id: memberId, question_type: 'other', content: body, contact, lang, ip })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { outcome: 'feedback', feedbackId: id };
  }
  return db.transaction().execute(async (trx) => {
    const token = memberId === null ? newToken() : undefined;
    let conversation: ChatConversation | undefined;
    if (memberId !== null) {
      const vip = await trx.selectFrom('vip_progress').select('rank_level').where('member_id', '=', memberId).where('brand_id', '=', brand.id).executeTakeFirst();
      // One live conversation a member (migration 086's index): a second start at once joins the first.
      const made = await trx
        .insertInto('chat_conversations')
        .values({ brand_id: brand.id, member_id: memberId, lang, ip, vip: (vip?.rank_level ?? 0) > VIP_ABOVE })
        .onConflict((oc) => oc.column('member_id').where('status', '<>', 'closed').where('member_id', 'is not', null).doNothing())
        .returning(['id', 'status', 'operator_name', 'created_at'])
        .executeTakeFirst();
      const row = made ?? (await liveConversation(trx, brand, { memberId }));
      if (!row) throw apiError('CHAT_CLOSED');
      conversation = conversationOf(row);
    } else {
      const row = await trx
        .insertInto('chat_conversations')
        .values({ brand_id: brand.id, visitor_token_hash: tokenHash(token!), visitor_name: input.name?.trim() || null, contact, lang, ip })
        .returning(['id', 'status', 'operator_name', 'created_at'])
        .executeTakeFirstOrThrow();
      conversation = conversationOf(row);
    }
    await addMessage(trx, conversation.id, { author: 'player', body, key: input.key });
    return { outcome: 'chat' as const, conversation, ...(token ? { chatToken: token } : {}) };
  });
}

/** A message in the caller's conversation; the same key again is the same message. */
export async function sendChat(db: Kysely<Tables>, brand: Brand, caller: ChatCaller, input: ChatSendRequest): Promise<ChatMessage> {
  const body = chatBody(input.body, 'body');
  const conversation = await callersConversation(db, brand, caller, input.conversationId);
  const kept = await keptMessage(db, conversation.id, input.key);
  if (kept) return kept;
  return db.transaction().execute(async (trx) => {
    // Held while the message is added, so a close by the desk at the same time comes before or after it, never between.
    const row = await trx.selectFrom('chat_conversations').select('status').where('id', '=', conversation.id).forUpdate().executeTakeFirstOrThrow();
    if (row.status === 'closed') throw apiError('CHAT_CLOSED');
    return addMessage(trx, conversation.id, { author: 'player', body, key: input.key });
  });
}

/** The caller's conversation and its messages after `after`. */
export async function chatMessages(db: Kysely<Tables>, brand: Brand, caller: ChatCaller, id: string, after: string | undefined): Promise<ChatThread> {
  const conversation = await callersConversation(db, brand, caller, id);
  return { conversation: conversationOf(conversation), ...(await messagesAfter(db, conversation.id, after)) };
}

/** The player ends their conversation, with a line saying so; a closed one stays as it is. */
export async function closeChat(db: Kysely<Tables>, brand: Brand, caller: ChatCaller, id: string): Promise<ChatConversation> {
  const conversation = await callersConversation(db, brand, caller, id);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('chat_conversations')
      .set({ status: 'closed', closed_at: new Date() })
      .where('id', '=', conversation.id)
      .where('status', '<>', 'closed')
      .returning(['id', 'status', 'operator_name', 'created_at'])
      .executeTakeFirst();
    if (!row) return conversationOf(conversation);
    await addMessage(trx, row.id, { author: 'system', body: 'chat_sys_playerClosed' });
    return conversationOf(row);
  });
}

/** The conversation a visitor's chat token holds on the brand, for the live channel (null: none). */
export async function visitorConversation(db: Kysely<Tables>, brandId: string, chatToken: string): Promise<string | null> {
  const row = await db.selectFrom('chat_conversations').select('id').where('brand_id', '=', brandId).where('visitor_token_hash', '=', tokenHash(chatToken)).executeTakeFirst();
  return row?.id ?? null;
}
