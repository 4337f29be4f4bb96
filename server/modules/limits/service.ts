import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { PlayLimits, SavePlayLimitsRequest } from '../../../src/generated/types';
import { ApiError, apiError } from '../../errors';
import { fromMinorUnits, toMinorUnits } from '../../../src/engine/money';
import { limitField, limitKinds, limitOrderBroken, limitPeriods, limitsLocked, type LimitKind, type LimitPeriod } from '../../../src/engine/playLimits';

const day = 24 * 3600 * 1000;
/** A raise or removal may be confirmed 24 hours after it was asked, for 7 days (UKGC RTS 12). */
const COOLING_MS = day;
const CONFIRM_WINDOW = "interval '7 days'";

type Row = { kind: LimitKind; period: LimitPeriod; amount: string | null; pending_amount: string | null; pending_from: Date | null; live: boolean };

/** The member's limit rows, a raise past its 7 days to confirm read as none. `forUpdate` locks them in the caller's transaction. */
async function rowsOf(db: Kysely<Tables>, memberId: string, forUpdate = false): Promise<Row[]> {
  const { rows } = await sql<Row>`
    select kind, period, amount::text as amount, pending_amount::text as pending_amount, pending_from,
           pending_from is not null and now() < pending_from + ${sql.raw(CONFIRM_WINDOW)} as live
    from member_limits where member_id = ${memberId}::bigint order by kind, period ${sql.raw(forUpdate ? 'for update' : '')}`.execute(db);
  return rows;
}

/** What each window has used, in minor units: deposits credited, stakes, and what came back. */
async function usageOf(db: Kysely<Tables>, memberId: string) {
  const cols = limitPeriods.flatMap((p) => ['staked', 'won', 'deposited'].map((c) => sql.raw(`coalesce(sum(${c}) filter (where at > now() - limit_window('${p}')), 0)::text as "${c}_${p}"`)));
  const { rows } = await sql<Record<string, string>>`select ${sql.join(cols)} from limit_usage where member_id = ${memberId}::bigint and at > now() - interval '30 days'`.execute(db);
  const r = rows[0]!;
  return (kind: LimitKind, period: LimitPeriod): bigint => {
    const staked = BigInt(r[`staked_${period}`]!);
    if (kind === 'wager') return staked;
    if (kind === 'deposit') return BigInt(r[`deposited_${period}`]!);
    const loss = staked - BigInt(r[`won_${period}`]!);
    return loss > 0n ? loss : 0n;
  };
}

/** The member's nine limits as the page and the console show them. */
export async function limitsOf(db: Kysely<Tables>, brand: { config: { licences?: string[] | undefined } }, memberId: string): Promise<PlayLimits> {
  const rows = await rowsOf(db, memberId);
  const used = await usageOf(db, memberId);
  const now = Date.now();
  const deposited = await db.selectFrom('deposits').select('id').where('member_id', '=', memberId).where('status', '=', 'approved').limit(1).executeTakeFirst();
  const limits = limitKinds.flatMap((kind) =>
    limitPeriods.map((period) => {
      const row = rows.find((r) => r.kind === kind && r.period === period);
      const from = row?.live ? new Date(row.pending_from!) : null;
      return {
        kind,
        period,
        amount: row?.amount ? fromMinorUnits(row.amount) : null,
        used: fromMinorUnits(used(kind, period)),
        pending: from
          ? { amount: row!.pending_amount ? fromMinorUnits(row!.pending_amount) : null, from: from.toISOString(), until: new Date(from.getTime() + 7 * day).toISOString(), due: from.getTime() <= now }
          : null,
      };
    }),
  );
  const hasDepositLimit = rows.some((r) => r.kind === 'deposit' && r.amount !== null);
  return { limits, depositPrompt: !hasDepositLimit && !deposited, locked: limitsLocked(brand.config.licences) };
}

const target = (r: Row | undefined): bigint | null => (r?.live ? (r.pending_amount === null ? null : BigInt(r.pending_amount)) : r?.amount ? BigInt(r.amount) : null);

/**
 * Sets the limits the body names (decision 0322): a new or lower limit at once, a raise or a
 * removal after 24 hours and the member's confirmation; the same limit again drops a raise that was
 * waiting. Each kind keeps day ≤ week ≤ month, judged on what each limit will be.
 */
export async function saveLimits(db: Kysely<Tables>, memberId: string, input: SavePlayLimitsRequest): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = await rowsOf(trx, memberId, true);
    const wanted = new Map<string, bigint | null>();
    for (const kind of limitKinds)
      for (const period of limitPeriods) {
        const text = input[limitField(kind, period)];
        if (text === undefined) continue;
        wanted.set(`${kind}:${period}`, text === '' ? null : toMinorUnits(text));
        if (text !== '' && toMinorUnits(text)! <= 0n) throw apiError('FIELD_INVALID', { reason: 'errors:reason_limit_positive' }, limitField(kind, period));
      }
    for (const kind of limitKinds) {
      const will = Object.fromEntries(limitPeriods.map((p) => [p, wanted.has(`${kind}:${p}`) ? wanted.get(`${kind}:${p}`)! : target(rows.find((r) => r.kind === kind && r.period === p))])) as Record<
        LimitPeriod,
        bigint | null
      >;
      const broken = limitOrderBroken(will);
      if (broken) throw apiError('LIMIT_ORDER', { longer: `errors:limit_period_${broken[1]}` }, limitField(kind, broken[0]));
    }
    for (const [key, amount] of wanted) {
      const [kind, period] = key.split(':') as [LimitKind, LimitPeriod];
      const row = rows.find((r) => r.kind === kind && r.period === period);
      const now = row?.amount ? BigInt(row.amount) : null;
      const at = { member_id: memberId, kind, period };
      if (amount === now) {
        // The limit in force asked again: a raise or removal that was waiting is dropped.
        if (row)
          await trx
            .updateTable('member_limits')
            .set({ pending_amount: null, pending_from: null, updated_at: new Date() })
            .where('member_id', '=', memberId)
            .where('kind', '=', kind)
            .where('period', '=', period)
            .execute();
      } else if (amount !== null && (now === null || amount < now)) {
        await trx
          .insertInto('member_limits')
          .values({ ...at, amount: String(amount) })
          .onConflict((oc) => oc.columns(['member_id', 'kind', 'period']).doUpdateSet({ amount: String(amount), pending_amount: null, pending_from: null, updated_at: new Date() }))
          .execute();
      } else {
        await sql`update member_limits set pending_amount = ${amount === null ? null : String(amount)}::bigint, pending_from = now() + ${`${COOLING_MS} milliseconds`}::interval, updated_at = now()
          where member_id = ${memberId}::bigint and kind = ${kind} and period = ${period}`.execute(trx);
      }
    }
  });
}

/** Puts in force a raise or removal whose 24 hours are over and whose 7 days to confirm are not (409 LIMIT_NOT_DUE otherwise). */
export async function confirmLimit(db: Kysely<Tables>, memberId: string, kind: LimitKind, period: LimitPeriod): Promise<void> {
  const { rows } = await sql`
    update member_limits set amount = pending_amount, pending_amount = null, pending_from = null, updated_at = now()
    where member_id = ${memberId}::bigint and kind = ${kind} and period = ${period}
      and pending_from <= now() and now() < pending_from + ${sql.raw(CONFIRM_WINDOW)}
    returning 1`.execute(db);
  if (rows.length === 0) throw apiError('LIMIT_NOT_DUE');
}

/** An operator's change: only lower than the limit in force (or a limit where there is none), at once; a raise that was waiting is dropped. */
export async function lowerLimit(db: Kysely<Tables>, memberId: string, kind: LimitKind, period: LimitPeriod, text: string): Promise<{ before: string | null }> {
  const amount = toMinorUnits(text)!;
  if (amount <= 0n) throw apiError('FIELD_INVALID', { reason: 'errors:reason_limit_positive' }, 'amount');
  const rows = await rowsOf(db, memberId, true);
  const row = rows.find((r) => r.kind === kind && r.period === period);
  if (row?.amount && amount >= BigInt(row.amount)) throw apiError('LIMIT_NOT_LOWER', { limit: fromMinorUnits(row.amount) }, 'amount');
  const shorter = limitPeriods.slice(0, limitPeriods.indexOf(period)).map((p) => rows.find((r) => r.kind === kind && r.period === p));
  await db
    .insertInto('member_limits')
    .values({ member_id: memberId, kind, period, amount: String(amount) })
    .onConflict((oc) => oc.columns(['member_id', 'kind', 'period']).doUpdateSet({ amount: String(amount), pending_amount: null, pending_from: null, updated_at: new Date() }))
    .execute();
  // A shorter period's limit above the new one is brought down to it, so day ≤ week ≤ month holds.
  for (const r of shorter)
    if (r?.amount && BigInt(r.amount) > amount)
      await db
        .updateTable('member_limits')
        .set({ amount: String(amount), pending_amount: null, pending_from: null, updated_at: new Date() })
        .where('member_id', '=', memberId)
        .where('kind', '=', kind)
        .where('period', '=', r.period)
        .execute();
  return { before: row?.amount ? fromMinorUnits(row.amount) : null };
}

/**
 * A deposit asked for within the member's deposit limits: credited deposits of each window, the
 * deposits sent to the desk and not yet decided, and this one. The member's deposit limits are
 * locked in the caller's transaction, so two deposits asked at once are judged one after the other.
 */
export async function depositWithinLimits(db: Kysely<Tables>, memberId: string, amount: bigint): Promise<void> {
  const rows = (await rowsOf(db, memberId, true)).filter((r) => r.kind === 'deposit' && r.amount !== null);
  if (rows.length === 0) return;
  const used = await usageOf(db, memberId);
  for (const r of rows) {
    const { rows: waiting } = await sql<{ sum: string }>`
      select coalesce(sum(amount), 0)::text as sum from deposits
      where member_id = ${memberId}::bigint and status = 'pending' and created_at > now() - limit_window(${r.period})`.execute(db);
    if (used('deposit', r.period) + BigInt(waiting[0]!.sum) + amount > BigInt(r.amount!)) throw limitReached('deposit', r.period, r.amount!, 'amount');
  }
}

/** A request over one of the player's limits (`amount` in minor units): the message names it, and the envelope carries it as `limit`. */
export const limitReached = (kind: LimitKind, period: LimitPeriod, amount: string, field?: string) =>
  apiError('LIMIT_REACHED', { limit: fromMinorUnits(amount), kind: `errors:limit_kind_${kind}`, period: `errors:limit_period_${period}` }, field, {
    limit: { kind, period, amount: fromMinorUnits(amount) },
  });

/** The database's refusal of a stake over a limit (migration 082, SQLSTATE MQL01) as the error the player reads; anything else as it was. */
export function limitErrorOf(err: unknown): ApiError | null {
  const e = err as { code?: string; detail?: string };
  if (e.code !== 'MQL01' || !e.detail) return null;
  const [kind, period, amount] = e.detail.split(':') as [LimitKind, LimitPeriod, string];
  return limitReached(kind, period, amount);
}
