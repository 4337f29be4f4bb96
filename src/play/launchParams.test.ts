import { describe, expect, it } from 'vitest';
import { launchParams } from './launchParams';

describe('launchParams', () => {
  it('reads the token, the language and the demo flag', () => {
    expect(launchParams('?t=abc-_1&lang=en&demo=1')).toEqual({ token: 'abc-_1', lang: 'en', demo: true });
    expect(launchParams('?t=abc&lang=bn')).toEqual({ token: 'abc', lang: 'bn', demo: false });
    expect(launchParams('?t=abc')).toEqual({ token: 'abc', lang: null, demo: false });
  });

  it('is null without a token', () => {
    expect(launchParams('')).toBeNull();
    expect(launchParams('?lang=en')).toBeNull();
    expect(launchParams('?t=%20')).toBeNull();
  });
});
