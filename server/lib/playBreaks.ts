import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Tables } from '../db/tables';
import type { Brand } from '../brands/store';
import { apiError } from '../errors';
import { formatDateTime } from '../../src/engine/formatDateTime';

/** A break from play (RG3, migration 083) as the refusals read it. */
export interface HoldingBreak {
  kind: 'timeOut' | 'exclusion';
  lifts_at: Date | string | null;
}

/**
 * The breaks that hold a member now, as SQL: their own, and an exclusion on every brand taken by an
 * account of any brand with the same mobile number or e-mail address (decision 0323).
 */
export function breaksHolding(memberId: string): RawBuilder<HoldingBreak> {
  return sql<HoldingBreak>`(
    select b.kind, b.lifts_at from members m
    join play_breaks b on b.member_id = m.id
      or (b.all_brands and ((b.mobile is not null and b.mobile = m.mobile) or (b.email is not null and lower(b.email) = lower(m.email))))
    where m.id = ${memberId} and (b.lifts_at is null or b.lifts_at > now())
  )`;
}

/** The break holding the member now that lifts last (one with no end first), or null. */
export async function breakOf(db: Kysely<Tables>, memberId: string): Promise<HoldingBreak | null> {
  const { rows } = await sql<HoldingBreak>`select kind, lifts_at from ${breaksHolding(memberId)} as h order by lifts_at desc nulls first limit 1`.execute(db);
  return rows[0] ?? null;
}

/** The refusal a break answers with, in the member's language, saying until when (brand's clock). */
export function breakRefusal(brand: Brand, b: HoldingBreak, field?: string) {
  if (b.lifts_at === null) return apiError('PLAY_EXCLUDED_FOREVER', {}, field);
  const until = formatDateTime(new Date(b.lifts_at).toISOString(), brand.config.timeZone).slice(0, 16);
  return apiError(b.kind === 'timeOut' ? 'PLAY_TIMED_OUT' : 'PLAY_EXCLUDED', { until }, field);
}

/** Refuses a member on a break: sign-in, a deposit. */
export async function refuseOnBreak(db: Kysely<Tables>, brand: Brand, memberId: string): Promise<void> {
  const b = await breakOf(db, memberId);
  if (b) throw breakRefusal(brand, b);
}

/**
 * Refuses a new account whose mobile number or e-mail address belongs to someone on a break: of
 * this brand's accounts, or of any brand's when the break holds on every brand.
 */
export async function refuseNewAccountOnBreak(db: Kysely<Tables>, brand: Brand, contact: { mobile: string | null; email: string | null }, field: string): Promise<void> {
  if (!contact.mobile && !contact.email) return;
  const { rows } = await sql<HoldingBreak>`
    select b.kind, b.lifts_at from play_breaks b join members m on m.id = b.member_id
    where (b.lifts_at is null or b.lifts_at > now())
      and (b.all_brands or m.brand_id = ${brand.id})
      and ((${contact.mobile}::text is not null and (b.mobile = ${contact.mobile} or m.mobile = ${contact.mobile}))
        or (${contact.email}::text is not null and (lower(b.email) = lower(${contact.email}) or lower(m.email) = lower(${contact.email}))))
    order by b.lifts_at desc nulls first limit 1`.execute(db);
  if (rows[0]) throw breakRefusal(brand, rows[0], field);
}

/**
 * The member's session limit (RG3) applied to their sessions: one that has run past it ends (its
 * deletion tells its open pages, migration 010), the others expire when they reach it. Called at
 * sign-in and when the limit changes.
 */
export async function endPlayOverLimit(db: Kysely<Tables>, memberId: string): Promise<void> {
  await sql`delete from sessions s using play_settings p
    where s.member_id = ${memberId} and p.member_id = s.member_id and p.session_minutes is not null
      and s.created_at + make_interval(mins => p.session_minutes) <= now()`.execute(db);
  await sql`update sessions s set expires_at = least(s.expires_at, s.created_at + make_interval(mins => p.session_minutes))
    from play_settings p
    where s.member_id = ${memberId} and p.member_id = s.member_id and p.session_minutes is not null`.execute(db);
}
