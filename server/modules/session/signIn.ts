import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import type { LoginResult } from '../../../src/generated/types';
import { accountKey, tokenHash, tokenOf } from '../../lib/tokens';
import { accountRules, type PasswordChangeReason } from '../../lib/accountRules';
import { startSession } from './store';
import { apiError } from '../../errors';
import { portalRefusal, type Portal } from '../../../src/engine/accountType';

export interface SignInMember {
  id: string;
  account: string;
  type: number;
  last_login_at: Date | null;
}

/** Refuses an account the sign-in it came through does not take (SPEC §6), before anything is started for it. */
export function refuseOtherPortal(portal: Portal, member: { type: number }): void {
  const refusal = portalRefusal(portal, member.type);
  if (refusal) throw apiError(refusal);
}

/**
 * The answer of every way in (password, SMS code, remember token, recovery, Google/Facebook): a
 * session whose password must first be changed when `reason` says so. The session the browser
 * held before, sent in `o.replaces` (the request's Authorization), ends with it (ASVS 7.2.4): a
 * browser holds one session, and the one it let go of is not left to live out its limits. (Remember
 * me is the session routes' own, in cookies: ./rememberCookies.)
 */
export async function signInAs(
  db: Kysely<Tables>,
  brand: Brand,
  member: SignInMember,
  reason: PasswordChangeReason | null,
  o: { portal?: Portal; replaces?: string | string[] | undefined } = {},
): Promise<LoginResult> {
  refuseOtherPortal(o.portal ?? 'member', member);
  const previous = tokenOf(o.replaces);
  const token = await startSession(db, brand.id, member.id, accountKey(member.account), accountRules(brand), reason !== null, previous === null ? null : tokenHash(previous));
  return {
    token,
    firstTimeLogin: member.last_login_at === null,
    passwordExpired: reason !== null,
    ...(reason ? { passwordChange: reason } : {}),
  };
}
