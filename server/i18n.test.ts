import { describe, expect, it } from 'vitest';
import { requestLanguage, translate } from './i18n';
import { emptyMessage } from '../src/engine/validateField';
import enErrors from '../locales/en/errors.json';
import enValidation from '../locales/en/validation.json';
import bnValidation from '../locales/bn/validation.json';

describe('translate', () => {
  it('writes `{{n, number}}` by the numeral rule: Latin digits, grouped, in Bengali too', () => {
    // Intl, i18next's own formatter, would write ১,২৩৪ for bn.
    expect(translate('bn', 'common:newCount', { count: '1234' })).toBe('1,234টি নতুন');
    expect(translate('en', 'common:newCount', { count: '1234' })).toBe('1,234 new');
  });

  it('reads the message of the asked language', () => {
    expect(translate('en', 'errors:reason_required')).toBe(enErrors.reason_required);
    expect(translate('bn', 'validation:required')).toBe(bnValidation.required);
  });

  it('fills placeholders, without escaping (JSON and SMS, not HTML)', () => {
    expect(translate('en', 'errors:validation_failed', { field: 'username', reason: 'it is "required" & <short>' })).toBe(
      'Please check “username”: it is "required" & <short>.',
    );
    expect(translate('en', 'validation:length', { min: '6', max: '<12>' })).toBe('Enter 6 to <12> characters.');
    expect(translate('en', 'validation:agree', { age: '18' })).toContain('at least 18 years old');
  });

  it('picks the plural form by count, given as text like every placeholder', () => {
    expect(translate('en', 'validation:length', { count: '1' })).toBe('Enter 1 character.');
    expect(translate('en', 'validation:length', { count: '8' })).toBe('Enter 8 characters.');
    expect(translate('bn', 'validation:length', { count: '8' })).toBe(bnValidation.length_other.replace('{{count}}', '8'));
  });

  it('falls back to English for a key the language lacks, and answers the key itself when no language has it', () => {
    // Every key is in both catalogs (tests/locales.test.ts), so the fallback is seen on an unknown language tag.
    expect(translate('xx' as 'en', 'validation:required')).toBe(enValidation.required);
    expect(translate('bn', 'validation:noSuchKey')).toBe('validation:noSuchKey');
  });

  it('leaves no placeholder showing when a value is missing', () => {
    expect(translate('en', 'validation:length', {})).toBe('Enter  to  characters.');
  });
});

describe('requestLanguage', () => {
  it('takes the Language header, then Accept-Language, then the brand default', () => {
    expect(requestLanguage({ language: 'EN' }, 'bn')).toBe('en');
    expect(requestLanguage({ 'accept-language': 'fr-FR, en-GB;q=0.8' }, 'bn')).toBe('en');
    expect(requestLanguage({}, 'bn')).toBe('bn');
  });
});

describe('an empty required field', () => {
  it('says it is required, then what to type, in both languages', () => {
    const empty = emptyMessage('username', { key: 'validation:letterThenAlnum', params: { min: 6, max: 16 } });
    const text = (lang: 'bn' | 'en') => translate(lang, empty.key, Object.fromEntries(Object.entries(empty.params).map(([k, v]) => [k, String(v)])));
    expect(text('en')).toBe('Required. Use 6 to 16 English letters (A–Z) and digits (0–9), starting with a letter.');
    expect(text('bn')).toMatch(/^আবশ্যক। /);
    expect(text('bn')).not.toContain('$t(');
  });

  it('says a missing confirmation is required, not that the two differ', () => {
    expect(translate('en', emptyMessage('confirmPassword', { key: 'validation:inconsistentTwice', params: {} }).key)).toBe('This field is required.');
  });

  it('keeps a count: one character reads in the singular', () => {
    const empty = emptyMessage('captcha', { key: 'validation:alnumNoSpecial', params: { count: 4 } });
    expect(translate('en', empty.key, { count: '4', then: String(empty.params.then) })).toBe('Required. Use 4 English letters (A–Z) or digits (0–9), without spaces or symbols.');
  });
});
