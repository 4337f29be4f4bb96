import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import type { FeedbackForm, FeedbackReceived, FeedbackRequest, MyFeedbackPage, OpsFeedbackActionDone, OpsFeedbackActionRequest, OpsFeedbackImage, OpsFeedbackPage } from '../../../src/generated/types';
import { contentProblem, feedbackBounds, feedbackMaxImageBytes, feedbackMaxImages, feedbackTypes } from '../../../src/engine/feedbackForm';
import { apiError } from '../../errors';
import { translate, type Language } from '../../i18n';
import { audit } from '../../lib/audit';
import { pageOf } from '../../db/pageOf';
import { holdsMarkup } from '../../lib/plainText';
import { readProof } from '../wallet/index';
import { sendSystemMessage } from '../inbox/index';

type Status = OpsFeedbackPage['list'][number]['status'];

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** What the brand's feedback form asks (decision 0321): the types, the description's bounds in characters, the pictures. */
export function feedbackForm(brand: Brand): FeedbackForm {
  return { types: [...feedbackTypes], ...feedbackBounds(brand.config), maxImages: feedbackMaxImages, maxImageBytes: feedbackMaxImageBytes };
}

/**
 * Feedback from a visitor (`memberId` null, with a contact if they give one) or a member, queued
 * as open: the description within the brand's bounds in characters, each picture judged by its
 * bytes (PNG or JPEG, 5 MB at most), all in one transaction so a refused picture leaves no row.
 */
export async function sendFeedback(db: Kysely<Tables>, brand: Brand, lang: Language, memberId: string | null, input: FeedbackRequest, ip: string): Promise<FeedbackReceived> {
  const bounds = feedbackBounds(brand.config);
  const content = input.content.trim();
  const problem = contentProblem(content, bounds);
  if (problem) throw apiError('FIELD_INVALID', { reason: translate(lang, 'errors:reason_feedback_length', { min: String(bounds.minChars), max: String(bounds.maxChars) }) }, 'content');
  const images = (input.images ?? []).map((data, i) => readProof(data, `images.${i}`));
  const contact = memberId === null ? input.contact?.trim() || null : null;
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('feedback')
      .values({ brand_id: brand.id, member_id: memberId, question_type: input.topic, content, contact, lang, ip })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (images.length)
      await trx
        .insertInto('feedback_images')
        .values(images.map((p) => ({ feedback_id: id, content_type: p.contentType, width: p.width, height: p.height, bytes: p.bytes })))
        .execute();
    return { id, status: 'open' as const };
  });
}

/** One page of a member's own feedback, newest first, with the answer once given. */
export async function myFeedback(db: Kysely<Tables>, memberId: string, pageNo: number, pageSize: number): Promise<MyFeedbackPage> {
  const base = db.selectFrom('feedback as f').where('f.member_id', '=', memberId);
  const page = await pageOf(pageNo, pageSize, base, (limit, offset) =>
    base
      .select(['f.id', 'f.question_type', 'f.content', 'f.status', 'f.answer', 'f.created_at', 'f.answered_at'])
      .select((eb) => eb.selectFrom('feedback_images as i').whereRef('i.feedback_id', '=', 'f.id').select(eb.fn.countAll<string>().as('n')).as('images'))
      .orderBy('f.created_at', 'desc')
      .orderBy('f.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  );
  return {
    pageNo: page.pageNo,
    total: page.total,
    totalPages: page.totalPages,
    list: page.rows.map((r) => ({
      id: r.id,
      topic: r.question_type as FeedbackRequest['topic'],
      content: r.content,
      images: Number(r.images ?? 0),
      status: r.status,
      answer: r.answer,
      createdAt: iso(r.created_at)!,
      answeredAt: iso(r.answered_at),
    })),
  };
}

/** The support desk's queue: a brand's feedback of one status, oldest first. */
export async function feedbackQueue(db: Kysely<Tables>, brandId: string, status: Status, pageNo: number, pageSize: number): Promise<OpsFeedbackPage> {
  const base = db.selectFrom('feedback as f').where('f.brand_id', '=', brandId).where('f.status', '=', status);
  const page = await pageOf(pageNo, pageSize, base, (limit, offset) =>
    base
      .leftJoin('members as m', 'm.id', 'f.member_id')
      .select(['f.id', 'm.account', 'f.contact', 'f.question_type', 'f.content', 'f.status', 'f.assigned_name', 'f.answer', 'f.answered_by', 'f.created_at', 'f.answered_at', 'f.closed_at'])
      .orderBy('f.created_at', 'asc')
      .orderBy('f.id', 'asc')
      .limit(limit)
      .offset(offset)
      .execute(),
  );
  const ids = page.rows.map((r) => r.id);
  const images = ids.length ? await db.selectFrom('feedback_images').select(['id', 'feedback_id']).where('feedback_id', 'in', ids).orderBy('id').execute() : [];
  return {
    pageNo: page.pageNo,
    total: page.total,
    totalPages: page.totalPages,
    list: page.rows.map((r) => ({
      id: r.id,
      member: r.account,
      contact: r.contact,
      topic: r.question_type as FeedbackRequest['topic'],
      content: r.content,
      images: images.filter((i) => i.feedback_id === r.id).map((i) => i.id),
      status: r.status,
      assignedTo: r.assigned_name,
      answer: r.answer,
      answeredBy: r.answered_by,
      createdAt: iso(r.created_at)!,
      answeredAt: iso(r.answered_at),
      closedAt: iso(r.closed_at),
    })),
  };
}

/** Which statuses each action may start from. */
const from: Record<OpsFeedbackActionRequest['action'], readonly Status[]> = { assign: ['open', 'assigned'], answer: ['open', 'assigned'], close: ['open', 'assigned', 'answered'] };

/**
 * The desk's step on one feedback, in one transaction with its audit line: taken by the operator,
 * answered (a member's answer goes to their inbox as a message, which the inbox's trigger tells
 * their open pages at commit; a visitor is reached by the contact they left), or closed.
 */
export async function actOnFeedback(db: Kysely<Tables>, brand: Brand, operator: { id: string; username: string }, input: OpsFeedbackActionRequest, ip: string): Promise<OpsFeedbackActionDone> {
  const answer = input.action === 'answer' ? (input.answer ?? '').trim() : null;
  if (input.action === 'answer' && !answer) throw apiError('FIELD_INVALID', { reason: 'errors:reason_required' }, 'answer');
  // The answer becomes an inbox message, which is plain text.
  if (answer && holdsMarkup(answer)) throw apiError('FIELD_INVALID', { reason: 'errors:reason_plain_text' }, 'answer');
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('feedback').selectAll().where('id', '=', input.id).where('brand_id', '=', brand.id).forUpdate().executeTakeFirst();
    if (!row) throw apiError('NOT_FOUND', {}, 'id');
    if (!from[input.action].includes(row.status)) throw apiError('FEEDBACK_DONE');
    let status: Status;
    if (input.action === 'assign') {
      status = 'assigned';
      await trx.updateTable('feedback').set({ status, assigned_to: operator.id, assigned_name: operator.username }).where('id', '=', row.id).execute();
    } else if (input.action === 'answer') {
      status = 'answered';
      await trx
        .updateTable('feedback')
        .set({ status, answer, answered_by: operator.username, answered_at: new Date(), assigned_to: row.assigned_to ?? operator.id, assigned_name: row.assigned_name ?? operator.username })
        .where('id', '=', row.id)
        .execute();
      if (row.member_id) await sendSystemMessage(trx, brand, row.member_id, 'feedbackAnswered', (lang) => ({ type: translate(lang, `screens:feedbackType_${row.question_type}`), answer: answer! }));
    } else {
      status = 'closed';
      await trx.updateTable('feedback').set({ status, closed_at: new Date() }).where('id', '=', row.id).execute();
    }
    await audit(trx, { operator, action: `feedback.${input.action}`, brandId: brand.id, target: row.id, detail: { from: row.status, member: row.member_id, ...(answer ? { answer } : {}) }, ip });
    return { id: row.id, status };
  });
}

/** One picture of a brand's feedback, for the desk. */
export async function feedbackImage(db: Kysely<Tables>, brandId: string, id: string): Promise<OpsFeedbackImage> {
  const row = await db
    .selectFrom('feedback_images as i')
    .innerJoin('feedback as f', 'f.id', 'i.feedback_id')
    .select(['i.content_type', 'i.width', 'i.height', 'i.bytes'])
    .where('i.id', '=', id)
    .where('f.brand_id', '=', brandId)
    .executeTakeFirst();
  if (!row) throw apiError('NOT_FOUND');
  return { contentType: row.content_type as OpsFeedbackImage['contentType'], width: row.width, height: row.height, data: Buffer.from(row.bytes).toString('base64') };
}
