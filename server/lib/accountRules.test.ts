import { describe, expect, it } from 'vitest';
import { passwordChangeReason, sessionIdle, type AccountRules } from './accountRules';

const DAY = 86_400_000;
const rules: AccountRules = { sessionMs: DAY, idleMs: 60 * 60_000, maxSessions: 5, passwordMaxAgeMs: 90 * DAY, newDeviceCheck: 'off', checkEverySignIn: false, sliderChallenge: false };
const now = new Date('2026-06-01T12:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * DAY);

describe('the forced password change', () => {
  it('is asked for by support or the account’s maker first, then by age, then by weakness', () => {
    expect(passwordChangeReason({ mustChange: true, passwordChangedAt: daysAgo(200), weak: true }, rules, now)).toBe('required');
    expect(passwordChangeReason({ mustChange: false, passwordChangedAt: daysAgo(91), weak: true }, rules, now)).toBe('expired');
    expect(passwordChangeReason({ mustChange: false, passwordChangedAt: daysAgo(1), weak: true }, rules, now)).toBe('weak');
    expect(passwordChangeReason({ mustChange: false, passwordChangedAt: daysAgo(1), weak: false }, rules, now)).toBeNull();
  });

  it('lets a password of exactly the allowed age through, and never ages one where expiry is off', () => {
    expect(passwordChangeReason({ mustChange: false, passwordChangedAt: daysAgo(90), weak: false }, rules, now)).toBeNull();
    expect(passwordChangeReason({ mustChange: false, passwordChangedAt: daysAgo(5000), weak: false }, { ...rules, passwordMaxAgeMs: null }, now)).toBeNull();
  });
});

describe('an idle session', () => {
  it('ends only after more than the idle limit without a call', () => {
    const t = now.getTime();
    expect(sessionIdle(t - 60 * 60_000, rules, t)).toBe(false);
    expect(sessionIdle(t - 60 * 60_000 - 1, rules, t)).toBe(true);
  });
});
