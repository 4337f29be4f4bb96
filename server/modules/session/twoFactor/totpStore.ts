import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';
import { TOTP_LOCK_MS, TOTP_MAX_WRONG } from './rules';

/** An authenticator being set up (no code confirmed it yet), or one that is on. */
export type TotpState = 'pending' | 'on';

const inState = (state: TotpState) => (state === 'on' ? sql<boolean>`confirmed_at is not null` : sql<boolean>`confirmed_at is null`);

/** The state of the member's authenticator, null when there is none. */
export async function totpState(db: Kysely<Tables>, memberId: string): Promise<TotpState | null> {
  const row = await db.selectFrom('member_totp').select('confirmed_at').where('member_id', '=', memberId).executeTakeFirst();
  return row ? (row.confirmed_at ? 'on' : 'pending') : null;
}

/**
 * Keeps a new secret to set up, replacing one not yet confirmed (with the steps it used); false,
 * and nothing changes, when an app is on. The run of wrong codes stays: starting again does not
 * buy more guesses.
 */
export async function startTotp(db: Kysely<Tables>, memberId: string, secret: string): Promise<boolean> {
  const row = await db
    .insertInto('member_totp')
    .values({ member_id: memberId, secret })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ secret, last_step: null }).where('member_totp.confirmed_at', 'is', null))
    .returning('member_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Counts one try at a code of the member's authenticator in `state` and answers its secret and
 * the last step taken, or undefined when there is no such authenticator or its codes are refused
 * (TOTP_MAX_WRONG wrong ones in a row, the last less than TOTP_LOCK_MS ago). Counting and judging
 * are one statement, before the code is compared, so however many tries arrive at once, at most
 * TOTP_MAX_WRONG are compared; a right code gives its try back (takeStep). A run whose last wrong
 * code is TOTP_LOCK_MS old starts again.
 */
export async function claimTry(db: Kysely<Tables>, memberId: string, state: TotpState) {
  const runOver = sql<boolean>`(last_wrong_at is null or last_wrong_at < ${new Date(Date.now() - TOTP_LOCK_MS)})`;
  return db
    .updateTable('member_totp')
    .set({
      wrong_tries: sql<number>`case when ${runOver} then 1 else wrong_tries + 1 end`,
      last_wrong_at: sql<Date>`now()`,
    })
    .where('member_id', '=', memberId)
    .where(inState(state))
    .where((eb) => eb.or([runOver, eb('wrong_tries', '<', TOTP_MAX_WRONG)]))
    .returning(['secret', 'last_step'])
    .executeTakeFirst();
}

/** When the member's codes are refused, the last wrong one's time; null when they are not. */
export async function lockedSince(db: Kysely<Tables>, memberId: string): Promise<Date | null> {
  const row = await db.selectFrom('member_totp').select(['wrong_tries', 'last_wrong_at']).where('member_id', '=', memberId).executeTakeFirst();
  if (!row?.last_wrong_at || row.wrong_tries < TOTP_MAX_WRONG) return null;
  const at = new Date(row.last_wrong_at);
  return Date.now() - at.getTime() < TOTP_LOCK_MS ? at : null;
}

/**
 * Takes a right code's time step: false when that step, or a later one, was taken before (the same
 * code twice, or an older one), and the try stays counted. Taken, the run of wrong codes ends; for
 * an app being set up, its first code turns it on.
 */
export async function takeStep(db: Kysely<Tables>, memberId: string, state: TotpState, step: number): Promise<boolean> {
  const row = await db
    .updateTable('member_totp')
    .set({ last_step: String(step), wrong_tries: 0, last_wrong_at: null, ...(state === 'pending' ? { confirmed_at: sql<Date>`now()` } : {}) })
    .where('member_id', '=', memberId)
    .where(inState(state))
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', String(step))]))
    .returning('member_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Turns the member's authenticator off: its secret is gone with the row. */
export async function dropTotp(db: Kysely<Tables>, memberId: string): Promise<void> {
  await db.deleteFrom('member_totp').where('member_id', '=', memberId).execute();
}
