import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import type { RebateClaimed, RebateHistory, RebateLine, RebateSummary } from '../../../src/generated/types';
import { apiError } from '../../errors';
import { isModuleOn } from '../../../src/engine/moduleSwitch';
import { fromMinorUnits } from '../../../src/engine/money';
import { postChange } from '../wallet/index';
import { memberRebateRates } from '../vip/index';
import { isClaimable, linesOf, rebateOf, totalOf, type Line, type Rates } from './rates';
import { settingsOf } from './settings';

/** The house account rebates are paid from: its entries are what they cost. */
export const REBATE_HOUSE = 'rebate';

interface AppliedRates {
  rates: Rates;
  /** The VIP level whose rates apply; null: the brand's default rates. */
  rankLevel: number | null;
}

/** The member's VIP level's rates while VIP3 is on and their level has a row; the brand's default rates otherwise. */
async function ratesFor(db: Kysely<Tables>, brand: Brand, memberId: string, defaults: Rates): Promise<AppliedRates> {
  const vip = isModuleOn(brand.settings, 'VIP3') ? await memberRebateRates(db, brand.id, memberId) : null;
  return vip ? { rates: vip.rates, rankLevel: vip.rankLevel } : { rates: defaults, rankLevel: null };
}

/**
 * Own-money valid bet not yet counted by a claim, per product: stakes less what the bonus wallet
 * paid, of rounds settled at least once (index bets_rebate_due).
 */
async function dueBets(db: Kysely<Tables>, brandId: string, memberId: string): Promise<Map<string, bigint>> {
  const rows = await db
    .selectFrom('bets')
    .select(['category', sql<string>`coalesce(sum(greatest(stake - bonus_stake, 0)), 0)::text`.as('own')])
    .where('member_id', '=', memberId)
    .where('settlements', '>', 0)
    .where('rebate_claim_id', 'is', null)
    .where('brand_id', '=', brandId)
    .groupBy('category')
    .execute();
  return new Map(rows.map((r) => [r.category, BigInt(r.own)]));
}

const lineView = (l: Line): RebateLine => ({ product: l.product as RebateLine['product'], validBet: fromMinorUnits(l.validBet), rate: l.rate, amount: fromMinorUnits(l.amount) });

/** What the member can claim now, per product, and whether they can. */
export async function rebateSummary(db: Kysely<Tables>, brand: Brand, memberId: string): Promise<RebateSummary> {
  const settings = await settingsOf(db, brand.id);
  const [applied, due, watermark] = await Promise.all([
    ratesFor(db, brand, memberId, settings.defaultRates),
    dueBets(db, brand.id, memberId),
    db.selectFrom('rebate_members').select('last_claim_at').where('member_id', '=', memberId).executeTakeFirst(),
  ]);
  const lines = linesOf(due, applied.rates, brand.config.categories);
  const total = totalOf(lines);
  return {
    products: lines.map(lineView),
    validBet: fromMinorUnits(total.validBet),
    amount: fromMinorUnits(total.amount),
    minimum: fromMinorUnits(settings.minClaim),
    claimable: isClaimable(total.amount, settings.minClaim),
    rateSource: applied.rankLevel === null ? 'default' : 'vip',
    rankLevel: applied.rankLevel,
    lastClaimAt: watermark?.last_claim_at ? new Date(watermark.last_claim_at).toISOString() : null,
  };
}

/** The reward centre's entry: the amount to claim now and whether it can be. */
export async function rebateDue(db: Kysely<Tables>, brand: Brand, memberId: string): Promise<{ amount: string; claimable: boolean }> {
  const { amount, claimable } = await rebateSummary(db, brand, memberId);
  return { amount, claimable };
}

/**
 * Claims the rebate inside the call's transaction. The member's watermark advances first, in one
 * statement whose row lock holds until the claim commits: claims of one member take turns, and the
 * claim's number keys its ledger change. Then one statement marks every settled bet not yet
 * counted with this claim and sums it per product; a claim that waited for another finds nothing
 * left. Below the minimum (or nothing) the refusal rolls back the watermark and the marks with it.
 *
 * Locks are taken in the order every vendor call takes them, the member's main wallet before their
 * rounds' rows (a win credits main, then settles its round): the main wallet is locked before the
 * rounds are marked, so a second win on a round being claimed waits for the claim, or the claim for
 * it, and the two never hold one lock each while waiting for the other's (decision 0287).
 */
export async function claimRebate(trx: Kysely<Tables>, brand: Brand, memberId: string): Promise<RebateClaimed> {
  const settings = await settingsOf(trx, brand.id);
  const { claims: seq } = await trx
    .insertInto('rebate_members')
    .values({ member_id: memberId, brand_id: brand.id, claims: 1, last_claim_at: sql<Date>`now()` })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ claims: sql`rebate_members.claims + 1`, last_claim_at: sql<Date>`now()` }))
    .returning('claims')
    .executeTakeFirstOrThrow();
  const applied = await ratesFor(trx, brand, memberId, settings.defaultRates);
  const { rows: ids } = await sql<{ id: string }>`select nextval('rebate_claims_id_seq')::text as id`.execute(trx);
  const claimId = ids[0]!.id;
  // A main wallet not made yet is made first (an insert racing another's waits for it), so there is a row to lock.
  await trx.insertInto('wallets').values({ member_id: memberId, wallet: 'main', balance: '0' }).onConflict((oc) => oc.columns(['member_id', 'wallet']).doNothing()).execute();
  await trx.selectFrom('wallets').select('balance').where('member_id', '=', memberId).where('wallet', '=', 'main').forUpdate().execute();
  const { rows: marked } = await sql<{ category: string; own: string }>`
    with marked as (
      update bets set rebate_claim_id = ${claimId}::bigint
      where member_id = ${memberId}::bigint and settlements > 0 and rebate_claim_id is null and brand_id = ${brand.id}
      returning category, greatest(stake - bonus_stake, 0) as own)
    select category, sum(own)::text as own from marked group by category`.execute(trx);
  const due = new Map(marked.map((r) => [r.category, BigInt(r.own)]));
  const lines = linesOf(due, applied.rates, brand.config.categories).filter((l) => l.validBet > 0n);
  const total = totalOf(lines);
  if (total.amount <= 0n) throw apiError('REBATE_NOTHING');
  if (total.amount < settings.minClaim) {
    const { symbol } = brand.config.currency;
    throw apiError('REBATE_BELOW_MINIMUM', { amount: `${symbol}${fromMinorUnits(total.amount)}`, minimum: `${symbol}${fromMinorUnits(settings.minClaim)}` });
  }
  await trx
    .insertInto('rebate_claims')
    .values({
      id: claimId,
      brand_id: brand.id,
      member_id: memberId,
      seq,
      valid_bet: String(total.validBet),
      amount: String(total.amount),
      rank_level: applied.rankLevel,
      products: JSON.stringify(lines.map((l) => ({ product: l.product, validBet: String(l.validBet), rate: l.rate, amount: String(l.amount) }))),
    })
    .execute();
  const posted = await postChange(trx, {
    brandId: brand.id,
    idempotencyKey: `rebate:${memberId}:${seq}`,
    kind: 'rebate',
    reference: `R${claimId}`,
    postings: [
      { house: REBATE_HOUSE, amount: -total.amount },
      { memberId, amount: total.amount },
    ],
  });
  return { id: claimId, amount: fromMinorUnits(total.amount), balance: fromMinorUnits(posted.balances[0]?.balance ?? 0n) };
}

/** The member's claims, the latest first. */
export async function rebateHistory(db: Kysely<Tables>, memberId: string, pageNo: number, pageSize: number): Promise<RebateHistory> {
  const [count, rows] = await Promise.all([
    db.selectFrom('rebate_claims').select((eb) => eb.fn.countAll<string>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow(),
    db
      .selectFrom('rebate_claims')
      .select(['id', 'claimed_at', 'valid_bet', 'amount', 'products'])
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute(),
  ]);
  const total = Number(count.n);
  return {
    pageNo,
    total,
    totalPages: Math.ceil(total / pageSize),
    list: rows.map((r) => ({
      id: r.id,
      claimedAt: new Date(r.claimed_at).toISOString(),
      validBet: fromMinorUnits(r.valid_bet),
      amount: fromMinorUnits(r.amount),
      products: r.products.map((l) => lineView({ product: l.product, validBet: BigInt(l.validBet), rate: l.rate, amount: BigInt(l.amount) })),
    })),
  };
}

/**
 * A bet rolled back after a claim counted its round (the rollback gives its stake back): what the
 * claim paid on the bet's own money, at the rate its line for the round's product was paid at, goes
 * back to house `rebate` from the main wallet the rollback just refunded, so the member keeps no
 * rebate on a stake they got back. Rounded down per bet, so rollbacks one after another never take
 * back more than the line paid. Keyed by the bet and the rollback: taken back once.
 */
export async function takeBackRebate(trx: Kysely<Tables>, brand: Brand, memberId: string, bet: { betId: string; claimId: string; category: string; own: bigint; cause: string }): Promise<void> {
  if (bet.own <= 0n) return;
  const claim = await trx.selectFrom('rebate_claims').select('products').where('id', '=', bet.claimId).where('member_id', '=', memberId).executeTakeFirst();
  const line = claim?.products.find((l) => l.product === bet.category);
  const amount = line ? rebateOf(bet.own, line.rate) : 0n;
  if (amount <= 0n) return;
  await postChange(trx, {
    brandId: brand.id,
    idempotencyKey: `rebate-unbet:${bet.betId}:${bet.cause}`,
    kind: 'rebate',
    reference: `R${bet.claimId}`,
    postings: [
      { memberId, amount: -amount },
      { house: REBATE_HOUSE, amount },
    ],
  });
}
