import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import type { OpsPromoApplications, OpsPromotions, OpsSavePromotionRequest } from '../../../src/generated/types';
import { fromMinorUnits, toMinorUnits } from '../../../src/engine/money';
import { pickTranslation } from '../../../src/engine/pickTranslation';
import { isTrialAccount } from '../../../src/engine/accountType';
import { apiError } from '../../errors';
import { holdsMarkup, offeredLanguages } from '../../lib/plainText';
import { findMember } from '../../lib/findMember';
import { accountKey } from '../../lib/tokens';
import { offersChanged } from '../../lib/offersNotice';
import type { NewJob } from '../../jobs/jobs';
import { grantBonus, PROMO_HOUSE } from './service';
import { promotionOf } from './store';
import { endGrant } from './turnover';
import { turnsJob } from './turnsJob';

const minorOrNull = (text: string | null | undefined) => (text === null || text === undefined ? null : String(toMinorUnits(text)));
const moneyOrNull = (minor: string | null) => (minor === null ? null : fromMinorUnits(minor));

/** A brand's promotions for the console, with each one's cost: what house `promotions` paid under its reference, less what came back. */
export async function opsPromotions(db: Kysely<Tables>, brandId: string): Promise<OpsPromotions> {
  const [rows, costs, counts] = await Promise.all([
    db.selectFrom('promotions').selectAll().where('brand_id', '=', brandId).orderBy('sort').orderBy('id').execute(),
    sql<{ reference: string; cost: string }>`
      select t.reference, (-sum(e.amount))::text as cost from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
      where t.brand_id = ${brandId} and e.house_account = ${PROMO_HOUSE} group by t.reference`.execute(db),
    sql<{ promotion_id: string; grants: number; applying: number }>`
      select p.id as promotion_id,
        (select count(*)::int from bonus_grants g where g.promotion_id = p.id) as grants,
        (select count(*)::int from promotion_applications a where a.promotion_id = p.id and a.status = 'applying') as applying
      from promotions p where p.brand_id = ${brandId}`.execute(db),
  ]);
  const costOf = new Map(costs.rows.map((c) => [c.reference, c.cost]));
  const countOf = new Map(counts.rows.map((c) => [c.promotion_id, c]));
  return {
    list: rows.map((p) => ({
      id: p.id,
      kind: p.kind,
      title: p.title,
      summary: p.summary,
      rules: p.rules,
      image: p.image,
      startsAt: new Date(p.starts_at).toISOString(),
      endsAt: p.ends_at ? new Date(p.ends_at).toISOString() : null,
      percent: p.percent,
      cap: moneyOrNull(p.cap),
      minDeposit: fromMinorUnits(p.min_deposit),
      amount: moneyOrNull(p.amount),
      contact: p.contact,
      turnoverMultiplier: p.turnover_multiplier,
      turnoverBase: p.turnover_base,
      contributions: p.contributions,
      maxStake: moneyOrNull(p.max_stake),
      expiryDays: p.expiry_days,
      minAccountDays: p.min_account_days,
      minDeposits: p.min_deposits,
      minRankLevel: p.min_rank_level,
      period: p.period,
      enabled: p.enabled,
      sort: p.sort,
      cost: fromMinorUnits(costOf.get(p.id) ?? '0'),
      grants: countOf.get(p.id)?.grants ?? 0,
      applying: countOf.get(p.id)?.applying ?? 0,
    })),
  };
}

/** A promotion written by an operator, new or over its id in the same brand; its texts plain, in the brand's languages. */
export async function savePromotion(db: Kysely<Tables>, jobs: { send(db: Kysely<Tables>, job: NewJob): Promise<boolean> }, brand: Brand, input: OpsSavePromotionRequest): Promise<{ id: string }> {
  const languages = brand.config.supportLanguages as readonly string[];
  for (const field of ['title', 'summary', 'rules'] as const) {
    offeredLanguages(languages, input[field], field);
    for (const [lang, text] of Object.entries(input[field] as Record<string, string>)) if (holdsMarkup(text)) throw apiError('FIELD_INVALID', { reason: 'errors:reason_plain_text' }, `${field}.${lang}`);
  }
  const isDeposit = input.kind === 'firstDeposit' || input.kind === 'reloadDeposit';
  if (isDeposit && (!input.percent || !input.cap)) throw apiError('FIELD_INVALID', { reason: 'errors:reason_promo_deposit' }, input.percent ? 'cap' : 'percent');
  if (input.kind === 'fixed' && !input.amount) throw apiError('FIELD_INVALID', { reason: 'errors:reason_promo_amount' }, 'amount');
  if (input.kind === 'application' && !input.cap) throw apiError('FIELD_INVALID', { reason: 'errors:reason_promo_amount' }, 'cap');
  if (input.endsAt && new Date(input.endsAt) <= new Date(input.startsAt)) throw apiError('FIELD_INVALID', { reason: 'errors:reason_promo_ends' }, 'endsAt');
  const owner = await db.selectFrom('promotions').select('brand_id').where('id', '=', input.id).executeTakeFirst();
  if (owner && owner.brand_id !== brand.id) throw apiError('NOT_FOUND', {}, 'id');
  const values = {
    brand_id: brand.id,
    kind: input.kind,
    percent: isDeposit ? (input.percent ?? null) : null,
    cap: minorOrNull(input.cap),
    min_deposit: String(toMinorUnits(input.minDeposit ?? '0')),
    amount: minorOrNull(input.amount),
    contact: input.kind === 'application' ? (input.contact ?? null) : null,
    title: JSON.stringify(input.title),
    summary: JSON.stringify(input.summary),
    rules: JSON.stringify(input.rules),
    image: input.image ?? null,
    starts_at: input.startsAt,
    ends_at: input.endsAt ?? null,
    turnover_multiplier: input.turnoverMultiplier ?? 0,
    turnover_base: input.turnoverBase ?? 'bonus',
    contributions: JSON.stringify(input.contributions ?? {}),
    max_stake: minorOrNull(input.maxStake),
    expiry_days: input.expiryDays ?? 7,
    min_account_days: input.minAccountDays ?? 0,
    min_deposits: input.minDeposits ?? 0,
    min_rank_level: input.minRankLevel ?? 0,
    period: input.period ?? 'once',
    enabled: input.enabled ?? true,
    sort: input.sort ?? 0,
  };
  const saved = await db
    .insertInto('promotions')
    .values({ id: input.id, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .returning(['starts_at', 'ends_at'])
    .executeTakeFirstOrThrow();
  // Its start and end to come turn its card on open pages when they pass (decision 0289).
  for (const job of turnsJob.schedule({ id: input.id, startsAt: saved.starts_at, endsAt: saved.ends_at })) await jobs.send(db, job);
  await offersChanged(db, brand.id);
  return { id: input.id };
}

export async function promoApplications(db: Kysely<Tables>, brand: Brand, lang: string, status: 'applying' | 'issued' | 'rejected'): Promise<OpsPromoApplications> {
  const rows = await db
    .selectFrom('promotion_applications as a')
    .innerJoin('promotions as p', 'p.id', 'a.promotion_id')
    .innerJoin('members as m', 'm.id', 'a.member_id')
    .select(['a.id', 'a.promotion_id', 'p.title', 'm.account', 'a.remark', 'p.contact', 'a.contact_id', 'p.cap', 'a.status', 'a.amount', 'a.reason', 'a.created_at'])
    .where('a.brand_id', '=', brand.id)
    .where('a.status', '=', status)
    .orderBy('a.id', status === 'applying' ? 'asc' : 'desc')
    .limit(100)
    .execute();
  return {
    list: rows.map((r) => ({
      id: r.id,
      promotionId: r.promotion_id,
      title: pickTranslation(r.title, lang, brand.config.defaultLang),
      member: r.account,
      remark: r.remark,
      contact: r.contact,
      contactId: r.contact_id,
      cap: fromMinorUnits(r.cap ?? '0'),
      status: r.status,
      amount: moneyOrNull(r.amount),
      reason: r.reason,
      createdAt: new Date(r.created_at).toISOString(),
    })),
  };
}

/** An operator forfeits a member's active bonus by hand, with the reason the member is told. */
export async function forfeitByHand(trx: Kysely<Tables>, brand: Brand, account: string, reason: string): Promise<{ id: string }> {
  const member = await findMember(trx, brand.id, { accountKey: accountKey(account) });
  if (!member) throw apiError('NOT_FOUND', {}, 'member');
  const active = await trx.selectFrom('bonus_grants').select('id').where('member_id', '=', member.id).where('status', '=', 'active').executeTakeFirst();
  if (!active || !(await endGrant(trx, brand, active.id, 'forfeited', { reason, cause: 'operator' }))) throw apiError('NOT_FOUND', {}, 'member');
  return { id: active.id };
}

/**
 * An operator grants a promotion's bonus to a member by hand, with a reason (decision 0268): a fixed
 * promotion's own amount, any other kind the amount given, at most its cap. The grant's period is
 * the request's own (`hand:` and a digest of its idempotency key), so one operator's request grants
 * once however often it is sent, and its ledger change is keyed by that cause; a member already
 * holding a bonus is refused, as a claim is.
 */
export async function grantByHand(trx: Kysely<Tables>, brand: Brand, onceKey: string, input: { promotionId: string; member: string; amount?: string }): Promise<{ id: string; amount: string }> {
  const member = await findMember(trx, brand.id, { accountKey: accountKey(input.member) });
  if (!member || isTrialAccount(member.type)) throw apiError('FIELD_INVALID', { reason: 'errors:reason_member_unknown' }, 'member');
  const p = await promotionOf(trx, brand.id, input.promotionId);
  if (!p) throw apiError('NOT_FOUND', {}, 'promotionId');
  let amount: bigint;
  if (p.kind === 'fixed') amount = BigInt(p.amount!);
  else {
    const given = input.amount === undefined ? null : toMinorUnits(input.amount);
    if (!given || given <= 0n) throw apiError('AMOUNT_INVALID', {}, 'amount');
    if (given > BigInt(p.cap!)) throw apiError('PROMO_AMOUNT_ABOVE_CAP', { cap: fromMinorUnits(p.cap!) }, 'amount');
    amount = given;
  }
  const period = `hand:${createHash('sha256').update(onceKey).digest('base64url').slice(0, 22)}`;
  const grant = await grantBonus(trx, brand, p, member.id, period, amount, null);
  return { id: grant.id, amount: fromMinorUnits(amount) };
}
