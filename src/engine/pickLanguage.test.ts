import { describe, expect, it } from 'vitest';
import { pickLanguage } from './pickLanguage';

describe('pickLanguage', () => {
  it.each([
    [null, 'bn', true],
    ['en', 'en', false],
    ['bn', 'bn', false],
    ['EN', 'en', true],
    [' bn ', 'bn', true],
    ['fr', 'bn', true],
    ['', 'bn', true],
  ] as const)('stored %j → %s (store: %s)', (stored, lang, store) => {
    expect(pickLanguage(stored, ['bn', 'en'], 'bn')).toEqual({ lang, store });
  });

  it('falls back to the brand default, not to Bengali, on a brand whose default is English', () => {
    expect(pickLanguage('fr', ['en', 'bn'], 'en')).toEqual({ lang: 'en', store: true });
  });

  it('refuses a language the brand does not offer', () => {
    expect(pickLanguage('bn', ['en'], 'en')).toEqual({ lang: 'en', store: true });
  });
});
