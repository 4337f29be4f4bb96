import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import type { BonusGrant, PromotionCard, PromotionDetail } from '../../../src/generated/types';
import { fromMinorUnits } from '../../../src/engine/money';
import { pickTranslation } from '../../../src/engine/pickTranslation';
import { apiError } from '../../errors';
import { isUniqueViolation } from '../../db/isUniqueViolation';
import { holdsMarkup } from '../../lib/plainText';
import { postChange } from '../wallet/index';
import { sendSystemMessage } from '../inbox/index';
import type { Language } from '../../i18n';
import { offerCards } from './offers';
import { cardOf, detailOf, grantOf, promotionOf, runningPromotions, type GrantRow, type PromotionRow } from './store';

/** The house account every bonus is paid from and every forfeited one returns to: its entries, by reference, are each promotion's cost. */
export const PROMO_HOUSE = 'promotions';

/** The period a claim counts in (UTC): `once` for ever, else the day, the ISO week or the month of `at`. */
export function periodOf(period: PromotionRow['period'], at: Date): string {
  const day = at.toISOString().slice(0, 10);
  if (period === 'once') return 'once';
  if (period === 'day') return day;
  if (period === 'month') return day.slice(0, 7);
  // ISO week: the Thursday of the week names its year.
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const weekday = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** What a member brings to a promotion's conditions, read once per page. */
export interface MemberFacts {
  id: string;
  accountDays: number;
  /** Credited deposits. */
  deposits: number;
  /** VIP level: every member is level 0 until VIP levels exist (decision 0262). */
  rankLevel: number;
  /** The member's grants and applications by promotion and period. */
  grants: Map<string, GrantRow>;
  applications: Map<string, { status: 'applying' | 'issued' | 'rejected'; remark: string; amount: string | null; reason: string | null; period: string }>;
  hasActive: boolean;
  /** A credited deposit no bonus used yet: for a first-deposit bonus the member's first, for a reload one a later one. */
  unusedFirst: { id: string; amount: bigint } | null;
  unusedReload: { id: string; amount: bigint } | null;
}

export async function memberFacts(db: Kysely<Tables>, memberId: string): Promise<MemberFacts> {
  // One after the other: `db` may be a claim's transaction, which takes one statement at a time.
  const member = await db.selectFrom('members').select('created_at').where('id', '=', memberId).executeTakeFirstOrThrow();
  const deposits = await db
    .selectFrom('deposits as d')
    .leftJoin('bonus_grants as g', 'g.deposit_id', 'd.id')
    .select(['d.id', 'd.amount', 'g.id as grant_id'])
    .where('d.member_id', '=', memberId)
    .where('d.status', '=', 'approved')
    .orderBy('d.decided_at')
    .orderBy('d.id')
    .execute();
  const grants = await db.selectFrom('bonus_grants').selectAll().where('member_id', '=', memberId).execute();
  const applications = await db.selectFrom('promotion_applications').select(['promotion_id', 'period', 'status', 'remark', 'amount', 'reason']).where('member_id', '=', memberId).execute();

  const first = deposits[0];
  const reload = [...deposits.slice(1)].reverse().find((d) => d.grant_id === null);
  return {
    id: memberId,
    accountDays: Math.floor((Date.now() - new Date(member.created_at).getTime()) / 86_400_000),
    deposits: deposits.length,
    rankLevel: 0,
    grants: new Map(grants.map((g) => [`${g.promotion_id}:${g.period}`, g])),
    applications: new Map(applications.map((a) => [`${a.promotion_id}:${a.period}`, a])),
    hasActive: grants.some((g) => g.status === 'active'),
    unusedFirst: first && first.grant_id === null ? { id: first.id, amount: BigInt(first.amount) } : null,
    unusedReload: reload ? { id: reload.id, amount: BigInt(reload.amount) } : null,
  };
}

const isOpen = (p: PromotionRow, now: Date) => new Date(p.starts_at) <= now && (!p.ends_at || new Date(p.ends_at) > now);

/** Why the member may not take the promotion now, or null. */
function blockOf(p: PromotionRow, m: MemberFacts): PromotionCard['blocked'] {
  if (m.accountDays < p.min_account_days) return 'accountAge';
  if (m.deposits < p.min_deposits) return 'deposits';
  if (m.rankLevel < p.min_rank_level) return 'level';
  if (m.hasActive && p.kind !== 'application') return 'bonusActive';
  return null;
}

/** SPEC §4's activity status: a visitor's is the offer's; a member's follows what they did in this period. */
export function statusOf(p: PromotionRow, m: MemberFacts | null, now = new Date()): { status: PromotionCard['status']; blocked: PromotionCard['blocked'] } {
  if (new Date(p.starts_at) > now) return { status: 'comingSoon', blocked: null };
  const period = periodOf(p.period, now);
  const grant = m?.grants.get(`${p.id}:${period}`);
  const application = m?.applications.get(`${p.id}:${period}`);
  if (p.kind === 'application' && application) return { status: application.status, blocked: null };
  if (grant) return { status: grant.status === 'active' ? 'process' : 'claimed', blocked: null };
  if (p.ends_at && new Date(p.ends_at) <= now) return { status: 'close', blocked: null };
  const offer: PromotionCard['status'] = p.kind === 'application' ? 'apply' : p.kind === 'fixed' ? 'claim' : 'join';
  if (!m) return { status: offer, blocked: null };
  const blocked = blockOf(p, m);
  // A deposit bonus is joined by depositing: claimable once a credited deposit qualifies.
  if (offer === 'join' && depositFor(p, m)) return { status: 'claim', blocked };
  return { status: offer, blocked };
}

function depositFor(p: PromotionRow, m: MemberFacts) {
  const d = p.kind === 'firstDeposit' ? m.unusedFirst : p.kind === 'reloadDeposit' ? m.unusedReload : null;
  return d && d.amount >= BigInt(p.min_deposit) ? d : null;
}

/** The promotions page: the brand's promotions, then the envelopes, raffles and missions it offers beside them (decision 0279). */
export async function promotionCards(db: Kysely<Tables>, brand: Brand, lang: Language, memberId: string | null): Promise<PromotionCard[]> {
  const [rows, facts, offers] = await Promise.all([runningPromotions(db, brand.id), memberId ? memberFacts(db, memberId) : null, offerCards(db, brand, lang, memberId)]);
  const promotions = rows.map((p): PromotionCard => {
    const { status, blocked } = statusOf(p, facts);
    return { ...cardOf(p, lang, brand.config.defaultLang, status, blocked), envelope: null, raffle: null, missions: null };
  });
  return [...promotions, ...offers];
}

export async function promotionDetail(db: Kysely<Tables>, brand: Brand, lang: string, memberId: string | null, id: string): Promise<PromotionDetail> {
  const [p, facts] = await Promise.all([promotionOf(db, brand.id, id), memberId ? memberFacts(db, memberId) : null]);
  if (!p) throw apiError('NOT_FOUND', {}, 'id');
  const { status, blocked } = statusOf(p, facts);
  const application = facts?.applications.get(`${p.id}:${periodOf(p.period, new Date())}`);
  return detailOf(p, cardOf(p, lang, brand.config.defaultLang, status, blocked), lang, brand.config.defaultLang, application ? { status: application.status, remark: application.remark, amount: application.amount === null ? null : fromMinorUnits(application.amount), reason: application.reason } : null);
}

/**
 * How many of the brand's running promotions the member may take now (claim, join by depositing, or
 * apply for) with nothing in the way: with their unread messages, the avatar's count (SPEC §2.3).
 */
export async function countAvailable(db: Kysely<Tables>, brand: Brand, memberId: string): Promise<number> {
  const [rows, facts] = await Promise.all([runningPromotions(db, brand.id), memberFacts(db, memberId)]);
  const now = new Date();
  return rows.filter((p) => {
    const { status, blocked } = statusOf(p, facts, now);
    return blocked === null && (status === 'claim' || status === 'join' || status === 'apply');
  }).length;
}

/** The promotion a member may take now, or the reason they may not. */
async function takeable(db: Kysely<Tables>, brand: Brand, memberId: string, id: string, now: Date) {
  const p = await promotionOf(db, brand.id, id);
  if (!p) throw apiError('NOT_FOUND', {}, 'id');
  if (!isOpen(p, now)) throw apiError('PROMO_CLOSED');
  const facts = await memberFacts(db, memberId);
  const period = periodOf(p.period, now);
  if (facts.grants.has(`${p.id}:${period}`) || facts.applications.has(`${p.id}:${period}`)) throw apiError('PROMO_TAKEN');
  const blocked = blockOf(p, facts);
  if (blocked === 'bonusActive') throw apiError('BONUS_ACTIVE');
  if (blocked) throw apiError('PROMO_NOT_ELIGIBLE');
  return { p, facts, period };
}

const grantKey = (promotionId: string, memberId: string, period: string) => `promo:${promotionId}:${memberId}:${period}`;

/**
 * A bonus into the member's bonus wallet: the grant's row first, its key unique per member,
 * promotion and period (so of two claims at once one inserts and the other finds it), then one ledger
 * change from house `promotions` keyed by the same cause. Inside the caller's transaction.
 */
export async function grantBonus(trx: Kysely<Tables>, brand: Brand, p: PromotionRow, memberId: string, period: string, amount: bigint, deposit: { id: string; amount: bigint } | null): Promise<GrantRow> {
  const base = p.turnover_base === 'bonusDeposit' && deposit ? amount + deposit.amount : amount;
  let row: GrantRow | undefined;
  try {
    row = await trx
      .insertInto('bonus_grants')
      .values({
        brand_id: brand.id,
        promotion_id: p.id,
        member_id: memberId,
        period,
        amount: String(amount),
        deposit_id: deposit?.id ?? null,
        required: String(base * BigInt(p.turnover_multiplier)),
        contributions: JSON.stringify(p.contributions),
        max_stake: p.max_stake,
        expires_at: sql<Date>`now() + make_interval(days => ${p.expiry_days}::int)`,
      })
      .onConflict((oc) => oc.columns(['promotion_id', 'member_id', 'period']).doNothing())
      .returningAll()
      .executeTakeFirst();
  } catch (err) {
    if (isUniqueViolation(err) && (err as { constraint?: string }).constraint === 'bonus_grants_one_active') throw apiError('BONUS_ACTIVE');
    if (isUniqueViolation(err)) throw apiError('PROMO_TAKEN');
    throw err;
  }
  if (!row) throw apiError('PROMO_TAKEN');
  await postChange(trx, {
    brandId: brand.id,
    idempotencyKey: grantKey(p.id, memberId, period),
    kind: 'bonus',
    reference: p.id,
    postings: [
      { house: PROMO_HOUSE, amount: -amount },
      { memberId, wallet: 'bonus', amount },
    ],
    counts: { memberId, bonus: amount },
  });
  await sendSystemMessage(trx, brand, memberId, 'bonusGranted', { amount: `${brand.config.currency.symbol}${fromMinorUnits(amount)}` });
  return row;
}

/** A deposit or fixed bonus claimed by the member: once per period, whatever the number of requests. */
export async function claimPromotion(trx: Kysely<Tables>, brand: Brand, lang: string, memberId: string, id: string): Promise<BonusGrant> {
  // A claim and a withdrawal request take the member's row lock first, so they take turns: a
  // withdrawal after a grant is refused (BONUS_WITHDRAWAL_BLOCKED), and a claim while a withdrawal
  // is unpaid is refused here, or a deposit could be paid out while its bonus stays in play.
  await trx.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().executeTakeFirstOrThrow();
  const unpaid = await trx.selectFrom('withdrawals').select('id').where('member_id', '=', memberId).where('status', 'in', ['pending', 'approved']).executeTakeFirst();
  if (unpaid) throw apiError('PROMO_WITHDRAWAL_PENDING');
  const { p, facts, period } = await takeable(trx, brand, memberId, id, new Date());
  if (p.kind === 'application') throw apiError('PROMO_CLOSED');
  let amount: bigint;
  let deposit: { id: string; amount: bigint } | null = null;
  if (p.kind === 'fixed') amount = BigInt(p.amount!);
  else {
    deposit = depositFor(p, facts);
    if (!deposit) throw apiError('PROMO_NO_DEPOSIT');
    amount = (deposit.amount * BigInt(p.percent!)) / 100n;
    if (amount > BigInt(p.cap!)) amount = BigInt(p.cap!);
  }
  const row = await grantBonus(trx, brand, p, memberId, period, amount, deposit);
  return grantOf(row, pickTranslation(p.title, lang, brand.config.defaultLang));
}

/** An application for an operator to decide: one per member, promotion and period. */
export async function applyPromotion(trx: Kysely<Tables>, brand: Brand, memberId: string, input: { id: string; remark?: string; contactId?: string }) {
  const { p, period } = await takeable(trx, brand, memberId, input.id, new Date());
  if (p.kind !== 'application') throw apiError('PROMO_CLOSED');
  const remark = (input.remark ?? '').trim();
  if (holdsMarkup(remark)) throw apiError('FIELD_INVALID', { reason: 'errors:reason_plain_text' }, 'remark');
  if (p.contact && !input.contactId) throw apiError('PROMO_CONTACT_REQUIRED', { contact: p.contact === 'zalo' ? 'Zalo' : 'WhatsApp' }, 'contactId');
  const row = await trx
    .insertInto('promotion_applications')
    .values({ brand_id: brand.id, promotion_id: p.id, member_id: memberId, period, remark, contact_id: p.contact ? input.contactId! : null })
    .onConflict((oc) => oc.columns(['promotion_id', 'member_id', 'period']).doNothing())
    .returning(['id', 'status'])
    .executeTakeFirst();
  if (!row) throw apiError('PROMO_TAKEN');
  return row;
}

/**
 * An application decided by an operator, once: issued (a grant of `amount`, at most the cap) or
 * rejected with a reason; the member is told either way.
 */
export async function decideApplication(trx: Kysely<Tables>, brand: Brand, operatorId: string, input: { id: string; approve: boolean; amount?: bigint; reason?: string }) {
  const app = await trx
    .updateTable('promotion_applications')
    .set({ status: input.approve ? 'issued' : 'rejected', amount: input.amount === undefined ? null : String(input.amount), reason: input.reason ?? null, decided_by: operatorId, decided_at: sql`now()` })
    .where('brand_id', '=', brand.id)
    .where('id', '=', input.id)
    .where('status', '=', 'applying')
    .returningAll()
    .executeTakeFirst();
  if (!app) throw apiError('NOT_FOUND', {}, 'id');
  const p = await trx.selectFrom('promotions').selectAll().where('id', '=', app.promotion_id).executeTakeFirstOrThrow();
  if (input.approve) {
    if (!input.amount || input.amount <= 0n) throw apiError('AMOUNT_INVALID', {}, 'amount');
    if (input.amount > BigInt(p.cap!)) throw apiError('PROMO_AMOUNT_ABOVE_CAP', { cap: fromMinorUnits(p.cap!) }, 'amount');
    await grantBonus(trx, brand, p, app.member_id, app.period, input.amount, null);
  } else {
    if (!input.reason) throw apiError('VALIDATION_FAILED', { field: 'reason' }, 'reason');
    await sendSystemMessage(trx, brand, app.member_id, 'applicationRejected', { reason: input.reason });
  }
  return { id: app.id, status: app.status };
}
