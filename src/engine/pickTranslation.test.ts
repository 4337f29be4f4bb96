import { describe, expect, it } from 'vitest';
import { pickTranslation, translationLanguage } from './pickTranslation';

describe('pickTranslation', () => {
  const both = { bn: 'নোটিশ', en: 'Notice' };

  it.each([
    ['the asked language', both, 'en', 'bn', 'Notice'],
    ['the asked language, Bengali', both, 'bn', 'en', 'নোটিশ'],
    ['the default when the asked one is missing', { bn: 'নোটিশ' }, 'en', 'bn', 'নোটিশ'],
    ['the default when the asked one is empty', { bn: 'নোটিশ', en: '' }, 'en', 'bn', 'নোটিশ'],
    ['any language when neither is present', { th: 'ประกาศ' }, 'en', 'bn', 'ประกาศ'],
    ['the first by code among several others', { zh: '公告', hi: 'सूचना' }, 'en', 'bn', 'सूचना'],
    ['nothing when there is no text', {}, 'en', 'bn', ''],
  ])('answers %s', (_, texts, lang, def, want) => {
    expect(pickTranslation(texts, lang, def)).toBe(want);
  });

  it('names the language it picked, so title and content can follow one choice', () => {
    expect(translationLanguage({ bn: 'নোটিশ' }, 'en', 'bn')).toBe('bn');
    expect(translationLanguage({}, 'en', 'bn')).toBeUndefined();
  });
});
