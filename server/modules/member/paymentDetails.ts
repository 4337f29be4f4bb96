import type { FastifyReply } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import type { AddPayoutAccountRequest, PayoutAccounts, Profile, SaveProfileRequest } from '../../../src/generated/types';
import { payoutKindNames, payoutNumber, sameName, type PayoutKind } from '../../../src/engine/payoutAccount';
import { apiError } from '../../errors';
import { isGuessableDigits } from '../../../src/engine/guessableDigits';
import { inTransaction } from '../../db/inTransaction';
import { isUniqueViolation } from '../../db/isUniqueViolation';
import { hashPassword, passwordMatches } from '../../lib/password';
import { confirmOwner } from '../../lib/confirmOwner';
import { profileOf } from '../../lib/profile';

/** More accounts than this is no longer one person's wallets. */
export const MAX_PAYOUT_ACCOUNTS = 5;


/** Whole years from a birthday to today (UTC is close enough for an age limit counted in years). */
function ageOn(birthday: string, now = new Date()): number {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age -= 1;
  return age;
}

/**
 * Sets what the member gives: the real name only while none is set (payouts are checked against
 * it, so changing it is support's to do), a birthday at the brand's minimum age or over, an e-mail.
 */
export async function saveProfile(db: Kysely<Tables>, reply: FastifyReply, brand: Brand, member: { id: string; tokenHash: string }, input: SaveProfileRequest): Promise<Profile> {
  const memberId = member.id;
  const current = await profileOf(db, memberId);
  // Recovery links go to this address: a new one is the owner's to give, not a session's (ASVS 7.5.1).
  const email = input.email?.trim();
  if (email !== undefined && email.toLowerCase() !== (current.email ?? '').toLowerCase()) await confirmOwner(db, reply, member, input.password, { recentSignInSuffices: false });
  const realName = input.realName?.trim().replace(/\s+/g, ' ');
  if (realName !== undefined && current.realName !== null && !sameName(realName, current.realName)) throw apiError('REAL_NAME_SET', {}, 'realName');
  if (input.birthday !== undefined) {
    const age = ageOn(input.birthday);
    if (Number.isNaN(age) || age < brand.config.minAge || age > 120) throw apiError('UNDER_AGE', { age: String(brand.config.minAge) }, 'birthday');
  }
  const changes = {
    ...(realName !== undefined && current.realName === null ? { payee_name: realName } : {}),
    ...(input.birthday !== undefined ? { birthday: input.birthday } : {}),
    ...(email !== undefined ? { email } : {}),
  };
  // A body that changes nothing (a password alone, say) is answered with the profile as it is: an
  // update with nothing to set is not SQL.
  if (Object.keys(changes).length === 0) return current;
  await db.updateTable('members').set(changes).where('id', '=', memberId).execute();
  return profileOf(db, memberId);
}

/** Sets the payment password, or changes it with the current one. */
export async function setPaymentPassword(db: Kysely<Tables>, memberId: string, input: { oldPassword?: string; newPassword: string }): Promise<{ hasPaymentPassword: true }> {
  const m = await db.selectFrom('members').select('payment_password_hash').where('id', '=', memberId).executeTakeFirstOrThrow();
  // Changing it is one more way to guess it: the old one counts against the same tries.
  if (m.payment_password_hash !== null) await checkPaymentPassword(db, memberId, input.oldPassword ?? '', 'oldPassword');
  // After the old one, so a change asked with a wrong old one still counts a try.
  if (isGuessableDigits(input.newPassword)) throw apiError('PAYMENT_PASSWORD_GUESSABLE', {}, 'newPassword');
  await db.updateTable('members').set({ payment_password_hash: await hashPassword(input.newPassword), payment_password_tries: 0 }).where('id', '=', memberId).execute();
  return { hasPaymentPassword: true };
}

/** Wrong payment passwords in a row before it is refused for PAYMENT_PASSWORD_LOCK_MINUTES. */
export const PAYMENT_PASSWORD_TRIES = 5;
export const PAYMENT_PASSWORD_LOCK_MINUTES = 15;

/** This process's payment-password checks by member, each waiting for the one before it. */
const checking = new Map<string, Promise<unknown>>();

/** Runs `work` after every check of the member this process started before it has finished. */
async function oneAtATime<T>(memberId: string, work: () => Promise<T>): Promise<T> {
  const run = (checking.get(memberId) ?? Promise.resolve()).then(work);
  const settled = run.catch(() => undefined);
  checking.set(memberId, settled);
  try {
    return await run;
  } finally {
    if (checking.get(memberId) === settled) checking.delete(memberId);
  }
}

/** Whether a lock stands now, by the database's clock, which also sets it. */
const lockStands = sql<boolean>`coalesce(payment_password_locked_until > now(), false)`;
/** A wrong try's place in the run, from the row as the update finds it (a lock that has run out starts a new run). */
const nextTry = sql<number>`case when payment_password_locked_until <= now() then 1 else payment_password_tries + 1 end`;

/**
 * The payment password a money call or its change asks for, checked against its try limit. Only a
 * wrong password counts, in one statement that adds it to the run (a lock that has run out starts
 * the run again) and sets the lock with the limit's try, so wrong tries sent at once are counted
 * one by one and lock exactly at the limit; a right password is never counted, and ends the run.
 * A check waits for the member's check before it in this process, so a burst is judged one try at
 * a time and no more than the limit are checked before the lock (another process may check one
 * of its own meanwhile). The count must outlive a refusal: call this outside any transaction the
 * refusal rolls back (defineRoute's `before`).
 */
export function checkPaymentPassword(db: Kysely<Tables>, memberId: string, typed: string, field = 'paymentPassword'): Promise<void> {
  return oneAtATime(memberId, async () => {
    const m = await db
      .selectFrom('members')
      .select(['payment_password_hash as hash', 'payment_password_locked_until as until', lockStands.as('locked')])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    if (m.hash === null) throw apiError('PAYMENT_PASSWORD_NOT_SET', {}, field);
    if (m.locked) throw locked(m.until, field);
    const right = await passwordMatches(m.hash, typed);
    // Either statement finds no row if another process locked it while the password was checked.
    const { rows } = right
      ? await sql<{ tries: number; until: Date | null }>`
          update members set payment_password_tries = 0, payment_password_locked_until = null
          where id = ${memberId} and not ${lockStands}
          returning payment_password_tries as tries, payment_password_locked_until as until`.execute(db)
      : await sql<{ tries: number; until: Date | null }>`
          update members set
            payment_password_tries = ${nextTry},
            payment_password_locked_until = case when ${nextTry} >= ${PAYMENT_PASSWORD_TRIES} then now() + ${PAYMENT_PASSWORD_LOCK_MINUTES} * interval '1 minute' end
          where id = ${memberId} and not ${lockStands}
          returning payment_password_tries as tries, payment_password_locked_until as until`.execute(db);
    const counted = rows[0];
    if (!counted) {
      const held = await db.selectFrom('members').select('payment_password_locked_until as until').where('id', '=', memberId).executeTakeFirstOrThrow();
      throw locked(held.until, field);
    }
    if (right) return;
    if (counted.until) throw locked(counted.until, field);
    throw apiError('PAYMENT_PASSWORD_WRONG', { left: String(PAYMENT_PASSWORD_TRIES - counted.tries), minutes: String(PAYMENT_PASSWORD_LOCK_MINUTES) }, field);
  });
}

/** Refused while locked, saying for how many more minutes (a lock still being set reads as a whole one). */
function locked(until: Date | null, field: string) {
  const minutes = until ? Math.max(1, Math.ceil((new Date(until).getTime() - Date.now()) / 60_000)) : PAYMENT_PASSWORD_LOCK_MINUTES;
  return apiError('PAYMENT_PASSWORD_LOCKED', { minutes: String(minutes) }, field);
}

const accountKinds = (brand: Brand): PayoutKind[] => brand.config.payments?.withdrawal.accountKinds ?? [];

/** The member's bound payout accounts, oldest first, and the kinds the brand pays to. */
export async function payoutAccountsOf(db: Kysely<Tables>, brand: Brand, memberId: string): Promise<PayoutAccounts> {
  const rows = await db.selectFrom('payout_accounts').selectAll().where('member_id', '=', memberId).where('removed_at', 'is', null).orderBy('id').execute();
  return {
    accounts: rows.map((r) => ({ id: r.id, kind: r.kind, number: r.number, bankName: r.bank_name, payeeName: r.payee_name })),
    kinds: accountKinds(brand),
  };
}

/**
 * Binds a payout account: a kind the brand pays to, a number of that kind, in the member's own real
 * name (which must be set first), at most MAX_PAYOUT_ACCOUNTS. The member's row is locked so two
 * binds at once cannot pass the count together.
 */
export async function addPayoutAccount(db: Kysely<Tables>, brand: Brand, memberId: string, input: AddPayoutAccountRequest): Promise<PayoutAccounts> {
  if (!accountKinds(brand).includes(input.kind)) throw apiError('PAYOUT_KIND_NOT_OFFERED', {}, 'kind');
  const number = payoutNumber(input.kind, input.number);
  if (!number) throw apiError('PAYOUT_ACCOUNT_INVALID', { kind: payoutKindNames[input.kind] }, 'number');
  return inTransaction(db, async (trx) => {
    const m = await trx.selectFrom('members').select('payee_name').where('id', '=', memberId).forUpdate().executeTakeFirstOrThrow();
    if (m.payee_name === null) throw apiError('REAL_NAME_REQUIRED');
    if (!sameName(input.payeeName, m.payee_name)) throw apiError('PAYEE_NAME_MISMATCH', { name: m.payee_name }, 'payeeName');
    const { n } = await trx
      .selectFrom('payout_accounts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', memberId)
      .where('removed_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(n) >= MAX_PAYOUT_ACCOUNTS) throw apiError('TOO_MANY_PAYOUT_ACCOUNTS', { count: String(MAX_PAYOUT_ACCOUNTS) });
    await trx
      .insertInto('payout_accounts')
      .values({ member_id: memberId, kind: input.kind, number, bank_name: input.kind === 'bank' ? input.bankName!.trim() : null, payee_name: m.payee_name })
      .execute()
      .catch((err: unknown) => {
        throw isUniqueViolation(err) ? apiError('PAYOUT_ACCOUNT_TAKEN', {}, 'number') : err;
      });
    return payoutAccountsOf(trx, brand, memberId);
  });
}

/** Unbinds a payout account; withdrawals already asked for keep it. */
export async function removePayoutAccount(db: Kysely<Tables>, brand: Brand, memberId: string, id: string): Promise<PayoutAccounts> {
  const removed = await db.updateTable('payout_accounts').set({ removed_at: new Date() }).where('id', '=', id).where('member_id', '=', memberId).where('removed_at', 'is', null).executeTakeFirst();
  if (removed.numUpdatedRows === 0n) throw apiError('NOT_FOUND');
  return payoutAccountsOf(db, brand, memberId);
}
