import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import type { RedEnvelope } from '../../../src/generated/types';
import { apiError } from '../../errors';
import { todayStart } from '../../db/brandDay';
import { fromMinorUnits } from '../../../src/engine/money';
import { pickTranslation } from '../../../src/engine/pickTranslation';
import { postChange } from '../wallet/index';

/** The house account envelopes are paid from: its entries are what they cost. */
export const envelopeHouse = 'envelopes';

/** What the member deposited (credited) on the brand's day so far. */
async function depositedToday(db: Kysely<Tables>, brand: Brand, memberId: string): Promise<bigint> {
  const row = await db
    .selectFrom('deposits')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('total'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'approved')
    .where('decided_at', '>=', todayStart(brand.config.timeZone))
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}

type State = RedEnvelope['state'];

/** Where an envelope stands for one member, now. */
export function stateOf(e: { opens_at: Date; closes_at: Date; withdrawn_at: Date | null; remaining: string; min_amount: string; min_deposit_today: string }, claimed: boolean, deposited: bigint, now: number): State {
  if (claimed) return 'claimed';
  if (e.withdrawn_at || now >= new Date(e.closes_at).getTime()) return 'closed';
  if (now < new Date(e.opens_at).getTime()) return 'upcoming';
  if (BigInt(e.remaining) < BigInt(e.min_amount)) return 'empty';
  if (deposited < BigInt(e.min_deposit_today)) return 'depositFirst';
  return 'open';
}

/** Whole per cent of the pool still to take, rounded up while a take is left (a pool below one take is spent). */
export function poolLeft(remaining: bigint, pool: bigint, min: bigint): number {
  if (remaining < min) return 0;
  return Number((remaining * 100n + pool - 1n) / pool);
}

/**
 * The member's envelopes: those open now or opening within a day, and those they took in the last
 * seven days; one that closed or was withdrawn without their taking it is left out.
 */
export async function memberEnvelopes(db: Kysely<Tables>, brand: Brand, memberId: string, lang: string): Promise<RedEnvelope[]> {
  const [rows, deposited] = await Promise.all([
    db
      .selectFrom('red_envelopes as e')
      .leftJoin('red_envelope_claims as c', (j) => j.onRef('c.envelope_id', '=', 'e.id').on('c.member_id', '=', memberId))
      .select(['e.id', 'e.title', 'e.opens_at', 'e.closes_at', 'e.pool', 'e.remaining', 'e.min_amount', 'e.max_amount', 'e.min_deposit_today', 'e.withdrawn_at', 'c.amount as claimed'])
      .where('e.brand_id', '=', brand.id)
      .where('e.opens_at', '<', sql<Date>`now() + interval '1 day'`)
      .where((eb) => eb.or([eb.and([eb('e.closes_at', '>', sql<Date>`now()`), eb('e.withdrawn_at', 'is', null)]), eb.and([eb('c.claimed_at', 'is not', null), eb('c.claimed_at', '>', sql<Date>`now() - interval '7 days'`)])]))
      .orderBy('e.opens_at', 'desc')
      .orderBy('e.id', 'desc')
      .execute(),
    depositedToday(db, brand, memberId),
  ]);
  const now = Date.now();
  return rows.map((e) => ({
    id: e.id,
    title: pickTranslation(e.title, lang, brand.config.defaultLang),
    opensAt: new Date(e.opens_at).toISOString(),
    closesAt: new Date(e.closes_at).toISOString(),
    minAmount: fromMinorUnits(e.min_amount),
    maxAmount: fromMinorUnits(e.max_amount),
    minDepositToday: fromMinorUnits(e.min_deposit_today),
    state: stateOf(e, e.claimed !== null, deposited, now),
    claimedAmount: e.claimed === null ? null : fromMinorUnits(e.claimed),
    poolLeft: poolLeft(BigInt(e.remaining), BigInt(e.pool), BigInt(e.min_amount)),
  }));
}

/**
 * A member takes their one envelope of an open window, inside the call's transaction. One statement
 * writes the member's take (the primary key refuses a second) and, only when it was written, draws
 * the amount and takes it from the pool under the envelope's row lock: never below the minimum,
 * never more than is left, so however many members race, the pool pays out at most what it holds.
 * Then one ledger change keyed by the envelope and the member credits the main wallet.
 */
export async function claimEnvelope(trx: Kysely<Tables>, brand: Brand, memberId: string, id: string): Promise<bigint> {
  const e = await trx.selectFrom('red_envelopes').selectAll().where('id', '=', id).where('brand_id', '=', brand.id).executeTakeFirst();
  if (!e) throw apiError('NOT_FOUND');
  const now = Date.now();
  if (e.withdrawn_at || now < new Date(e.opens_at).getTime() || now >= new Date(e.closes_at).getTime()) throw apiError('ENVELOPE_NOT_OPEN');
  if (BigInt(e.min_deposit_today) > 0n && (await depositedToday(trx, brand, memberId)) < BigInt(e.min_deposit_today))
    throw apiError('ENVELOPE_DEPOSIT_FIRST', { amount: `${brand.config.currency.symbol}${fromMinorUnits(e.min_deposit_today)}` });
  const { rows } = await sql<{ claimed: number; amount: string | null }>`
    with claim as (
      insert into red_envelope_claims (envelope_id, member_id) values (${id}::bigint, ${memberId}::bigint)
      on conflict (envelope_id, member_id) do nothing
      returning envelope_id),
    draw as (select (e.min_amount + floor(random() * (e.max_amount - e.min_amount + 1)))::bigint as amount from red_envelopes e where e.id = ${id}::bigint),
    taken as (
      update red_envelopes e set last_amount = least(e.remaining, draw.amount), remaining = e.remaining - least(e.remaining, draw.amount)
      from claim, draw
      where e.id = claim.envelope_id and e.remaining >= e.min_amount and e.withdrawn_at is null and now() >= e.opens_at and now() < e.closes_at
      returning e.last_amount)
    select (select count(*) from claim)::int as claimed, (select last_amount from taken)::text as amount`.execute(trx);
  const { claimed, amount } = rows[0]!;
  if (claimed === 0) throw apiError('ENVELOPE_CLAIMED');
  // The take's row rolls back with the refusal: a pool spent meanwhile leaves the member nothing taken.
  if (amount === null) throw apiError('ENVELOPE_EMPTY');
  await trx.updateTable('red_envelope_claims').set({ amount }).where('envelope_id', '=', id).where('member_id', '=', memberId).execute();
  await postChange(trx, {
    brandId: brand.id,
    idempotencyKey: `envelope:${id}:${memberId}`,
    kind: 'redEnvelope',
    reference: `E${id}`,
    postings: [
      { house: envelopeHouse, amount: -BigInt(amount) },
      { memberId, amount: BigInt(amount) },
    ],
  });
  return BigInt(amount);
}
