import { sql, type Kysely } from 'kysely';
import type { Tables } from '../db/tables';
import type { Profile } from '../../src/generated/types';
import { noPassword } from './confirmOwner';

/** The security centre's profile: the real name (set once), birthday, e-mail, bound mobile, whether a payment password is set. */
export async function profileOf(db: Kysely<Tables>, memberId: string): Promise<Profile> {
  const m = await db
    .selectFrom('members')
    .select(['account', 'payee_name', 'email', 'mobile', 'mobile_confirmed', 'payment_password_hash', 'password_hash', sql<string | null>`birthday::text`.as('birthday')])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  return { account: m.account, realName: m.payee_name, birthday: m.birthday, email: m.email, mobile: m.mobile, mobileConfirmed: m.mobile !== null && m.mobile_confirmed, hasPaymentPassword: m.payment_password_hash !== null, passwordSet: !noPassword(m.password_hash) };
}
