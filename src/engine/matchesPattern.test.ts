import { describe, expect, it } from 'vitest';
import { matchesPattern } from './matchesPattern';

describe('matchesPattern', () => {
  it.each<[string, string, boolean]>([
    ['^[0-9]+$', '123', true],
    ['^[0-9]+$', '১২৩', false],
    // Bengali vowel signs are marks, not letters: a pattern of "letters" needs \p{M} too.
    ['^\\p{L}+$', 'রহিম', false],
    ['^[\\p{L}\\p{M}]+$', 'রহিম', true],
    ['^[\\p{L}\\p{M}]+$', 'রহিম১', false],
    // u flag: an astral character is one character, not two halves.
    ['^.$', '𠀀', true],
    ['^[a-z]+$', 'abc', true],
    ['^[a-z]+$', 'abc\n', false],
    // Does not compile with u (an identity escape): refuses everything rather than guessing.
    ['^[a-z\\_]+$', 'abc', false],
    ['(', '(', false],
  ])('%s on %j → %s', (source, value, expected) => {
    expect(matchesPattern(source, value)).toBe(expected);
    expect(matchesPattern(source, value)).toBe(expected);
  });
});
