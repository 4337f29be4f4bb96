import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import type { Category } from '../../../src/generated/types';
import { isModuleOn } from '../../../src/engine/moduleSwitch';
import { POINTS_WALLET, postChange } from '../wallet/index';
import { pointsFor, productOfCategory } from './settings';
import { earnRatios } from './earnRatios';

/** The points house accounts (decision 0260): each kind of issue and take-back has its own, so its balance is its cost. */
export const pointsHouse = {
  bets: 'points:bets',
  deposits: 'points:deposits',
  grants: 'points:grants',
  rewards: 'points:rewards',
  conversions: 'points:conversions',
} as const;

/** A round's first settlement, as payRound answers it. */
export interface SettledRound {
  betId: string;
  first: boolean;
  stake: bigint;
  category: string;
  /** The member's VIP level's points multiplier, in percent (100 without VIP). */
  pointPercent: number;
}

/**
 * Points for a round's valid bet, at its first settlement only, in the settling transaction: the
 * stake × the brand's ratio for the round's product, rounded down to whole points, from the house's
 * `points:bets`, keyed `pts-bet:<bet id>` (a replayed win pays none). One read when the ratio gives
 * none; nothing at all when the brand has points off. The member's VIP level multiplies them (its
 * `point_multiplier`, read by the settlement itself), still rounded down once.
 */
export async function earnOnSettlement(trx: Kysely<Tables>, brand: Brand, memberId: string, round: SettledRound): Promise<void> {
  if (!round.first || round.stake <= 0n || !isModuleOn(brand.settings, 'PTSYS3')) return;
  const product = productOfCategory[round.category as Category];
  if (!product) return;
  const ratios = await earnRatios.get(brand.id, async () => {
    const row = await trx.selectFrom('point_settings').select(['live', 'lottery', 'pvp', 'slots', 'sports']).where('brand_id', '=', brand.id).executeTakeFirst();
    return row ? { live: String(row.live), lottery: String(row.lottery), pvp: String(row.pvp), slots: String(row.slots), sports: String(row.sports) } : null;
  });
  const ratio = ratios?.[product];
  const points = ratio ? pointsFor(round.stake * BigInt(round.pointPercent), ratio) / 100n : 0n;
  if (points <= 0n) return;
  await postChange(trx, {
    brandId: brand.id,
    idempotencyKey: `pts-bet:${round.betId}`,
    kind: 'pointsEarned',
    reference: product,
    postings: [
      { house: pointsHouse.bets, amount: -points },
      { memberId, wallet: POINTS_WALLET, amount: points },
    ],
  });
}

/**
 * A bet rolled back after its round's first settlement earned points (`vendor/uncount.ts`): its share of
 * what the round earned (`pts-bet:<bet id>`) goes back to `points:bets`, the share of the round's own
 * stake still counted that this bet's own money was, so rollbacks one after another take back the
 * whole at most. Keyed by the rollback (`pts-unbet:<bet id>:<rollback>`), so it is taken back once;
 * never more than the member holds, since points spent in the mall are not taken from the mall.
 */
export async function takeBackOnRollback(trx: Kysely<Tables>, brand: Brand, memberId: string, round: { betId: string; own: bigint; ownLeft: bigint; cause: string }): Promise<void> {
  if (round.own <= 0n) return;
  const { rows } = await sql<{ earned: string; taken: string; held: string; reference: string | null }>`
    select coalesce(sum(e.amount) filter (where t.idempotency_key = ${`pts-bet:${round.betId}`}), 0)::text as earned,
           coalesce(-sum(e.amount) filter (where t.idempotency_key like ${`pts-unbet:${round.betId}:%`}), 0)::text as taken,
           (select coalesce(max(w.balance), 0) from wallets w where w.member_id = ${memberId}::bigint and w.wallet = ${POINTS_WALLET})::text as held,
           max(t.reference) as reference
    from ledger_transactions t join ledger_entries e on e.transaction_id = t.id and e.member_id = ${memberId}::bigint and e.wallet = ${POINTS_WALLET}
    where t.brand_id = ${brand.id} and (t.idempotency_key = ${`pts-bet:${round.betId}`} or t.idempotency_key like ${`pts-unbet:${round.betId}:%`})`.execute(trx);
  const r = rows[0];
  if (!r) return;
  const left = BigInt(r.earned) - BigInt(r.taken);
  const counted = round.own + (round.ownLeft > 0n ? round.ownLeft : 0n);
  const share = (left * round.own) / counted;
  const points = share < BigInt(r.held) ? share : BigInt(r.held);
  if (points <= 0n) return;
  await postChange(trx, {
    brandId: brand.id,
    idempotencyKey: `pts-unbet:${round.betId}:${round.cause}`,
    kind: 'pointsEarned',
    ...(r.reference ? { reference: r.reference } : {}),
    postings: [
      { memberId, wallet: POINTS_WALLET, amount: -points },
      { house: pointsHouse.bets, amount: points },
    ],
  });
}

/**
 * Points for an approved deposit, in the approval's transaction: its amount × the brand's deposit
 * ratio, rounded down, from `points:deposits`, keyed `pts-deposit:<deposit id>`.
 */
export async function earnOnDeposit(db: Kysely<Tables>, brand: Brand, depositId: string): Promise<void> {
  if (!isModuleOn(brand.settings, 'PTSYS3')) return;
  const row = await db
    .selectFrom('deposits as d')
    .innerJoin('point_settings as s', 's.brand_id', 'd.brand_id')
    .select(['d.member_id', 'd.amount', sql<string>`s.deposit::text`.as('ratio')])
    .where('d.id', '=', depositId)
    .where('d.brand_id', '=', brand.id)
    .where('d.status', '=', 'approved')
    .executeTakeFirst();
  const points = row ? pointsFor(BigInt(row.amount), row.ratio) : 0n;
  if (!row || points <= 0n) return;
  await postChange(db, {
    brandId: brand.id,
    idempotencyKey: `pts-deposit:${depositId}`,
    kind: 'pointsEarned',
    reference: `D${depositId}`,
    postings: [
      { house: pointsHouse.deposits, amount: -points },
      { memberId: row.member_id, wallet: POINTS_WALLET, amount: points },
    ],
  });
}

/** Points given by hand (the demo seed, a test): from `points:grants`, once per key. */
export async function grantPoints(db: Kysely<Tables>, brandId: string, memberId: string, points: bigint, key: string): Promise<void> {
  await postChange(db, {
    brandId,
    idempotencyKey: `pts-grant:${key}`,
    kind: 'pointsEarned',
    postings: [
      { house: pointsHouse.grants, amount: -points },
      { memberId, wallet: POINTS_WALLET, amount: points },
    ],
  });
}
