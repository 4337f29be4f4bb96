import { describe, expect, it } from 'vitest';
import { accountKey, captchaNeeded, FAILURE_MEMORY_MS, newToken, tokenHash, tokenOf } from './service';

describe('session rules', () => {
  it('reads the token bare or as Bearer, and nothing that is not one', () => {
    const token = newToken();
    expect(tokenOf(token)).toBe(token);
    expect(tokenOf(`Bearer ${token}`)).toBe(token);
    expect(tokenOf(`bearer   ${token}`)).toBe(token);
    expect(tokenOf(undefined)).toBeNull();
    expect(tokenOf('')).toBeNull();
    expect(tokenOf('short')).toBeNull();
    expect(tokenOf(`${token}; drop table`)).toBeNull();
    expect(tokenOf([token])).toBeNull();
  });

  it('makes tokens of 256 bits that differ, and keeps only a hash of them', () => {
    const a = newToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(a);
    expect(tokenHash(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHash(a)).not.toContain(a);
  });

  it('compares account names without case or surrounding spaces', () => {
    expect(accountKey('  Agent01 ')).toBe('agent01');
  });

  it('asks for a captcha from the third recent failure, only with the captcha module on', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const recent = new Date(now.getTime() - 60_000);
    expect(captchaNeeded(null, now, true)).toBe(false);
    expect(captchaNeeded({ count: 2, lastAt: recent }, now, true)).toBe(false);
    expect(captchaNeeded({ count: 3, lastAt: recent }, now, true)).toBe(true);
    expect(captchaNeeded({ count: 3, lastAt: recent }, now, false)).toBe(false);
    expect(captchaNeeded({ count: 9, lastAt: new Date(now.getTime() - FAILURE_MEMORY_MS - 1) }, now, true)).toBe(false);
  });
});
