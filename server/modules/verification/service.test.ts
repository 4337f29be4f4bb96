import { describe, expect, it } from 'vitest';
import { codeHash, newCode, secondsUntilResend, toE164 } from './service';

describe('SMS code rules', () => {
  it.each([
    ['880', '01712345678', '+8801712345678'],
    ['+880', '017 1234-5678', '+8801712345678'],
    ['880', '1712345678', '+8801712345678'],
    ['91', '98765 43210', '+919876543210'],
  ])('reads %s %s as %s', (dial, typed, e164) => {
    expect(toE164(dial, typed)).toBe(e164);
  });

  it.each([
    ['880', '0123'],
    ['880', 'not a number'],
    ['880', '0212345678'], // a Dhaka landline: no SMS
    ['', '01712345678'],
  ])('refuses %s %s', (dial, typed) => {
    expect(toE164(dial, typed)).toBeNull();
  });

  it('makes six-digit codes and binds their hash to brand, purpose and number', () => {
    for (let i = 0; i < 50; i++) expect(newCode()).toMatch(/^\d{6}$/);
    const h = codeHash('bd', 'login', '+8801712345678', '123456');
    expect(codeHash('bd', 'login', '+8801712345678', ' 123456 ')).toBe(h);
    expect(codeHash('bd', 'register', '+8801712345678', '123456')).not.toBe(h);
    expect(codeHash('lumen', 'login', '+8801712345678', '123456')).not.toBe(h);
  });

  it('counts down the minute before another code', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(secondsUntilResend(null, now)).toBe(0);
    expect(secondsUntilResend(new Date(now.getTime() - 1_500), now)).toBe(59);
    expect(secondsUntilResend(new Date(now.getTime() - 60_000), now)).toBe(0);
  });
});
