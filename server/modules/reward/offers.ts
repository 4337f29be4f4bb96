import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import type { RedEnvelope } from '../../../src/generated/types';
import { todayStart } from '../../db/brandDay';
import { fromMinorUnits } from '../../../src/engine/money';
import { pickTranslation } from '../../../src/engine/pickTranslation';
import { poolLeft, stateOf } from './envelopes';
import { ticketsLeft } from './raffles';

// The red envelopes and raffles as the promotions page offers them (decision 0279): those open now,
// opening within a week, or closed within a day (told as closed), not withdrawn. One statement a
// kind for a visitor, who is shown the offer; a member's add where they stand, the reward centre's
// own reckoning (an envelope's state, a raffle's tickets).

const shown = sql<boolean>`withdrawn_at is null and closes_at > now() - interval '1 day' and opens_at < now() + interval '7 days'`;

/** The envelopes, each in the member's state (a visitor's as if they took none and met its deposit). */
export async function envelopeOffers(db: Kysely<Tables>, brand: Brand, memberId: string | null, lang: string): Promise<RedEnvelope[]> {
  const member = memberId === null ? sql`null::bigint` : sql`${memberId}::bigint`;
  const { rows } = await sql<{
    id: string;
    title: Record<string, string>;
    opens_at: Date;
    closes_at: Date;
    withdrawn_at: Date | null;
    pool: string;
    remaining: string;
    min_amount: string;
    max_amount: string;
    min_deposit_today: string;
    claimed: string | null;
    deposited: string;
  }>`
    select e.id::text, e.title, e.opens_at, e.closes_at, e.withdrawn_at, e.pool::text, e.remaining::text, e.min_amount::text, e.max_amount::text,
      e.min_deposit_today::text, c.amount::text as claimed,
      (select coalesce(sum(d.amount), 0) from deposits d
        where d.member_id = ${member} and d.status = 'approved' and d.decided_at >= ${todayStart(brand.config.timeZone)})::text as deposited
    from (select * from red_envelopes where brand_id = ${brand.id} and ${shown}) e
    left join red_envelope_claims c on c.envelope_id = e.id and c.member_id = ${member}
    order by e.opens_at, e.id`.execute(db);
  const now = Date.now();
  return rows.map((e) => ({
    id: e.id,
    title: pickTranslation(e.title, lang, brand.config.defaultLang),
    opensAt: new Date(e.opens_at).toISOString(),
    closesAt: new Date(e.closes_at).toISOString(),
    minAmount: fromMinorUnits(e.min_amount),
    maxAmount: fromMinorUnits(e.max_amount),
    minDepositToday: fromMinorUnits(e.min_deposit_today),
    state: stateOf(e, e.claimed !== null, memberId === null ? BigInt(e.min_deposit_today) : BigInt(e.deposited), now),
    claimedAmount: e.claimed === null ? null : fromMinorUnits(e.claimed),
    poolLeft: poolLeft(BigInt(e.remaining), BigInt(e.pool), BigInt(e.min_amount)),
  }));
}

/** A raffle as offered: its window, how a ticket is earned, and the member's tickets (null for a visitor). */
export interface RaffleOffer {
  id: string;
  kind: 'goldenEgg' | 'redEnvelope' | 'prizeWheel';
  title: string;
  opensAt: string;
  closesAt: string;
  depositMin: string | null;
  turnoverStep: string | null;
  dailyMax: number | null;
  tickets: number | null;
}

export async function raffleOffers(db: Kysely<Tables>, brand: Brand, memberId: string | null, lang: string): Promise<RaffleOffer[]> {
  const rows = await db
    .selectFrom('raffles')
    .select(['id', 'kind', 'title', 'opens_at', 'closes_at', 'deposit_min', 'turnover_step', 'daily_max', 'withdrawn_at'])
    .where('brand_id', '=', brand.id)
    .where(shown)
    .orderBy('opens_at')
    .orderBy('id')
    .execute();
  const tickets = memberId === null ? null : await ticketsLeft(db, brand, memberId, rows);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    title: pickTranslation(r.title, lang, brand.config.defaultLang),
    opensAt: new Date(r.opens_at).toISOString(),
    closesAt: new Date(r.closes_at).toISOString(),
    depositMin: r.deposit_min === null ? null : fromMinorUnits(r.deposit_min),
    turnoverStep: r.turnover_step === null ? null : fromMinorUnits(r.turnover_step),
    dailyMax: r.daily_max,
    tickets: tickets === null ? null : (tickets.get(r.id) ?? 0),
  }));
}
