import { describe, expect, it } from 'vitest';
import { providerAuthTooOld } from './providerAuthAge';

describe('providerAuthTooOld', () => {
  const now = 1_800_000_000;
  it.each([
    ['a sign-in at the provider just now', now - 5, false],
    ['one exactly a day old, for a day', now - 86_400, false],
    ['one a day and a minute old (within the clocks’ minute)', now - 86_460, false],
    ['one a day and two minutes old', now - 86_520, true],
    ['no time stated', undefined, false],
    ['a time that is not a number', '1800000000', false],
  ])('%s', (_what, authTime, tooOld) => {
    expect(providerAuthTooOld(authTime, 86_400, now)).toBe(tooOld);
  });
});
