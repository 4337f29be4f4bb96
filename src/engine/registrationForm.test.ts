import { describe, expect, it } from 'vitest';
import defaultRules from '../../config/registration.default.json';
import lumen from '../../config/brands/lumen.json';
import modules from '../../config/modules.json';
import patternsDoc from '../../config/patterns.json';
import type { Patterns, RegistrationRules } from '../generated/types';
import { registrationForm, type RegistrationFormInput } from './registrationForm';
import { validateField } from './validateField';
import type { FeatureName, FieldModel } from './runtime';

const patterns = (patternsDoc as unknown as Patterns).patterns;
const bdRules = defaultRules as RegistrationRules;
const lumenRules = lumen.registrationRules as RegistrationRules;
const allOn = Object.fromEntries(Object.keys(modules.features).map((f) => [f, true])) as Record<FeatureName, boolean>;
const withFeatures = (off: FeatureName[] = []) => ({ ...allOn, ...Object.fromEntries(off.map((f) => [f, false])) });
const input = (rules: RegistrationRules, off: FeatureName[] = []): RegistrationFormInput => ({ rules, patterns, features: withFeatures(off), minAge: 18 });
const names = (tab: 'username' | 'mobile', i: RegistrationFormInput) => registrationForm(tab, i).fields.map((f) => f.name);
const fieldOf = (tab: 'username' | 'mobile', i: RegistrationFormInput, name: string) => registrationForm(tab, i).fields.find((f) => f.name === name)!;

/** The default rules with the optional fields a brand may add switched on: the number (with its code), e-mail and payee name. */
const bdAsking = { ...bdRules, mobileNum: { ...bdRules.mobileNum!, enabled: true, required: true }, email: { ...bdRules.email!, enabled: true }, payeeName: { ...bdRules.payeeName!, enabled: true } } as RegistrationRules;

const everyFieldOn = Object.fromEntries(
  ['username', 'password', 'confirmPassword', 'payeeName', 'email', 'qqNum', 'mobileNum', 'recommenderId', 'captcha', 'verificationCode', 'affiliateCode', 'paymentPassword', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'referralCode'].map((n) => [
    n,
    { enabled: true, required: false },
  ]),
) as RegistrationRules;

describe('registrationForm: which fields, in which order', () => {
  it.each<[string, 'username' | 'mobile', RegistrationFormInput, string[]]>([
    ['username tab, default rules, everything on: only what a username sign-up needs', 'username', input(bdRules), ['username', 'password', 'confirmPassword', 'affiliateCode', 'captcha', 'agree']],
    ['username tab, captcha module off', 'username', input(bdRules, ['captcha']), ['username', 'password', 'confirmPassword', 'affiliateCode', 'agree']],
    ['username tab, Lumen rules', 'username', input(lumenRules), ['username', 'password', 'confirmPassword', 'email', 'affiliateCode', 'captcha', 'agree']],
    ['a brand asking the number on the username tab too gets it with its code', 'username', input({ ...bdRules, mobileNum: { ...bdRules.mobileNum!, enabled: true, required: true } }), ['username', 'password', 'confirmPassword', 'mobileNum', 'verificationCode', 'affiliateCode', 'captcha', 'agree']],
    ['the number on the username tab without SMS verification comes alone', 'username', input({ ...bdRules, mobileNum: { ...bdRules.mobileNum!, enabled: true, required: true } }, ['smsVerificationOnRegister']), ['username', 'password', 'confirmPassword', 'mobileNum', 'affiliateCode', 'captcha', 'agree']],
    [
      'username tab, every rule enabled (referralCode is kept from the URL, never asked)',
      'username',
      input(everyFieldOn),
      ['username', 'password', 'confirmPassword', 'mobileNum', 'verificationCode', 'email', 'payeeName', 'qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'recommenderId', 'affiliateCode', 'paymentPassword', 'captcha', 'agree'],
    ],
    ['username tab, no rules at all', 'username', input({}, ['smsVerificationOnRegister']), ['username', 'password', 'confirmPassword', 'agree']],
    ['SMS verification no longer brings the number to the username tab when its rule leaves it to the mobile tab', 'username', input(bdRules), ['username', 'password', 'confirmPassword', 'affiliateCode', 'captcha', 'agree']],
    ['mobile tab, SMS and password on', 'mobile', input(bdRules), ['mobileNum', 'verificationCode', 'password', 'confirmPassword', 'captcha', 'agree']],
    ['mobile tab, password without SMS', 'mobile', input(bdRules, ['smsVerificationOnRegister']), ['mobileNum', 'password', 'confirmPassword', 'captcha', 'agree']],
    ['mobile tab, SMS without password', 'mobile', input(bdRules, ['mobilePasswordOnRegister']), ['mobileNum', 'verificationCode', 'captcha', 'agree']],
    ['mobile tab, neither: the code is the only proof, so it stays', 'mobile', input(bdRules, ['smsVerificationOnRegister', 'mobilePasswordOnRegister']), ['mobileNum', 'verificationCode', 'captcha', 'agree']],
    ['mobile tab, captcha rule off', 'mobile', input({ ...bdRules, captcha: { ...bdRules.captcha!, enabled: false } }), ['mobileNum', 'verificationCode', 'password', 'confirmPassword', 'agree']],
  ])('%s', (_name, tab, i, expected) => {
    expect(names(tab, i)).toEqual(expected);
  });
});

describe('registrationForm: each field', () => {
  const fields = registrationForm('username', input(bdAsking)).fields;
  it.each<[string, string, boolean, string, Record<string, number>]>([
    ['username', 'text', true, 'validation:letterThenAlnum', { min: 6, max: 16 }],
    // ASVS 6.2: 8 to 64 characters of any kind, no composition rule.
    ['password', 'password', true, 'validation:anyChars', { min: 8, max: 64 }],
    ['confirmPassword', 'password', true, 'validation:inconsistentTwice', {}],
    // The chosen country's numbering plan, not the rule's pattern, checks it (validateField).
    ['mobileNum', 'mobile', true, 'validation:mobile', {}],
    ['verificationCode', 'smsCode', true, 'validation:digitsOnly', { count: 6 }],
    ['email', 'email', false, 'validation:email', { min: 5, max: 60 }],
    ['payeeName', 'text', false, 'validation:lettersSpaces', { min: 2, max: 40 }],
    ['affiliateCode', 'text', false, 'validation:alnumNoSpecial', { min: 4, max: 12 }],
    ['captcha', 'captcha', true, 'validation:alnumNoSpecial', { count: 4 }],
    ['agree', 'agree', true, 'validation:agree', { age: 18 }],
  ])('%s: renderer %s, required %s, %s %j', (name, renderer, required, key, params) => {
    const f = fields.find((x) => x.name === name)!;
    expect({ renderer: f.renderer, required: f.required, message: f.message }).toEqual({ renderer, required, message: { key, params } });
  });

  it.each<[string, string, RegistrationFormInput, boolean]>([
    ['username is required whatever its rule says', 'username', input({ username: { enabled: false, required: false } }), true],
    ['an enabled payment password is required whatever its rule says', 'paymentPassword', input(everyFieldOn), true],
    ['an optional field follows its rule', 'email', input(lumenRules), true],
    ['the mobile number is required on the mobile tab', 'mobileNum', input({ ...bdRules, mobileNum: { ...bdRules.mobileNum!, required: false } }), true],
  ])('%s', (_name, field, i, required) => {
    expect(fieldOf(field === 'mobileNum' ? 'mobile' : 'username', i, field).required).toBe(required);
  });

  it('takes the minimum age from the brand', () => {
    expect(registrationForm('username', { ...input(bdRules), minAge: 21 }).fields.at(-1)!.message).toEqual({ key: 'validation:agree', params: { age: 21 } });
  });

  it.each<[string, RegistrationRules, Partial<FieldModel>]>([
    ['no bounds: 1 to 255, stated in the message', { qqNum: { enabled: true, required: false, patternId: 'digitsOnly' } }, { minLength: 1, maxLength: 255, message: { key: 'validation:digitsOnly', params: { min: 1, max: 255 } } }],
    ['a minimum of 0 reads as 1', { qqNum: { enabled: true, required: false, patternId: 'digitsOnly', minLength: 0, maxLength: 12 } }, { minLength: 1, message: { key: 'validation:digitsOnly', params: { min: 1, max: 12 } } }],
    ['own pattern, no kind: the format message', { qqNum: { enabled: true, required: false, acceptedPattern: '^[1-9][0-9]+$', minLength: 5, maxLength: 12 } }, { pattern: '^(?:^[1-9][0-9]+$)$', message: { key: 'validation:format', params: { min: 5, max: 12 } } }],
    ['no pattern at all: the length message', { qqNum: { enabled: true, required: false, minLength: 5, maxLength: 5 } }, { pattern: null, message: { key: 'validation:length', params: { count: 5 } } }],
    ['a kind no pattern list names: its rule still applies', { qqNum: { enabled: true, required: false, patternId: 'noSuchKind', acceptedPattern: '^[0-9]+$' } }, { pattern: '^(?:^[0-9]+$)$', message: { key: 'validation:format', params: { min: 1, max: 255 } } }],
  ])('%s', (_name, rules, expected) => {
    expect(fieldOf('username', input(rules, ['smsVerificationOnRegister']), 'qqNum')).toMatchObject(expected);
  });

  it('gives a password rule that names no lengths 8 to 64 characters, of any kind', () => {
    const f = fieldOf('username', input({ password: { enabled: true, required: true } }, ['smsVerificationOnRegister']), 'password');
    expect(f).toMatchObject({ pattern: null, minLength: 8, maxLength: 64, message: { key: 'validation:length', params: { min: 8, max: 64 } } });
    expect(validateField(f, 'seven77')).toEqual(f.message);
    expect(validateField(f, 'a long passphrase of many words')).toBeNull();
  });
});

describe('validateField', () => {
  const bd = (name: string, tab: 'username' | 'mobile' = 'username') => fieldOf(tab, input(bdAsking), name);
  const msg = (key: string, params: Record<string, string | number> = {}) => ({ key: `validation:${key}`, params });
  const like = (example: string) => ({ key: 'validation:mobileLike', params: { example } });
  const mobileWith = (minLength: number | undefined, maxLength: number | undefined) =>
    fieldOf('mobile', input({ ...bdRules, mobileNum: { enabled: true, required: true, ...(minLength === undefined ? {} : { minLength }), ...(maxLength === undefined ? {} : { maxLength }) } }), 'mobileNum');
  const qq = (rule: RegistrationRules[string]) => fieldOf('username', input({ qqNum: rule }, ['smsVerificationOnRegister']), 'qqNum');
  const loginStyle: FieldModel = { name: 'username', renderer: 'text', required: true, pattern: null, minLength: null, maxLength: null, message: { key: 'validation:required', params: {} } };
  const tiny: FieldModel = { ...loginStyle, pattern: patterns.anyChars!.regex, minLength: 1, maxLength: 3, message: msg('anyChars', { min: 1, max: 3 }) };

  it.each<[string, FieldModel, string, Record<string, string>, ReturnType<typeof validateField>]>([
    ['a good username', bd('username'), 'player01', {}, null],
    ['is trimmed first', bd('username'), '  player01 ', {}, null],
    ['empty and required: "required", then the same message', bd('username'), '   ', {}, msg('requiredThen', { min: 6, max: 16, then: 'validation:letterThenAlnum' })],
    ['too short', bd('username'), 'ab1', {}, msg('letterThenAlnum', { min: 6, max: 16 })],
    ['too long', bd('username'), 'a'.repeat(17), {}, msg('letterThenAlnum', { min: 6, max: 16 })],
    ['starts with a digit', bd('username'), '1player', {}, msg('letterThenAlnum', { min: 6, max: 16 })],
    ['a Bengali username', bd('username'), 'রহিমউদ্দিন', {}, msg('letterThenAlnum', { min: 6, max: 16 })],
    ['password with letters and digits', bd('password'), 'dhaka2024', {}, null],
    ['password of letters only', bd('password'), 'dhakacity', {}, null],
    ['password of any characters, spaces and Bengali included', bd('password'), 'নদী ও river!', {}, null],
    ['password of 64 characters', bd('password'), 'ঢ'.repeat(64), {}, null],
    ['password of 65 characters', bd('password'), 'a'.repeat(65), {}, msg('anyChars', { min: 8, max: 64 })],
    ['password of 7 characters', bd('password'), 'dhaka24', {}, msg('anyChars', { min: 8, max: 64 })],
    ['password is not trimmed: its spaces count', bd('password'), ' dhaka1 ', {}, null],
    ['password with a line break', bd('password'), 'dhaka\n2024', {}, msg('anyChars', { min: 8, max: 64 })],
    ['confirmation equal', bd('confirmPassword'), 'dhaka2024', { password: 'dhaka2024' }, null],
    ['confirmation that differs only by spaces', bd('confirmPassword'), 'dhaka2024 ', { password: ' dhaka2024' }, msg('inconsistentTwice')],
    ['confirmation differs', bd('confirmPassword'), 'dhaka2025', { password: 'dhaka2024' }, msg('inconsistentTwice')],
    ['confirmation missing: required, not a mismatch', bd('confirmPassword'), '', { password: 'dhaka2024' }, msg('required')],
    ['confirmation without the other values', bd('confirmPassword'), 'dhaka2024', {}, msg('inconsistentTwice')],
    ['agreement ticked', bd('agree'), 'true', {}, null],
    ['agreement not ticked', bd('agree'), '', {}, msg('agree', { age: 18 })],
    ['agreement with another value', bd('agree'), 'yes', {}, msg('agree', { age: 18 })],
    ['an optional field left empty', bd('email'), '', {}, null],
    ['an optional field filled wrongly', bd('email'), 'rahim@example', {}, msg('email', { min: 5, max: 60 })],
    ['a Bangladeshi mobile number', bd('mobileNum', 'mobile'), '01712345678', { countryDialingCode: '880' }, null],
    ['an Indian mobile number with India chosen', bd('mobileNum', 'mobile'), '98765 43210', { countryDialingCode: '91', countryCode: 'IN' }, null],
    ['a Bangladeshi number with India chosen', bd('mobileNum', 'mobile'), '01712345678', { countryDialingCode: '91', countryCode: 'IN' }, like('081234 56789')],
    ['a mobile number with a prefix Bangladesh does not use', bd('mobileNum', 'mobile'), '01212345678', { countryDialingCode: '880' }, like('01812-345678')],
    ['a mobile number in Bengali digits', bd('mobileNum', 'mobile'), '০১৭১২৩৪৫৬৭৮', { countryDialingCode: '880' }, like('01812-345678')],
    ['a missing mobile number: "required", then the same message', bd('mobileNum', 'mobile'), '', { countryDialingCode: '880' }, msg('requiredThen', { example: '01812-345678', then: 'validation:mobileLike' })],
    ['a mobile number without a country', bd('mobileNum', 'mobile'), '01712345678', {}, msg('mobile')],
    ['nine national digits where the rule asks ten', bd('mobileNum', 'mobile'), '0171234567', { countryDialingCode: '880' }, msg('mobileDigits', { count: 10 })],
    ['the trunk 0 is not counted', bd('mobileNum', 'mobile'), '1712345678', { countryDialingCode: '880' }, null],
    ['a rule with a range names both ends', mobileWith(8, 9), '01712345678', { countryDialingCode: '880' }, msg('mobileDigitsRange', { min: 8, max: 9 })],
    ['a rule without lengths leaves the plan to decide', mobileWith(undefined, undefined), '01712345678', { countryDialingCode: '880' }, null],
    ['a Bengali name', bd('payeeName'), 'মোহাম্মদ রহিম', {}, null],
    // The default rule's range \u0980-\u09FF includes ০-৯; the kind keeps "letters" true.
    ['a Bengali name with a Bengali digit', bd('payeeName'), 'রহিম১', {}, msg('lettersSpaces', { min: 2, max: 40 })],
    ['the rule narrows the kind', qq({ enabled: true, required: false, patternId: 'digitsOnly', acceptedPattern: '^[1-9][0-9]*$' }), '0123', {}, msg('digitsOnly', { min: 1, max: 255 })],
    ['the kind narrows the rule', qq({ enabled: true, required: false, patternId: 'digitsOnly', acceptedPattern: '^\\+?[0-9]+$' }), '+8801712345678', {}, msg('digitsOnly', { min: 1, max: 255 })],
    ['a rule pattern that the u flag refuses leaves the kind', qq({ enabled: true, required: false, patternId: 'digitsOnly', acceptedPattern: '^[0-9\\_]+$' }), '12345', {}, null],
    ['lengths count code points, not UTF-16 units', tiny, '𠀀𠀀𠀀', {}, null],
    ['and still count them', tiny, '𠀀𠀀𠀀𠀀', {}, msg('anyChars', { min: 1, max: 3 })],
    ['a model with no pattern or bounds (the login form)', loginStyle, 'x', {}, null],
    ['which still needs a value', loginStyle, '', {}, msg('required')],
  ])('%s', (_name, model, value, all, expected) => {
    expect(validateField(model, value, all)).toEqual(expected);
  });
});
