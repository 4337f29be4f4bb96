import { portalRefusal, type Portal } from '../../src/engine/accountType';
import { passwordChangeReason, type AccountRules, type PasswordChangeReason } from './accountRules';
import { oneTimePasswordExpired } from './temporaryPassword';
import { apiError } from '../errors';

/** What the policy reads of a member: the sign-in columns of its row (as `findMember` selects them). */
export interface Entrant {
  type: number;
  locked: boolean;
  must_change_password: boolean;
  password_changed_at: Date | string;
  /** When a password someone else issued stops working; null when its owner chose it. */
  password_expires_at: Date | string | null;
}

/**
 * A way in, once its own proof has passed (the password matched, the code or token was good, the
 * provider vouched, the reset link is live): what it proved and where it came from.
 */
export type Way =
  /** The password, on the member or the agent sign-in; whether it is weak is known only here. */
  | { by: 'password'; portal: Portal; weakPassword: boolean; rules: AccountRules }
  /** The SMS code sent to the account's confirmed number, standing in for the password. */
  | { by: 'sms'; portal: Portal }
  /** "Remember me": the token an earlier sign-in left on this device, which stands for that sign-in. */
  | { by: 'remember'; portal: Portal; rules: AccountRules }
  /** Google or Facebook: the provider vouched for an account linked to it (or about to be). */
  | { by: 'social' }
  /** A forgotten password: a code texted to the account's number, or a mailed link; a new password comes with it. */
  | { by: 'recovery'; proof: 'smsCode' | 'resetLink' }
  /** Free play: the trial account just made for this visitor. */
  | { by: 'freeplay' };

/** Why a member who proved who they are is still not let in. */
export type Refusal = 'ACCOUNT_LOCKED' | 'NOT_MEMBER' | 'NOT_AGENT' | 'ONE_TIME_PASSWORD_EXPIRED';

export interface Admitted {
  admitted: true;
  /** The change the session must make before anything else (SPEC §4, §6: a password sign-in's only), or null. */
  passwordChange: PasswordChangeReason | null;
  /**
   * What the brand's check of a new device or network asks of this way (server/modules/session/twoFactor):
   * all of it, all but the SMS code (the way proved the phone), or nothing (a remembered sign-in
   * was checked on this device when it was made; free play has no account to guard).
   */
  deviceCheck: 'full' | 'phoneProven' | 'none';
}

export type Admission = Admitted | { admitted: false; refusal: Refusal };

const refused = (refusal: Refusal): Admission => ({ admitted: false, refusal });

/**
 * Whether a member whose proof has passed is let in by this way, and on what terms: the one rule
 * of every way in (docs/decisions/0249-one-admit-policy.md). In this order:
 *
 * 1. A locked account is refused (ACCOUNT_LOCKED), whatever it proved: told only to whoever
 *    proved it, so a lock does not show which accounts exist.
 * 2. The sign-in it came through must take its type (SPEC §6): a non-member account never signs
 *    in here (NOT_MEMBER), the agent sign-in takes agents only (NOT_AGENT). Recovery, social
 *    sign-in and free play are the member site's. A trial account (type 4) is a member here: it
 *    comes in like any other, and the route layer refuses it the money calls (SPEC §5).
 * 3. A password support issued and nobody changed within its day no longer works (ASVS
 *    6.4.1), so neither does a remembered sign-in of it: support must issue another
 *    (ONE_TIME_PASSWORD_EXPIRED). A code, a provider or a recovery proves no password and sets
 *    its own.
 *
 * Admitted, a password sign-in (and a remembered one, without knowing the password's strength)
 * must first change the password support asked to change, one older than the brand allows or a
 * weak one; no other way is asked (SPEC §4: "the type is not sms or firebase").
 */
export function admit(member: Entrant, way: Way, now: Date = new Date()): Admission {
  if (member.locked) return refused('ACCOUNT_LOCKED');
  const portal = 'portal' in way ? way.portal : 'member';
  const other = portalRefusal(portal, member.type);
  if (other) return refused(other);
  if ((way.by === 'password' || way.by === 'remember') && oneTimePasswordExpired(member.password_expires_at, now.getTime())) return refused('ONE_TIME_PASSWORD_EXPIRED');
  switch (way.by) {
    case 'password':
    case 'remember': {
      const facts = { mustChange: member.must_change_password, passwordChangedAt: new Date(member.password_changed_at), weak: way.by === 'password' && way.weakPassword };
      return { admitted: true, passwordChange: passwordChangeReason(facts, way.rules, now), deviceCheck: way.by === 'password' ? 'full' : 'none' };
    }
    case 'sms':
      return { admitted: true, passwordChange: null, deviceCheck: 'phoneProven' };
    case 'social':
      return { admitted: true, passwordChange: null, deviceCheck: 'full' };
    case 'recovery':
      return { admitted: true, passwordChange: null, deviceCheck: way.proof === 'smsCode' ? 'phoneProven' : 'full' };
    case 'freeplay':
      return { admitted: true, passwordChange: null, deviceCheck: 'none' };
  }
}

/** `admit` for a route: the admission, or its refusal thrown as the call's answer. */
export function admitted(member: Entrant, way: Way, now: Date = new Date()): Admitted {
  const admission = admit(member, way, now);
  if (!admission.admitted) throw apiError(admission.refusal);
  return admission;
}
