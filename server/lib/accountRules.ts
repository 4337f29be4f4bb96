import type { Brand } from '../brands/store';
import { isModuleOn } from '../../src/engine/moduleSwitch';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** A brand's session and password-age rules (brand config `accounts`), with the schema's defaults. */
export interface AccountRules {
  sessionMs: number;
  idleMs: number;
  maxSessions: number;
  /** How old a password may grow before a password sign-in must change it; null: never. */
  passwordMaxAgeMs: number | null;
  /** What a password sign-in from a new device or IP address must also give (server/modules/session/twoFactor/newDeviceCheck.ts). */
  newDeviceCheck: 'off' | 'sms' | 'totp';
  /** Whether that check, and a member's authenticator app, is asked at every password sign-in, a known device's too. */
  checkEverySignIn: boolean;
  /** Whether a sign-in by account name and a registration first pass a slider (server/modules/session/slider.ts). */
  sliderChallenge: boolean;
}

export function accountRules(brand: Brand): AccountRules {
  const a = brand.config.accounts ?? {};
  const maxAgeDays = a.passwordMaxAgeDays ?? 0;
  return {
    sessionMs: (a.sessionHours ?? 24) * HOUR_MS,
    idleMs: (a.idleMinutes ?? 60) * 60_000,
    maxSessions: a.maxSessions ?? 5,
    // Expiry is a module of the settings tree (forced change on password expiry), the age a brand setting.
    passwordMaxAgeMs: isModuleOn(brand.settings, 'PASSEXPCHG3') && maxAgeDays > 0 ? maxAgeDays * DAY_MS : null,
    newDeviceCheck: a.newDeviceCheck ?? 'off',
    checkEverySignIn: a.checkEverySignIn ?? false,
    sliderChallenge: a.sliderChallenge ?? false,
  };
}

/** Why a password sign-in must change the password before anything else, or null when it need not. */
export type PasswordChangeReason = 'required' | 'expired' | 'weak';

/**
 * SPEC §5/§6: the forced change follows a password sign-in — of an account someone else made or
 * support flagged (`mustChange`), of a password older than the brand allows, or of a weak one —
 * and never an SMS or social sign-in, which proves no password.
 */
export function passwordChangeReason(m: { mustChange: boolean; passwordChangedAt: Date; weak: boolean }, rules: AccountRules, now: Date): PasswordChangeReason | null {
  if (m.mustChange) return 'required';
  if (rules.passwordMaxAgeMs !== null && now.getTime() - m.passwordChangedAt.getTime() > rules.passwordMaxAgeMs) return 'expired';
  if (m.weak) return 'weak';
  return null;
}

/** Whether a session has been left alone too long, or outlived its brand's lifetime. */
export const sessionIdle = (lastSeenAt: number, rules: AccountRules, now: number) => now - lastSeenAt > rules.idleMs;
