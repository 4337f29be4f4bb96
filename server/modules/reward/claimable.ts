import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import { todayStart } from '../../db/brandDay';
import { isModuleOn } from '../../../src/engine/moduleSwitch';
import { rebateDue } from '../rebate/index';
import type { Raffle, RedEnvelope } from '../../../src/generated/types';
import { memberRaffles } from './raffles';

/**
 * How many rewards the member can take now: the reward centre's `claimable` and the member menu's
 * rewardCenter badge. Today the red envelopes open, not withdrawn, with a take left in the pool, not
 * taken by them, and whose deposit condition their credited deposits of the brand's day meet; each
 * ticket the member holds of an open raffle, a play each (decision 0266: earned lazily, so counted
 * over the window's deposits and settled rounds); and the manual rebate, one entry when it reaches
 * the brand's minimum (REBATE3: a sum over the member's rounds not yet claimed, by a partial index).
 * What the caller has read already (the reward centre's lists) is passed in and not read again: an
 * envelope listed `open` is one this counts (reward/envelopes.ts `stateOf` asks what it asks).
 * Each other kind of reward the centre offers adds its own count here.
 */
export async function countClaimable(db: Kysely<Tables>, brand: Brand, memberId: string, known: { rebate?: RebateDue | null; raffles?: Raffle[]; envelopes?: RedEnvelope[] } = {}): Promise<number> {
  const [envelopes, rebate, raffles] = await Promise.all([
    known.envelopes ? known.envelopes.filter((e) => e.state === 'open').length : openEnvelopes(db, brand, memberId),
    known.rebate !== undefined ? known.rebate : rebateOf(db, brand, memberId),
    known.raffles ?? memberRaffles(db, brand, memberId, brand.config.defaultLang),
  ]);
  const tickets = raffles.reduce((n, r) => n + (r.state === 'open' ? r.tickets : 0), 0);
  return envelopes + tickets + (rebate?.claimable ? 1 : 0);
}

/** The manual rebate due, or null when the brand has REBATE3 off. */
export const rebateOf = (db: Kysely<Tables>, brand: Brand, memberId: string): Promise<RebateDue | null> =>
  isModuleOn(brand.settings, 'REBATE3') ? rebateDue(db, brand, memberId) : Promise.resolve(null);

type RebateDue = Awaited<ReturnType<typeof rebateDue>>;

/** The red envelopes open now that the member may still take. */
async function openEnvelopes(db: Kysely<Tables>, brand: Brand, memberId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from red_envelopes e
    where e.brand_id = ${brand.id} and e.withdrawn_at is null and e.opens_at <= now() and e.closes_at > now()
      and e.remaining >= e.min_amount
      and not exists (select from red_envelope_claims c where c.envelope_id = e.id and c.member_id = ${memberId}::bigint)
      and (e.min_deposit_today = 0 or e.min_deposit_today <= (
        select coalesce(sum(d.amount), 0) from deposits d
        where d.member_id = ${memberId}::bigint and d.status = 'approved' and d.decided_at >= ${todayStart(brand.config.timeZone)}))`.execute(db);
  return rows[0]!.n;
}
