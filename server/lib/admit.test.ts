import { describe, expect, it } from 'vitest';
import { admit, type Entrant, type Way } from './admit';
import type { AccountRules } from './accountRules';

const DAY = 86_400_000;
const rules: AccountRules = { sessionMs: DAY, idleMs: 60 * 60_000, maxSessions: 5, passwordMaxAgeMs: 90 * DAY, newDeviceCheck: 'off', checkEverySignIn: false, sliderChallenge: false };
const now = new Date('2026-06-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

const player: Entrant = { type: 0, locked: false, must_change_password: false, password_changed_at: ago(DAY), password_expires_at: null };
const agent: Entrant = { ...player, type: 1 };
const trial: Entrant = { ...player, type: 4 };
const house: Entrant = { ...player, type: 9 };

const password: Way = { by: 'password', portal: 'member', weakPassword: false, rules };
const sms: Way = { by: 'sms', portal: 'member' };
const remember: Way = { by: 'remember', portal: 'member', rules };
const social: Way = { by: 'social' };
const recoveryByCode: Way = { by: 'recovery', proof: 'smsCode' };
const recoveryByLink: Way = { by: 'recovery', proof: 'resetLink' };
const freeplay: Way = { by: 'freeplay' };
/** Every way a player's account can come in by. */
const memberWays = [password, sms, remember, social, recoveryByCode, recoveryByLink];

describe('admit', () => {
  it('lets a player in by every way a player has, with what each way still asks', () => {
    expect(memberWays.map((w) => admit(player, w, now))).toEqual([
      { admitted: true, passwordChange: null, deviceCheck: 'full' },
      { admitted: true, passwordChange: null, deviceCheck: 'phoneProven' },
      { admitted: true, passwordChange: null, deviceCheck: 'none' },
      { admitted: true, passwordChange: null, deviceCheck: 'full' },
      { admitted: true, passwordChange: null, deviceCheck: 'phoneProven' },
      { admitted: true, passwordChange: null, deviceCheck: 'full' },
    ]);
  });

  it('refuses a locked account by every way, before anything else is said of it', () => {
    for (const way of [...memberWays, freeplay]) expect(admit({ ...house, locked: true }, way, now), way.by).toEqual({ admitted: false, refusal: 'ACCOUNT_LOCKED' });
  });

  it('lets a trial account in like any member, by free play or a password it was given (a demo guest)', () => {
    for (const way of [freeplay, password, sms, remember, social]) expect(admit(trial, way, now).admitted, way.by).toBe(true);
    expect(admit(trial, { ...password, portal: 'agent' }, now)).toEqual({ admitted: false, refusal: 'NOT_AGENT' });
  });

  it('refuses a non-member account by every way, and a non-agent on the agent sign-in (SPEC §6)', () => {
    for (const way of memberWays) expect(admit(house, way, now), way.by).toEqual({ admitted: false, refusal: 'NOT_MEMBER' });
    for (const way of [{ ...password, portal: 'agent' }, { ...sms, portal: 'agent' }, { ...remember, portal: 'agent' }] as Way[]) {
      expect(admit(player, way, now), way.by).toEqual({ admitted: false, refusal: 'NOT_AGENT' });
      expect(admit(agent, way, now).admitted, way.by).toBe(true);
      expect(admit(house, way, now), way.by).toEqual({ admitted: false, refusal: 'NOT_MEMBER' });
    }
    // An agent is a member of the site: the member sign-in, recovery and social sign-in take it.
    for (const way of memberWays) expect(admit(agent, way, now).admitted, way.by).toBe(true);
  });

  it('refuses a password support issued that has run out, and a remembered sign-in of it, but no way that sets or needs no password', () => {
    const lapsed: Entrant = { ...player, must_change_password: true, password_expires_at: ago(1) };
    expect(admit(lapsed, password, now)).toEqual({ admitted: false, refusal: 'ONE_TIME_PASSWORD_EXPIRED' });
    expect(admit(lapsed, remember, now)).toEqual({ admitted: false, refusal: 'ONE_TIME_PASSWORD_EXPIRED' });
    for (const way of [sms, social, recoveryByCode, recoveryByLink]) expect(admit(lapsed, way, now), way.by).toMatchObject({ admitted: true, passwordChange: null });
    // Still within its day, as an ISO string from the database's driver too: in, and made to change it.
    const fresh: Entrant = { ...player, must_change_password: true, password_expires_at: new Date(now.getTime() + 1).toISOString() };
    expect(admit(fresh, password, now)).toEqual({ admitted: true, passwordChange: 'required', deviceCheck: 'full' });
  });

  it('asks a password sign-in, and a remembered one, to change a password support flagged, an old one or a weak one; no other way', () => {
    const old: Entrant = { ...player, password_changed_at: ago(91 * DAY).toISOString() };
    expect(admit({ ...player, must_change_password: true }, password, now)).toMatchObject({ passwordChange: 'required' });
    expect(admit(old, password, now)).toMatchObject({ passwordChange: 'expired' });
    expect(admit(player, { ...password, weakPassword: true }, now)).toMatchObject({ passwordChange: 'weak' });
    expect(admit(player, { ...password, rules: { ...rules, passwordMaxAgeMs: null } }, now)).toMatchObject({ passwordChange: null });
    expect(admit(old, { ...password, rules: { ...rules, passwordMaxAgeMs: null } }, now)).toMatchObject({ passwordChange: null });
    expect(admit({ ...player, must_change_password: true }, remember, now)).toMatchObject({ passwordChange: 'required' });
    expect(admit(old, remember, now)).toMatchObject({ passwordChange: 'expired' });
    for (const way of [sms, social, recoveryByCode, recoveryByLink]) {
      expect(admit({ ...old, must_change_password: true }, way, now), way.by).toMatchObject({ admitted: true, passwordChange: null });
    }
  });
});
