import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import type { LoginResult } from '../../../src/generated/types';
import { accountKey, tokenHash, tokenOf } from '../../lib/tokens';
import { accountRules } from '../../lib/accountRules';
import type { Admitted } from '../../lib/admit';
import { startSession } from './store';
import { endPlayOverLimit, refuseOnBreak } from '../../lib/playBreaks';
import { accrueSignIn } from '../../lib/missionProgress';

export interface SignInMember {
  id: string;
  account: string;
  type: number;
  last_login_at: Date | null;
}

/**
 * The answer of every way in (password, SMS code, remember token, recovery, Google/Facebook) once
 * `admit` (server/lib/admit.ts) let the member in: a session whose password must first be changed
 * when the admission says so. The session the browser held before, sent in `o.replaces` (the
 * request's Authorization), ends with it (ASVS 7.2.4): a browser holds one session, and the one it
 * let go of is not left to live out its limits. (Remember me is the session routes' own, in
 * cookies: ./rememberCookies.)
 */
export async function signInAs(
  db: Kysely<Tables>,
  brand: Brand,
  member: SignInMember,
  admitted: Admitted,
  o: { replaces?: string | string[] | undefined } = {},
): Promise<LoginResult> {
  // A member on a break from play (RG3) is refused by every way in, told until when (decision 0323).
  await refuseOnBreak(db, brand, member.id);
  const reason = admitted.passwordChange;
  const previous = tokenOf(o.replaces);
  const token = await startSession(db, brand.id, member.id, accountKey(member.account), accountRules(brand), reason !== null, previous === null ? null : tokenHash(previous));
  // The member's own session limit (RG3) bounds the new session as it does their others.
  await endPlayOverLimit(db, member.id);
  await accrueSignIn(db, brand, member.id);
  return {
    token,
    firstTimeLogin: member.last_login_at === null,
    passwordExpired: reason !== null,
    ...(reason ? { passwordChange: reason } : {}),
  };
}
