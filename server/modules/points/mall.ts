import { sql, type Kysely, type Selectable } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import type { Language } from '../../i18n';
import { translate } from '../../i18n';
import type {
  ConvertPointRequest,
  OpsDecideRedemptionRequest,
  OpsPointRedemptions,
  OpsPointReward,
  OpsPoints,
  OpsRedemptionDecided,
  OpsSavePointRewardRequest,
  PointBalance,
  PointRewards,
  RedeemPointList,
  RedeemPointRewardRequest,
  RedeemRecord,
} from '../../../src/generated/types';
import { fromMinorUnits, toMinorUnits } from '../../../src/engine/money';
import { pickTranslation, type Translations } from '../../../src/engine/pickTranslation';
import { apiError, ApiError } from '../../errors';
import { pageOf } from '../../db/pageOf';
import { POINTS_HOUSE, POINTS_WALLET, postChange, walletBalance, type Posting } from '../wallet/index';
import { pointsHouse } from './earn';
import { cashFor, ratioE4, ratioText, settingsOf } from './settings';

/** The money house accounts that pay for points: cash rewards and conversions. */
const cashHouse = { rewards: 'pointCash:rewards', conversions: 'pointCash:conversions' } as const;

type RedemptionRow = Pick<
  Selectable<Tables['point_redemptions']>,
  'id' | 'kind' | 'name' | 'quantity' | 'points' | 'amount' | 'ratio' | 'balance_after' | 'status' | 'remark' | 'created_at' | 'decided_at'
>;

const redemptionColumns = ['id', 'kind', 'name', 'quantity', 'points', 'amount', 'ratio', 'balance_after', 'status', 'remark', 'created_at', 'decided_at'] as const;

function nameOf(row: { kind: string; name: Translations }, brand: Brand, lang: Language): string {
  return row.kind === 'convert' ? translate(lang, 'member:pointsConversion') : pickTranslation(row.name, lang, brand.config.defaultLang);
}

function recordOf(row: RedemptionRow, brand: Brand, lang: Language): RedeemRecord {
  return {
    id: row.id,
    reference: `P${row.id}`,
    appliedAt: new Date(row.created_at).toISOString(),
    type: row.kind,
    name: nameOf(row, brand, lang),
    quantity: row.quantity,
    points: String(row.points),
    amount: row.amount === null ? null : fromMinorUnits(row.amount),
    status: row.status,
    remark: row.remark,
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
    changedPoints: `-${row.points}`,
    pointsBalance: String(row.balance_after),
    unit: brand.config.currency.code,
    ratio: ratioText(ratioE4(String(row.ratio))),
  };
}

/** A reward's points per 1 currency unit (its points over its amount), in ten-thousandths; 0 for goods without an amount. */
const rewardRatio = (points: bigint, amount: bigint | null) => (amount ? ratioText((points * 1_000_000n) / amount) : '0');

export async function pointBalance(db: Kysely<Tables>, brandId: string, memberId: string): Promise<PointBalance> {
  const [points, s] = await Promise.all([walletBalance(db, memberId, POINTS_WALLET), settingsOf(db, brandId)]);
  return { points: String(points), cashValue: fromMinorUnits(cashFor(points, s.ratios.redeem)) };
}

/** The point mall as players see it: rewards that are on, in order, in the request's language. */
export async function rewardsOf(db: Kysely<Tables>, brand: Brand, lang: Language, pageNo = 1, pageSize = 10): Promise<PointRewards> {
  const base = db.selectFrom('point_rewards').where('brand_id', '=', brand.id).where('active', '=', true);
  const page = await pageOf(pageNo, pageSize, base, (limit, offset) =>
    base.select(['id', 'kind', 'name', 'description', 'points', 'amount', 'stock']).orderBy('sort').orderBy('id').limit(limit).offset(offset).execute(),
  );
  return {
    pageNo,
    total: page.total,
    totalPages: page.totalPages,
    list: page.rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      name: pickTranslation(r.name, lang, brand.config.defaultLang),
      description: pickTranslation(r.description, lang, brand.config.defaultLang),
      points: String(r.points),
      amount: r.amount === null ? null : fromMinorUnits(r.amount),
      stock: r.stock,
    })),
  };
}

/** postChange's refusal of an overdraft, said of points. */
async function debiting<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ApiError && err.code === 'INSUFFICIENT_FUNDS') throw apiError('POINTS_NOT_ENOUGH');
    throw err;
  }
}

const nextRedemptionId = async (db: Kysely<Tables>) => (await sql<{ id: string }>`select nextval('point_redemptions_id_seq')::text as id`.execute(db)).rows[0]!.id;

/**
 * A redemption, in the call's transaction (the payment password already checked, outside it): the
 * stock taken in one update only a sufficient stock passes (of 50 at once for the last one, one
 * passes), the points debited (and a cash reward's amount credited to main) by one ledger change
 * keyed `pts-redeem:<id>`, and its record: approved for cash, in process for goods. A refusal
 * rolls all of it back.
 */
export async function redeem(db: Kysely<Tables>, brand: Brand, lang: Language, memberId: string, input: RedeemPointRewardRequest): Promise<RedeemRecord> {
  const q = input.quantity;
  const reward = await db
    .updateTable('point_rewards')
    .set({ stock: sql<number | null>`stock - ${q}::int` })
    .where('id', '=', input.rewardId)
    .where('brand_id', '=', brand.id)
    .where('active', '=', true)
    .where((eb) => eb.or([eb('stock', 'is', null), eb('stock', '>=', q)]))
    .returning(['id', 'kind', 'name', 'points', 'amount'])
    .executeTakeFirst();
  if (!reward) {
    const there = await db.selectFrom('point_rewards').select('id').where('id', '=', input.rewardId).where('brand_id', '=', brand.id).where('active', '=', true).executeTakeFirst();
    throw apiError(there ? 'REWARD_OUT_OF_STOCK' : 'NOT_FOUND');
  }
  const points = BigInt(reward.points) * BigInt(q);
  const amount = reward.amount === null ? null : BigInt(reward.amount) * BigInt(q);
  const id = await nextRedemptionId(db);
  const postings: Posting[] = [
    { memberId, wallet: POINTS_WALLET, amount: -points },
    { house: pointsHouse.rewards, amount: points },
  ];
  const cash = reward.kind === 'cash' && amount !== null;
  if (cash) postings.push({ house: cashHouse.rewards, amount: -amount }, { memberId, amount });
  const posted = await debiting(() => postChange(db, { brandId: brand.id, idempotencyKey: `pts-redeem:${id}`, kind: 'pointsRedeemed', reference: `P${id}`, postings }));
  const balance = posted.balances.find((b) => b.wallet === POINTS_WALLET)!.balance;
  const row = await db
    .insertInto('point_redemptions')
    .values({
      id,
      brand_id: brand.id,
      member_id: memberId,
      kind: reward.kind,
      reward_id: reward.id,
      name: JSON.stringify(reward.name),
      quantity: q,
      points: String(points),
      amount: amount === null ? null : String(amount),
      ratio: rewardRatio(BigInt(reward.points), reward.amount === null ? null : BigInt(reward.amount)),
      balance_after: String(balance),
      status: cash ? 'approved' : 'processing',
      decided_at: cash ? new Date() : null,
    })
    .returning(redemptionColumns)
    .executeTakeFirstOrThrow();
  return recordOf(row, brand, lang);
}

/**
 * Points to cash at the brand's redeem ratio, in the call's transaction (once per Idempotency-Key:
 * runOnce answers a repeat with the first answer): one ledger change touching both assets, the
 * points to `points:conversions` and the house's money from `pointCash:conversions` to main, keyed
 * `pts-convert:<id>`, and its record, approved.
 */
export async function convert(db: Kysely<Tables>, brand: Brand, lang: Language, memberId: string, input: ConvertPointRequest): Promise<RedeemRecord> {
  const points = BigInt(input.points);
  const s = await settingsOf(db, brand.id);
  const cash = cashFor(points, s.ratios.redeem);
  if (ratioE4(s.ratios.redeem) === 0n) throw apiError('POINTS_NOT_CONVERTIBLE');
  if (points < s.minConvert || cash <= 0n) throw apiError('POINTS_BELOW_MIN', { min: String(s.minConvert > (ratioE4(s.ratios.redeem) + 999_999n) / 1_000_000n ? s.minConvert : (ratioE4(s.ratios.redeem) + 999_999n) / 1_000_000n) }, 'points');
  const id = await nextRedemptionId(db);
  const posted = await debiting(() =>
    postChange(db, {
      brandId: brand.id,
      idempotencyKey: `pts-convert:${id}`,
      kind: 'pointsConverted',
      reference: `P${id}`,
      postings: [
        { memberId, wallet: POINTS_WALLET, amount: -points },
        { house: pointsHouse.conversions, amount: points },
        { house: cashHouse.conversions, amount: -cash },
        { memberId, amount: cash },
      ],
    }),
  );
  const balance = posted.balances.find((b) => b.wallet === POINTS_WALLET)!.balance;
  const row = await db
    .insertInto('point_redemptions')
    .values({
      id,
      brand_id: brand.id,
      member_id: memberId,
      kind: 'convert',
      quantity: 1,
      points: String(points),
      amount: String(cash),
      ratio: s.ratios.redeem,
      balance_after: String(balance),
      status: 'approved',
      decided_at: new Date(),
    })
    .returning(redemptionColumns)
    .executeTakeFirstOrThrow();
  return recordOf(row, brand, lang);
}

/** The member's redeem records, newest first. */
export async function redemptionsOf(
  db: Kysely<Tables>,
  brand: Brand,
  lang: Language,
  memberId: string,
  input: { pageNo?: number; pageSize?: number; status?: 'processing' | 'approved' | 'rejected' },
): Promise<RedeemPointList> {
  const pageNo = input.pageNo ?? 1;
  let base = db.selectFrom('point_redemptions').where('member_id', '=', memberId).where('brand_id', '=', brand.id);
  if (input.status) base = base.where('status', '=', input.status);
  const page = await pageOf(pageNo, input.pageSize ?? 10, base, (limit, offset) => base.select(redemptionColumns).orderBy('id', 'desc').limit(limit).offset(offset).execute());
  return { pageNo, total: page.total, totalPages: page.totalPages, list: page.rows.map((r) => recordOf(r, brand, lang)) };
}

// ---- The console's side.

const opsRewardOf = (r: Selectable<Tables['point_rewards']>): OpsPointReward => ({
  id: r.id,
  kind: r.kind,
  name: r.name,
  description: { ...r.description },
  points: String(r.points),
  amount: r.amount === null ? null : fromMinorUnits(r.amount),
  stock: r.stock,
  active: r.active,
  sort: r.sort,
});

/** A brand's points as the console edits them, with what they cost: each points house account's net, and the money paid for points. */
export async function opsPoints(db: Kysely<Tables>, brandId: string): Promise<OpsPoints> {
  const [s, rewards, waiting, cost] = await Promise.all([
    settingsOf(db, brandId),
    db.selectFrom('point_rewards').selectAll().where('brand_id', '=', brandId).orderBy('sort').orderBy('id').execute(),
    db.selectFrom('point_redemptions').select(sql<string>`count(*)`.as('n')).where('brand_id', '=', brandId).where('status', '=', 'processing').executeTakeFirstOrThrow(),
    sql<{ account: string; total: string }>`
      select e.house_account as account, sum(e.amount)::text as total
      from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
      where t.brand_id = ${brandId} and (e.house_account like ${`${POINTS_HOUSE}%`} or e.house_account like 'pointCash:%')
      group by 1 order by 1`.execute(db),
  ]);
  const cashPaid = cost.rows.filter((r) => r.account.startsWith('pointCash:')).reduce((sum, r) => sum - BigInt(r.total), 0n);
  return {
    ratios: s.ratios,
    minConvert: String(s.minConvert),
    rewards: rewards.map(opsRewardOf),
    waiting: Number(waiting.n),
    cost: cost.rows.filter((r) => r.account.startsWith(POINTS_HOUSE)).map((r) => ({ account: r.account, points: r.total })),
    cashPaid: fromMinorUnits(cashPaid),
  };
}

/** Adds a reward or replaces one of the brand's (404 for another brand's). A cash reward needs an amount. */
export async function saveReward(db: Kysely<Tables>, input: OpsSavePointRewardRequest): Promise<OpsPointReward> {
  if (input.kind === 'cash' && !input.amount) throw apiError('FIELD_INVALID', {}, 'amount');
  const values = {
    kind: input.kind,
    name: JSON.stringify(input.name),
    description: JSON.stringify(input.description ?? {}),
    points: input.points,
    amount: input.amount ? String(toMinorUnits(input.amount)) : null,
    stock: input.stock,
    active: input.active,
    sort: input.sort ?? 0,
  };
  const row = input.id
    ? await db.updateTable('point_rewards').set(values).where('id', '=', input.id).where('brand_id', '=', input.brandId).returningAll().executeTakeFirst()
    : await db.insertInto('point_rewards').values({ brand_id: input.brandId, ...values }).returningAll().executeTakeFirst();
  if (!row) throw apiError('NOT_FOUND');
  return opsRewardOf(row);
}

const queueOrder = { processing: 'asc', approved: 'desc', rejected: 'desc' } as const;

/** A brand's redemptions by status for the desk: the waiting ones oldest first. */
export async function opsRedemptions(
  db: Kysely<Tables>,
  brand: Brand,
  lang: Language,
  input: { status?: 'processing' | 'approved' | 'rejected'; pageNo?: number; pageSize?: number },
): Promise<OpsPointRedemptions> {
  const status = input.status ?? 'processing';
  const pageNo = input.pageNo ?? 1;
  const base = db.selectFrom('point_redemptions as r').innerJoin('members as m', 'm.id', 'r.member_id').where('r.brand_id', '=', brand.id).where('r.status', '=', status);
  const page = await pageOf(pageNo, input.pageSize ?? 10, base, (limit, offset) =>
    base
      .select(['r.id', 'r.kind', 'r.name', 'r.quantity', 'r.points', 'r.amount', 'r.status', 'r.remark', 'r.operator_name', 'r.created_at', 'r.decided_at', 'm.account'])
      .orderBy('r.id', queueOrder[status])
      .limit(limit)
      .offset(offset)
      .execute(),
  );
  return {
    pageNo,
    total: page.total,
    totalPages: page.totalPages,
    list: page.rows.map((r) => ({
      id: r.id,
      reference: `P${r.id}`,
      member: r.account,
      type: r.kind,
      name: nameOf(r, brand, lang),
      quantity: r.quantity,
      points: String(r.points),
      amount: r.amount === null ? null : fromMinorUnits(r.amount),
      status: r.status,
      remark: r.remark,
      operator: r.operator_name,
      appliedAt: new Date(r.created_at).toISOString(),
      decidedAt: r.decided_at ? new Date(r.decided_at).toISOString() : null,
    })),
  };
}

/**
 * Decides a redemption of goods that waits, in the caller's transaction, in one update only a
 * waiting one passes (two operators at once: one wins, the other is told who did). A rejection
 * puts the stock back, then refunds the points by one ledger change keyed `pts-refund:<id>`: once.
 * Answers the decision with what the member's message needs.
 */
export async function decideRedemption(
  db: Kysely<Tables>,
  operator: { id: string; username: string },
  input: OpsDecideRedemptionRequest,
): Promise<OpsRedemptionDecided & { memberId: string; points: string; name: Translations; kind: string }> {
  const status = input.decision === 'approve' ? 'approved' : 'rejected';
  const row = await db
    .updateTable('point_redemptions')
    .set({ status, remark: input.decision === 'reject' ? input.reason! : null, operator_id: operator.id, operator_name: operator.username, decided_at: new Date() })
    .where('id', '=', input.id)
    .where('brand_id', '=', input.brandId)
    .where('status', '=', 'processing')
    .returning(['id', 'member_id', 'reward_id', 'quantity', 'points', 'name', 'kind'])
    .executeTakeFirst();
  if (!row) {
    const was = await db.selectFrom('point_redemptions').select(['operator_name']).where('id', '=', input.id).where('brand_id', '=', input.brandId).executeTakeFirst();
    if (!was) throw apiError('NOT_FOUND');
    throw apiError('REDEMPTION_DECIDED', { operator: was.operator_name ?? '' });
  }
  if (status === 'rejected') {
    if (row.reward_id !== null) await db.updateTable('point_rewards').set({ stock: sql<number>`stock + ${row.quantity}::int` }).where('id', '=', row.reward_id).where('stock', 'is not', null).execute();
    await postChange(db, {
      brandId: input.brandId,
      idempotencyKey: `pts-refund:${row.id}`,
      kind: 'pointsRefunded',
      reference: `P${row.id}`,
      postings: [
        { house: pointsHouse.rewards, amount: -BigInt(row.points) },
        { memberId: row.member_id, wallet: POINTS_WALLET, amount: BigInt(row.points) },
      ],
    });
  }
  return { id: row.id, status, memberId: row.member_id, points: String(row.points), name: row.name, kind: row.kind };
}
