import { describe, expect, it } from 'vitest';
import defaultRules from '../../config/registration.default.json';
import patternsDoc from '../../config/patterns.json';
import type { Patterns, RegistrationRules } from '../generated/types';
import { loginForm, type LoginFormInput } from './loginForm';
import { validateField } from './validateField';

const patterns = (patternsDoc as unknown as Patterns).patterns;
const bdRules = defaultRules as RegistrationRules;
const input = (extra: Partial<LoginFormInput> = {}): LoginFormInput => ({ rules: bdRules, patterns, captcha: false, ...extra });
const names = (type: 'username' | 'sms', i: LoginFormInput) => loginForm(type, i).fields.map((f) => [f.name, f.renderer]);

describe('loginForm: which fields', () => {
  it.each<[string, 'username' | 'sms', LoginFormInput, string[][]]>([
    ['by username', 'username', input(), [['username', 'text'], ['password', 'password']]],
    ['by username once the server asks for a captcha', 'username', input({ captcha: true }), [['username', 'text'], ['password', 'password'], ['captcha', 'captcha']]],
    ['by SMS', 'sms', input(), [['mobileNum', 'mobile'], ['verificationCode', 'loginSmsCode']]],
    ['by SMS, a captcha is never asked', 'sms', input({ captcha: true }), [['mobileNum', 'mobile'], ['verificationCode', 'loginSmsCode']]],
  ])('%s', (_name, type, i, expected) => {
    expect(names(type, i)).toEqual(expected);
  });

  it('makes every field required', () => {
    for (const type of ['username', 'sms'] as const) expect(loginForm(type, input({ captcha: true })).fields.every((f) => f.required)).toBe(true);
  });
});

describe('loginForm: checks', () => {
  const field = (type: 'username' | 'sms', name: string, i = input()) => loginForm(type, i).fields.find((f) => f.name === name)!;

  it('asks for a username and a password without judging them by the registration rules', () => {
    expect(validateField(field('username', 'username'), '  ')).toEqual({ key: 'validation:required', params: {} });
    expect(validateField(field('username', 'username'), 'a')).toBeNull();
    // An account older than today's password rule still signs in.
    expect(validateField(field('username', 'password'), 'x')).toBeNull();
  });

  it('checks the mobile number by the chosen country, as the registration form does', () => {
    const mobile = field('sms', 'mobileNum');
    const bd = { countryDialingCode: '880' };
    const like = { key: 'validation:mobileLike', params: { example: '01812-345678' } };
    expect(validateField(mobile, '01712345678', bd)).toBeNull();
    // Too short for the rule's ten national digits: the message says how many (SPEC §8).
    expect(validateField(mobile, '0171234567', bd)).toEqual({ key: 'validation:mobileDigits', params: { count: 10 } });
    expect(validateField(mobile, '01212345678', bd)).toEqual(like);
    // Missing: required, then the same example.
    expect(validateField(mobile, '', bd)).toEqual({ key: 'validation:requiredThen', params: { ...like.params, then: like.key } });
  });

  it('checks it the same way when the brand has no rule for it', () => {
    const { mobileNum: _rule, ...rules } = bdRules;
    const mobile = field('sms', 'mobileNum', input({ rules }));
    expect(mobile.required).toBe(true);
    expect(validateField(mobile, '12345', { countryDialingCode: '880' })).not.toBeNull();
    expect(validateField(mobile, '01712345678', { countryDialingCode: '880' })).toBeNull();
  });

  it('takes a code of up to 255 characters', () => {
    const code = field('sms', 'verificationCode');
    expect(validateField(code, '1'.repeat(255))).toBeNull();
    expect(validateField(code, '1'.repeat(256))).not.toBeNull();
  });
});
