import { sql, type Kysely, type Selectable } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import type { BreakTaken, PlayStatus, RealityCheck, SavePlayRequest, TakeBreakRequest } from '../../../src/generated/types';
import { apiError } from '../../errors';
import { fromMinorUnits } from '../../../src/engine/money';
import { audit } from '../../lib/audit';
import { breakOf, endPlayOverLimit } from '../../lib/playBreaks';
import { noPassword, signedInRecently } from '../../lib/confirmOwner';
import { passwordMatches } from '../../lib/password';
import { endGrantForBreak } from '../promo/index';
import { moneyIn30Days } from '../wallet/index';

type Period = TakeBreakRequest['period'];
type Kind = TakeBreakRequest['kind'];

/** Each period as a PostgreSQL interval; `forever` has none. A time-out's are its own, an exclusion's its own (decision 0323). */
const periods: Record<Kind, Partial<Record<Period, string>>> = {
  timeOut: { '1d': '1 day', '1w': '7 days', '2w': '14 days', '4w': '28 days', '6w': '42 days' },
  exclusion: { '6m': '6 months', '1y': '1 year', '2y': '2 years', '5y': '5 years', forever: '' },
};

/** How long after an exclusion's end it still holds: a day's second thought (decision 0323). A time-out ends by itself. */
const EXCLUSION_GRACE = '24 hours';

type BreakRow = Selectable<Tables['play_breaks']>;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function breakView(r: Pick<BreakRow, 'kind' | 'period' | 'starts_at' | 'ends_at' | 'lifts_at' | 'all_brands' | 'set_by' | 'reason'>): BreakTaken {
  return { kind: r.kind, period: r.period, startsAt: iso(r.starts_at)!, endsAt: iso(r.ends_at), liftsAt: iso(r.lifts_at), allBrands: r.all_brands, setBy: r.set_by, reason: r.reason };
}

export interface BreakBy {
  by: 'member' | 'operator';
  operator?: { id: string; username: string };
  reason?: string;
  ip: string;
}

/**
 * Starts a break from play for a member, in the caller's transaction: the row (with the member's
 * number and address, so an exclusion on every brand finds the same person's other accounts), then
 * for the member and, on every brand, each account with that number or address: an active bonus
 * forfeited with its ledger change, every session, remembered device and game launch ended (the
 * sessions' deletion tells their open pages, migration 010). Audited. A break that would lift
 * before one already holding is refused: a break is never shortened.
 */
export async function startBreak(
  trx: Kysely<Tables>,
  brandOf: (id: string) => Brand | undefined,
  memberId: string,
  input: { kind: Kind; period: Period; allBrands?: boolean },
  by: BreakBy,
): Promise<BreakTaken> {
  const interval = periods[input.kind][input.period];
  if (interval === undefined) throw apiError('FIELD_INVALID', { reason: 'errors:reason_range' }, 'period');
  const member = await trx.selectFrom('members').select(['id', 'brand_id', 'account', 'mobile', 'email']).where('id', '=', memberId).forUpdate().executeTakeFirst();
  if (!member) throw apiError('NOT_FOUND');
  const allBrands = input.kind === 'exclusion' && input.allBrands === true;
  const ends = interval === '' ? sql<Date | null>`null` : sql<Date>`now() + ${interval}::interval`;
  const lifts = interval === '' ? sql<Date | null>`null` : input.kind === 'timeOut' ? ends : sql<Date>`now() + ${interval}::interval + ${EXCLUSION_GRACE}::interval`;
  const holding = await breakOf(trx, memberId);
  if (holding && (holding.lifts_at === null || (interval !== '' && (await liftsLater(trx, holding.lifts_at, interval, input.kind))))) throw apiError('PLAY_BREAK_HOLDING');
  const row = await trx
    .insertInto('play_breaks')
    .values({
      brand_id: member.brand_id,
      member_id: member.id,
      kind: input.kind,
      period: input.period,
      ends_at: ends,
      lifts_at: lifts,
      all_brands: allBrands,
      mobile: member.mobile,
      email: member.email,
      set_by: by.by,
      operator_id: by.operator?.id ?? null,
      reason: by.reason ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const affected = allBrands
    ? await trx
        .selectFrom('members')
        .select(['id', 'brand_id'])
        .where((eb) =>
          eb.or([eb('id', '=', member.id), ...(member.mobile ? [eb('mobile', '=', member.mobile)] : []), ...(member.email ? [eb(sql`lower(email)`, '=', member.email.toLowerCase())] : [])]),
        )
        .orderBy('id')
        .execute()
    : [{ id: member.id, brand_id: member.brand_id }];
  for (const m of affected) {
    const brand = brandOf(m.brand_id);
    if (brand) {
      const grants = await trx.selectFrom('bonus_grants').select('id').where('member_id', '=', m.id).where('status', '=', 'active').execute();
      for (const g of grants) await endGrantForBreak(trx, brand, g.id, by.by);
    }
    await trx.deleteFrom('game_launches').where('member_id', '=', m.id).execute();
    await trx.deleteFrom('remember_tokens').where('member_id', '=', m.id).execute();
    await trx.deleteFrom('sessions').where('member_id', '=', m.id).execute();
  }
  await audit(trx, {
    operator: by.operator ?? null,
    operatorName: by.operator ? undefined : `member:${member.account}`,
    action: input.kind === 'timeOut' ? 'play.timeOut' : 'play.exclusion',
    brandId: member.brand_id,
    target: member.id,
    detail: { period: input.period, allBrands, accounts: affected.length, ...(by.reason ? { reason: by.reason } : {}) },
    ip: by.ip,
  });
  return breakView(row);
}

/** Whether a break holding until `holdsUntil` lifts after one of this length would. */
async function liftsLater(trx: Kysely<Tables>, holdsUntil: Date | string, interval: string, kind: Kind): Promise<boolean> {
  const grace = kind === 'exclusion' ? EXCLUSION_GRACE : '0 seconds';
  const { rows } = await sql<{ later: boolean }>`select ${new Date(holdsUntil)}::timestamptz > now() + ${interval}::interval + ${grace}::interval as later`.execute(trx);
  return rows[0]!.later;
}

/** The member's own break, asked with their password (or, for an account with none, a sign-in within ten minutes). */
export async function takeBreak(trx: Kysely<Tables>, brandOf: (id: string) => Brand | undefined, member: { id: string; tokenHash: string }, input: TakeBreakRequest, ip: string): Promise<BreakTaken> {
  const { password_hash } = await trx.selectFrom('members').select('password_hash').where('id', '=', member.id).executeTakeFirstOrThrow();
  if (noPassword(password_hash)) {
    if (!(await signedInRecently(trx, member.tokenHash))) throw apiError('REAUTH_REQUIRED');
  } else if (!(await passwordMatches(password_hash, input.password))) throw apiError('OLD_PASSWORD_WRONG', {}, 'password');
  return startBreak(trx, brandOf, member.id, input, { by: 'member', ip });
}

/** The member's choices, this session's start and limit, and their 30-day deposits and withdrawals. */
export async function playStatus(db: Kysely<Tables>, member: { id: string; tokenHash: string }): Promise<PlayStatus> {
  const [settings, session, money] = await Promise.all([
    db.selectFrom('play_settings').select(['session_minutes', 'reality_minutes']).where('member_id', '=', member.id).executeTakeFirst(),
    db.selectFrom('sessions').select(['created_at', 'expires_at']).where('token_hash', '=', member.tokenHash).executeTakeFirst(),
    moneyIn30Days(db, member.id),
  ]);
  if (!session) throw apiError('UNAUTHORIZED');
  const { deposits, withdrawals } = money;
  const started = new Date(session.created_at);
  const minutes = settings?.session_minutes ?? null;
  return {
    sessionMinutes: minutes,
    realityMinutes: (settings?.reality_minutes ?? null) as PlayStatus['realityMinutes'],
    sessionStartedAt: started.toISOString(),
    sessionEndsAt: minutes === null ? null : new Date(started.getTime() + minutes * 60_000).toISOString(),
    deposits30d: fromMinorUnits(deposits),
    withdrawals30d: fromMinorUnits(withdrawals),
    netDeposits30d: fromMinorUnits(deposits - withdrawals),
  };
}

/** The member's session limit and reality check, saved; a limit this session has passed ends it (and any other it has passed). Audited. */
export async function savePlay(db: Kysely<Tables>, member: { id: string; account: string; tokenHash: string }, input: SavePlayRequest, ip: string): Promise<PlayStatus> {
  const status = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('play_settings')
      .values({ member_id: member.id, session_minutes: input.sessionMinutes, reality_minutes: input.realityMinutes })
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ session_minutes: input.sessionMinutes, reality_minutes: input.realityMinutes, updated_at: sql`now()` }))
      .execute();
    await audit(trx, {
      operator: null,
      operatorName: `member:${member.account}`,
      action: 'play.limits',
      target: member.id,
      detail: { sessionMinutes: input.sessionMinutes, realityMinutes: input.realityMinutes },
      ip,
    });
    const status = await playStatus(trx, member);
    await endPlayOverLimit(trx, member.id);
    return status;
  });
  return status;
}

/** Time played in this session and the bets the member placed since it began. */
export async function realityCheck(db: Kysely<Tables>, member: { id: string; tokenHash: string }): Promise<RealityCheck> {
  const { rows } = await sql<{ minutes: number; bets: string; staked: string; won: string }>`
    select floor(extract(epoch from now() - s.created_at) / 60)::int as minutes,
      count(b.id)::text as bets, coalesce(sum(b.stake), 0)::text as staked, coalesce(sum(b.payout), 0)::text as won
    from sessions s left join bets b on b.member_id = s.member_id and b.created_at >= s.created_at and b.status <> 'cancelled'
    where s.token_hash = ${member.tokenHash}
    group by s.created_at`.execute(db);
  const r = rows[0];
  if (!r) throw apiError('UNAUTHORIZED');
  return { minutesPlayed: Math.max(0, r.minutes), bets: Number(r.bets), staked: fromMinorUnits(r.staked), won: fromMinorUnits(r.won), net: fromMinorUnits(BigInt(r.won) - BigInt(r.staked)) };
}

/** A member's breaks for the console: the one holding now (by their own or another account's exclusion on every brand), and theirs, newest first. */
export async function memberBreaks(db: Kysely<Tables>, brandId: string, memberId: string) {
  const member = await db.selectFrom('members').select('id').where('id', '=', memberId).where('brand_id', '=', brandId).executeTakeFirst();
  if (!member) throw apiError('NOT_FOUND');
  const { rows: current } = await sql<BreakRow>`
    select b.* from members m
    join play_breaks b on b.member_id = m.id
      or (b.all_brands and ((b.mobile is not null and b.mobile = m.mobile) or (b.email is not null and lower(b.email) = lower(m.email))))
    where m.id = ${memberId} and (b.lifts_at is null or b.lifts_at > now())
    order by b.lifts_at desc nulls first limit 1`.execute(db);
  const all = await db.selectFrom('play_breaks').selectAll().where('member_id', '=', memberId).orderBy('starts_at', 'desc').orderBy('id', 'desc').limit(50).execute();
  return { current: current[0] ? breakView(current[0]) : null, breaks: all.map(breakView) };
}
