import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { ChatConversation, ChatMessage } from '../../../src/generated/types';
import { charCount } from '../../../src/engine/feedbackForm';
import { apiError } from '../../errors';

/** The most characters a message holds, as a person counts them. */
export const chatMaxChars = 1000;
/** The most messages one read answers. */
const PAGE = 200;

type ConversationRow = { id: string; status: string; operator_name: string | null; created_at: Date | string };
type MessageRow = { id: string; author: ChatMessage['from']; operator_name: string | null; body: string; created_at: Date | string };

export const conversationOf = (r: ConversationRow): ChatConversation => ({
  id: r.id,
  status: r.status as ChatConversation['status'],
  operator: r.operator_name,
  createdAt: new Date(r.created_at).toISOString(),
});

export const messageOf = (r: MessageRow): ChatMessage => ({ id: r.id, from: r.author, name: r.operator_name, body: r.body, at: new Date(r.created_at).toISOString() });

/** A message's text, trimmed, within 1 to 1,000 characters (400 FIELD_INVALID on `field`). */
export function chatBody(text: string, field: string): string {
  const body = text.trim();
  const n = charCount(body);
  if (n < 1 || n > chatMaxChars) throw apiError('FIELD_INVALID', { reason: 'errors:reason_chat_length', max: String(chatMaxChars) }, field);
  return body;
}

/** A conversation's messages after `after` (all from the start without), oldest first, a page at most. */
export async function messagesAfter(db: Kysely<Tables>, conversationId: string, after: string | undefined): Promise<{ messages: ChatMessage[]; more: boolean }> {
  let q = db.selectFrom('chat_messages').select(['id', 'author', 'operator_name', 'body', 'created_at']).where('conversation_id', '=', conversationId);
  if (after) q = q.where('id', '>', after);
  const rows = await q
    .orderBy('id')
    .limit(PAGE + 1)
    .execute();
  return { messages: rows.slice(0, PAGE).map(messageOf), more: rows.length > PAGE };
}

/**
 * A message added to a conversation in `trx`, its time the conversation's last; the same `key`
 * again answers the message already kept under it (a key kept in another conversation is refused).
 * The insert says it at commit (migration 086's trigger).
 */
export async function addMessage(
  trx: Kysely<Tables>,
  conversationId: string,
  m: { author: ChatMessage['from']; operatorName?: string | null; body: string; key?: string | null },
): Promise<ChatMessage> {
  if (m.key) {
    const kept = await keptMessage(trx, conversationId, m.key);
    if (kept) return kept;
  }
  // Two tries of one message at once: the later waits for the first's commit and adds nothing.
  const row = await trx
    .insertInto('chat_messages')
    .values({ conversation_id: conversationId, author: m.author, operator_name: m.operatorName ?? null, body: m.body, key: m.key ?? null })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning(['id', 'author', 'operator_name', 'body', 'created_at'])
    .executeTakeFirst();
  if (!row) return (await keptMessage(trx, conversationId, m.key!))!;
  await trx
    .updateTable('chat_conversations')
    .set({ last_at: sql<Date>`now()` })
    .where('id', '=', conversationId)
    .execute();
  return messageOf(row);
}

/** The message kept under a page's key, if it is this conversation's (a key of another conversation is refused). */
export async function keptMessage(db: Kysely<Tables>, conversationId: string, key: string): Promise<ChatMessage | null> {
  const row = await db.selectFrom('chat_messages').select(['id', 'conversation_id', 'author', 'operator_name', 'body', 'created_at']).where('key', '=', key).executeTakeFirst();
  if (!row) return null;
  if (row.conversation_id !== conversationId) throw apiError('FIELD_INVALID', { reason: 'errors:reason_invalid' }, 'key');
  return messageOf(row);
}
