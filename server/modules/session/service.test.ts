import { describe, expect, it } from 'vitest';
import { captchaNeeded } from './service';
import { accountKey, newToken, tokenHash, tokenOf } from '../../lib/tokens';

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

  it('lets the first three tries of a run go without a captcha, only with the captcha module on', () => {
    expect(captchaNeeded(1, true)).toBe(false);
    expect(captchaNeeded(3, true)).toBe(false);
    expect(captchaNeeded(4, true)).toBe(true);
    expect(captchaNeeded(300, true)).toBe(true);
    expect(captchaNeeded(300, false)).toBe(false);
  });
});
