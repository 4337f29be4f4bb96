import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import type { NewJob } from '../../jobs/jobs';
import { apiError } from '../../errors';
import { pageOf } from '../../db/pageOf';
import { findMember } from '../../lib/findMember';
import { accountKey } from '../../lib/tokens';
import { translate, type Language } from '../../i18n';
import type { OpsMessagePage, OpsSendMessageRequest } from '../../../src/generated/types';
import { checkedTexts, publishTime, type DeskNews } from './service';
import { publishJob } from './publishJob';

/** What sending a message needs of the job queue: a job sent in the same transaction. */
export interface JobSender {
  send(db: Kysely<Tables>, job: NewJob): Promise<boolean>;
}

/** The VIP module's news (decision 0261): a level reached, with its upgrade bonus; a monthly bonus paid. */
export type VipNews = 'vipUp' | 'vipMonthly';
/**
 * An agent's news: money its upline sent to its main wallet (decision 0273); a dividend or a daily
 * wage its contract paid (decision 0284), or a dividend held for the payments role (decision 0292); the console's moves of a team (decision 0285): a member
 * gone from an agent's team, a member's new upline.
 */
export type AgentNews = 'fromUpline' | 'dividendPaid' | 'dividendHeld' | 'dailyWagePaid' | 'teamMovedAway' | 'movedUnder';
/** An agent's contract news (decision 0283): an offer, its answer, a request to end it, its end. */
export type ContractNews = 'contractOffered' | 'contractAccepted' | 'contractRejected' | 'contractWithdrawn' | 'contractEndAsked' | 'contractEndDeclined' | 'contractEnded' | 'contractBroken';
/** A settlement the console decided or corrected (decision 0292), told to the agent and its upline alike. */
export type SettlementNews = 'settlementApproved' | 'settlementRejected' | 'settlementAdjusted';
/** The support desk's answer to a member's feedback (decision 0321). */
export type FeedbackNews = 'feedbackAnswered';

const iso = (d: Date | string) => new Date(d).toISOString();

/** One page of a brand's messages for the console (of one kind, if given), newest publication first, each with how many members read it. */
export async function brandMessages(db: Kysely<Tables>, brandId: string, kind: 'operator' | 'system' | undefined, pageNo: number, pageSize: number): Promise<OpsMessagePage> {
  let base = db.selectFrom('messages as m').where('m.brand_id', '=', brandId);
  if (kind) base = base.where('m.kind', '=', kind);
  const page = await pageOf(pageNo, pageSize, base, (limit, offset) =>
    base
      .leftJoin('members as mb', 'mb.id', 'm.member_id')
      .leftJoin('operators as o', 'o.id', 'm.created_by')
      .select(['m.id', 'm.audience', 'm.kind', 'm.title', 'm.body', 'm.publish_at', 'm.created_at', 'm.withdrawn_at', 'mb.account', 'o.username'])
      .select(sql<string>`(select count(*) from message_receipts r where r.message_id = m.id and r.read_at is not null)`.as('readers'))
      .orderBy('m.publish_at', 'desc')
      .orderBy('m.id', 'desc')
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
      audience: r.audience,
      member: r.account,
      kind: r.kind,
      title: r.title,
      body: r.body,
      publishAt: iso(r.publish_at),
      createdAt: iso(r.created_at),
      createdBy: r.username,
      withdrawnAt: r.withdrawn_at ? iso(r.withdrawn_at) : null,
      readers: Number(r.readers),
    })),
  };
}

/**
 * An operator's message, in the caller's transaction: its texts in every content language of the
 * brand, the one member found by account (400 FIELD_INVALID on `member` otherwise), published now
 * (the database's trigger tells the open pages at commit) or later (a job sent with it tells them
 * then; should the database's clock already be past it, the trigger has told them too). Never edited afterwards.
 */
export async function sendMessage(db: Kysely<Tables>, jobs: JobSender, brand: Brand, operatorId: string, input: OpsSendMessageRequest): Promise<{ id: string }> {
  const texts = checkedTexts(brand.config.supportLanguages, input.title, input.body);
  const publishAt = publishTime(input.publishAt, new Date());
  let memberId: string | null = null;
  if (input.audience === 'member') {
    const member = await findMember(db, brand.id, { accountKey: accountKey(input.member ?? '') });
    if (!member) throw apiError('FIELD_INVALID', { reason: 'errors:reason_member_unknown' }, 'member');
    memberId = member.id;
  }
  const { id } = await db
    .insertInto('messages')
    .values({
      brand_id: brand.id,
      audience: input.audience,
      member_id: memberId,
      kind: 'operator',
      title: JSON.stringify(texts.title),
      body: JSON.stringify(texts.body),
      ...(publishAt ? { publish_at: publishAt } : {}),
      created_by: operatorId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (publishAt) await jobs.send(db, publishJob.schedule({ id, publishAt }));
  return { id };
}

/** Takes a message of the brand out of every inbox, for good; false when the brand has no such message. Withdrawing twice keeps the first time. */
export async function withdrawMessage(db: Kysely<Tables>, brandId: string, id: string): Promise<boolean> {
  const row = await db
    .updateTable('messages')
    .set({ withdrawn_at: sql<Date>`coalesce(withdrawn_at, now())` })
    .where('id', '=', id)
    .where('brand_id', '=', brandId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A system message to one member, in the caller's transaction (the decision that calls for it: a
 * rollback leaves no message), written in each content language of the brand from
 * `locales/<lang>/inbox.json` with `params` filled in (given per language when one names something
 * written in each, as a race's title or a VIP level's label).
 */
export async function sendSystemMessage(
  db: Kysely<Tables>,
  brand: Brand,
  memberId: string,
  news: DeskNews | VipNews | AgentNews | ContractNews | SettlementNews | FeedbackNews,
  params: Record<string, string> | ((lang: Language) => Record<string, string>),
): Promise<void> {
  const title: Record<string, string> = {};
  const body: Record<string, string> = {};
  for (const lang of brand.config.supportLanguages as readonly Language[]) {
    const filled = typeof params === 'function' ? params(lang) : params;
    title[lang] = translate(lang, `inbox:${news}_title`, filled);
    body[lang] = translate(lang, `inbox:${news}_body`, filled);
  }
  await db
    .insertInto('messages')
    .values({ brand_id: brand.id, audience: 'member', member_id: memberId, kind: 'system', title: JSON.stringify(title), body: JSON.stringify(body) })
    .execute();
}
