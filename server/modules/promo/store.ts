import type { Kysely, Selectable } from 'kysely';
import type { Tables } from '../../db/tables';
import type { BonusGrant, PromotionCard, PromotionDetail } from '../../../src/generated/types';
import { fromMinorUnits } from '../../../src/engine/money';
import { pickTranslation, type Translations } from '../../../src/engine/pickTranslation';

export type PromotionRow = Selectable<Tables['promotions']>;
export type GrantRow = Selectable<Tables['bonus_grants']>;

/** A brand's promotions that are switched on, in its order. */
export function runningPromotions(db: Kysely<Tables>, brandId: string): Promise<PromotionRow[]> {
  return db.selectFrom('promotions').selectAll().where('brand_id', '=', brandId).where('enabled', '=', true).orderBy('sort').orderBy('id').execute();
}

export function promotionOf(db: Kysely<Tables>, brandId: string, id: string): Promise<PromotionRow | undefined> {
  return db.selectFrom('promotions').selectAll().where('brand_id', '=', brandId).where('id', '=', id).where('enabled', '=', true).executeTakeFirst();
}

const textOf = (texts: Translations, lang: string, fallback: string) => pickTranslation(texts, lang, fallback);
const moneyOrNull = (minor: string | null) => (minor === null ? null : fromMinorUnits(minor));

/** A promotion's card: the list's, less the parts only an envelope's, a raffle's or the missions' card has. */
export type LedgerCard = Omit<PromotionCard, 'kind' | 'envelope' | 'raffle' | 'missions'> & { kind: PromotionRow['kind'] };

/** The offer as a card, in a language, with the status and block the caller worked out. */
export function cardOf(p: PromotionRow, lang: string, fallback: string, status: PromotionCard['status'], blocked: PromotionCard['blocked']): LedgerCard {
  return {
    id: p.id,
    kind: p.kind,
    title: textOf(p.title, lang, fallback),
    summary: textOf(p.summary, lang, fallback),
    // A picture drawn per language names it `{lang}` (the seed's banners).
    image: p.image?.replace('{lang}', lang) ?? null,
    startsAt: new Date(p.starts_at).toISOString(),
    endsAt: p.ends_at ? new Date(p.ends_at).toISOString() : null,
    percent: p.percent,
    cap: moneyOrNull(p.cap),
    minDeposit: fromMinorUnits(p.min_deposit),
    amount: moneyOrNull(p.amount),
    contact: p.contact,
    turnoverMultiplier: p.turnover_multiplier,
    status,
    blocked,
  };
}

export function detailOf(p: PromotionRow, card: LedgerCard, lang: string, fallback: string, application: PromotionDetail['application']): PromotionDetail {
  return {
    ...card,
    rules: textOf(p.rules, lang, fallback),
    turnoverBase: p.turnover_base,
    contributions: p.contributions,
    maxStake: moneyOrNull(p.max_stake),
    expiryDays: p.expiry_days,
    minAccountDays: p.min_account_days,
    minDeposits: p.min_deposits,
    minRankLevel: p.min_rank_level,
    period: p.period,
    application,
  };
}

export function grantOf(g: GrantRow, title: string): BonusGrant {
  return {
    id: g.id,
    promotionId: g.promotion_id,
    title,
    amount: fromMinorUnits(g.amount),
    required: fromMinorUnits(g.required),
    progress: fromMinorUnits(g.progress),
    status: g.status,
    maxStake: moneyOrNull(g.max_stake),
    expiresAt: new Date(g.expires_at).toISOString(),
    createdAt: new Date(g.created_at).toISOString(),
    endedAt: g.ended_at ? new Date(g.ended_at).toISOString() : null,
    endCause: g.end_cause,
  };
}

/** A member's grants, newest first, with their promotions' titles. */
export async function grantsOf(db: Kysely<Tables>, memberId: string, lang: string, fallback: string): Promise<BonusGrant[]> {
  const rows = await db
    .selectFrom('bonus_grants as g')
    .innerJoin('promotions as p', 'p.id', 'g.promotion_id')
    .selectAll('g')
    .select('p.title as promotion_title')
    .where('g.member_id', '=', memberId)
    .orderBy('g.id', 'desc')
    .limit(50)
    .execute();
  return rows.map((r) => grantOf(r, textOf(r.promotion_title, lang, fallback)));
}
