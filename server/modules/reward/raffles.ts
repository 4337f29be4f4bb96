import { randomInt } from 'node:crypto';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import type { Raffle, RaffleDrawn, RafflePrize } from '../../../src/generated/types';
import { apiError } from '../../errors';
import { fromMinorUnits } from '../../../src/engine/money';
import { pickTranslation } from '../../../src/engine/pickTranslation';
import { POINTS_HOUSE, POINTS_WALLET, postChange } from '../wallet/index';

// Raffles (REWCEN3, decision 0266): a member earns tickets in a raffle's window by deposits and by
// their own money's valid turnover, and spends one a play on a draw from the raffle's weighted prize
// table. Tickets are earned lazily: nothing runs when a round settles or a deposit is credited. The
// reward centre counts what the member's deposits and settled rounds in the window earn and has not
// been written yet; a play writes it (one row per cause, whose primary key refuses a second ticket
// for the same deposit or the same step of turnover) and spends one, in one statement.

/** The house accounts prizes are paid from: their entries are what the raffles cost, in money and in points. */
export const raffleHouse = { cash: 'raffles', points: `${POINTS_HOUSE}raffles` } as const;

type RaffleRow = Pick<Tables['raffles'], 'opens_at' | 'closes_at' | 'deposit_min' | 'turnover_step' | 'daily_max'> & { id: string };

/**
 * The causes of tickets the member has earned in the raffle and that are not written yet, within the
 * daily limit: `deposit:<id>` for each deposit credited in the window of at least the minimum, and
 * `turnover:<k>` for each k-th step of own-money stake (stake less what the bonus wallet paid) of the
 * rounds placed in the window and settled, the step crossed by the round that reached it, in the
 * order they were placed. Each with the brand day it was earned on; of one day's new causes the
 * earliest are kept, up to the limit less what that day already earned.
 */
function freshCauses(r: RaffleRow, memberId: string, timeZone: string): RawBuilder<{ cause: string; day: string; at: Date }> {
  const parts: RawBuilder<unknown>[] = [];
  if (r.deposit_min !== null)
    parts.push(sql`
      select 'deposit:' || d.id as cause, d.decided_at as at
      from deposits d
      where d.member_id = ${memberId}::bigint and d.status = 'approved' and d.amount >= ${r.deposit_min}::bigint
        and d.decided_at >= ${r.opens_at}::timestamptz and d.decided_at < ${r.closes_at}::timestamptz`);
  if (r.turnover_step !== null)
    parts.push(sql`
      select 'turnover:' || k as cause, t.at
      from (
        select b.created_at as at, b.stake - b.bonus_stake as own,
               (sum(b.stake - b.bonus_stake) over (order by b.created_at, b.id))::bigint as upto
        from bets b
        where b.member_id = ${memberId}::bigint and b.status = 'settled'
          and b.created_at >= ${r.opens_at}::timestamptz and b.created_at < ${r.closes_at}::timestamptz
      ) t
      cross join lateral generate_series((t.upto - t.own) / ${r.turnover_step}::bigint + 1, t.upto / ${r.turnover_step}::bigint) as k
      where t.own > 0`);
  const mine = sql`from raffle_ticket_causes x where x.raffle_id = ${r.id}::bigint and x.member_id = ${memberId}::bigint`;
  return sql<{ cause: string; day: string; at: Date }>`
    select cause, day, at from (
      select f.cause, f.at, f.day,
             row_number() over (partition by f.day order by f.at, length(f.cause), f.cause) as n,
             (select count(*) ${mine} and x.day = f.day) as had
      from (
        select e.cause, e.at, (e.at at time zone ${timeZone})::date as day
        from (${sql.join(parts, sql` union all `)}) e
        where not exists (select 1 ${mine} and x.cause = e.cause)
      ) f
    ) ranked
    where ${r.daily_max}::int is null or ranked.had + ranked.n <= ${r.daily_max}::int`;
}

/** A prize as the member reads it: money with two places, whole points, or nothing. */
export function prizeOf(p: { id: string; kind: 'cash' | 'points' | 'nothing'; amount: string }): RafflePrize {
  return { id: p.id, kind: p.kind, amount: p.kind === 'cash' ? fromMinorUnits(p.amount) : p.kind === 'points' ? String(p.amount) : null };
}

const isOpen = (r: { opens_at: Date; closes_at: Date; withdrawn_at: Date | null }, now: number) =>
  !r.withdrawn_at && now >= new Date(r.opens_at).getTime() && now < new Date(r.closes_at).getTime();

/**
 * The tickets the member holds in each of `raffles`: written and not spent, and earned since and
 * not written yet (counted over the window's deposits and settled rounds, an open raffle's only).
 */
export async function ticketsLeft(db: Kysely<Tables>, brand: Brand, memberId: string, raffles: Array<RaffleRow & { withdrawn_at: Date | null }>): Promise<Map<string, number>> {
  if (raffles.length === 0) return new Map();
  const now = Date.now();
  const [written, fresh] = await Promise.all([
    db
      .selectFrom('raffle_tickets')
      .select(['raffle_id', 'earned', 'spent'])
      .where('member_id', '=', memberId)
      .where(
        'raffle_id',
        'in',
        raffles.map((r) => r.id),
      )
      .execute(),
    Promise.all(
      raffles.map(async (r) =>
        isOpen(r, now) ? (await sql<{ n: number }>`select count(*)::int as n from (${freshCauses(r, memberId, brand.config.timeZone)}) c`.execute(db)).rows[0]!.n : 0,
      ),
    ),
  ]);
  return new Map(
    raffles.map((r, i) => {
      const t = written.find((x) => x.raffle_id === r.id);
      return [r.id, (t ? t.earned - t.spent : 0) + fresh[i]!];
    }),
  );
}

/**
 * The member's raffles: those open now or opening within a day, each with the tickets left (written
 * and not spent, and earned since and not written yet) and the prizes still to win. A read: nothing
 * is written until a play.
 */
export async function memberRaffles(db: Kysely<Tables>, brand: Brand, memberId: string, lang: string): Promise<Raffle[]> {
  const raffles = await db
    .selectFrom('raffles')
    .select(['id', 'kind', 'title', 'opens_at', 'closes_at', 'deposit_min', 'turnover_step', 'daily_max', 'withdrawn_at'])
    .where('brand_id', '=', brand.id)
    .where('withdrawn_at', 'is', null)
    .where('closes_at', '>', sql<Date>`now()`)
    .where('opens_at', '<', sql<Date>`now() + interval '1 day'`)
    .orderBy('opens_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  if (raffles.length === 0) return [];
  const ids = raffles.map((r) => r.id);
  const now = Date.now();
  const [prizes, tickets] = await Promise.all([
    db
      .selectFrom('raffle_prizes')
      .select(['id', 'raffle_id', 'kind', 'amount'])
      .where('raffle_id', 'in', ids)
      .where((eb) => eb.or([eb('stock_left', 'is', null), eb('stock_left', '>', 0)]))
      .orderBy('raffle_id')
      .orderBy('sort')
      .execute(),
    ticketsLeft(db, brand, memberId, raffles),
  ]);
  return raffles.map((r) => {
    return {
      id: r.id,
      kind: r.kind,
      title: pickTranslation(r.title, lang, brand.config.defaultLang),
      opensAt: new Date(r.opens_at).toISOString(),
      closesAt: new Date(r.closes_at).toISOString(),
      state: now < new Date(r.opens_at).getTime() ? 'upcoming' : 'open',
      tickets: tickets.get(r.id) ?? 0,
      depositMin: r.deposit_min === null ? null : fromMinorUnits(r.deposit_min),
      turnoverStep: r.turnover_step === null ? null : fromMinorUnits(r.turnover_step),
      dailyMax: r.daily_max,
      prizes: prizes.filter((p) => p.raffle_id === r.id).map(prizeOf),
    };
  });
}

/** A crypto-strength whole number in [0, below): the draw's only source of chance. */
export type Chance = (below: number) => number;
const cryptoChance: Chance = (below) => randomInt(below);

/**
 * A play, inside the call's transaction (an idempotent call's: the same key answers this draw again).
 * 1. The member's ticket row is written if missing and locked: two plays of one member take turns.
 * 2. One statement writes the causes earned since the last play (each once: the key refuses a
 *    second) and spends one ticket, only while fewer were spent than earned (never below none).
 * 3. The prize is drawn with crypto-strength chance by weight among the prizes with stock left; a
 *    prize with a stock is won only by the update that takes it from above 0, so however many
 *    members play at once it is never won more often than its stock (one taken meanwhile is drawn
 *    again without it). No prize left refuses the play, and the ticket with it.
 * 4. The draw's row, and its payout as one ledger change keyed `raffle:<draw id>` from the raffle
 *    house: cash to the main wallet, points to the points wallet; nothing moves nothing.
 */
export async function playRaffle(trx: Kysely<Tables>, brand: Brand, memberId: string, id: string, chance: Chance = cryptoChance): Promise<RaffleDrawn> {
  const r = await trx
    .selectFrom('raffles')
    .select(['id', 'opens_at', 'closes_at', 'deposit_min', 'turnover_step', 'daily_max', 'withdrawn_at'])
    .where('id', '=', id)
    .where('brand_id', '=', brand.id)
    .executeTakeFirst();
  if (!r) throw apiError('NOT_FOUND');
  if (!isOpen(r, Date.now())) throw apiError('RAFFLE_NOT_OPEN');
  await sql`
    insert into raffle_tickets (raffle_id, member_id) values (${id}::bigint, ${memberId}::bigint)
    on conflict (raffle_id, member_id) do update set earned = raffle_tickets.earned`.execute(trx);
  const { rows } = await sql<{ earned: number; spent: number }>`
    with fresh as (${freshCauses(r, memberId, brand.config.timeZone)}),
    kept as (
      insert into raffle_ticket_causes (raffle_id, member_id, cause, day, earned_at)
      select ${id}::bigint, ${memberId}::bigint, cause, day, at from fresh
      on conflict (raffle_id, member_id, cause) do nothing
      returning 1)
    update raffle_tickets t set earned = t.earned + (select count(*) from kept)::int, spent = t.spent + 1
    where t.raffle_id = ${id}::bigint and t.member_id = ${memberId}::bigint and t.spent < t.earned + (select count(*) from kept)::int
    returning t.earned, t.spent`.execute(trx);
  const ticket = rows[0];
  if (!ticket) throw apiError('RAFFLE_NO_TICKET');

  let prizes = await trx
    .selectFrom('raffle_prizes')
    .select(['id', 'kind', 'amount', 'weight', 'stock_left'])
    .where('raffle_id', '=', id)
    .where((eb) => eb.or([eb('stock_left', 'is', null), eb('stock_left', '>', 0)]))
    .orderBy('sort')
    .execute();
  let won: (typeof prizes)[number] | undefined;
  while (!won && prizes.length > 0) {
    let at = chance(prizes.reduce((sum, p) => sum + p.weight, 0));
    const drawn = prizes.find((p) => (at -= p.weight) < 0)!;
    if (drawn.stock_left === null) won = drawn;
    else {
      const taken = await trx.updateTable('raffle_prizes').set({ stock_left: sql`stock_left - 1` }).where('id', '=', drawn.id).where('stock_left', '>', 0).executeTakeFirst();
      if (taken.numUpdatedRows > 0n) won = drawn;
      else prizes = prizes.filter((p) => p !== drawn);
    }
  }
  if (!won) throw apiError('RAFFLE_SOLD_OUT');

  const draw = await trx
    .insertInto('raffle_draws')
    .values({ raffle_id: id, member_id: memberId, prize_id: won.id, kind: won.kind, amount: won.amount })
    .returning('id')
    .executeTakeFirstOrThrow();
  const amount = BigInt(won.amount);
  if (won.kind !== 'nothing' && amount > 0n) {
    const points = won.kind === 'points';
    await postChange(trx, {
      brandId: brand.id,
      idempotencyKey: `raffle:${draw.id}`,
      kind: 'raffle',
      reference: `R${id}`,
      postings: [
        { house: points ? raffleHouse.points : raffleHouse.cash, amount: -amount },
        points ? { memberId, wallet: POINTS_WALLET, amount } : { memberId, amount },
      ],
    });
  }
  return { drawId: draw.id, raffleId: id, prize: prizeOf(won), ticketsLeft: ticket.earned - ticket.spent };
}
