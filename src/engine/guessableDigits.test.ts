import { describe, expect, it } from 'vitest';
import { isGuessableDigits } from './guessableDigits';

describe('isGuessableDigits', () => {
  it.each(['123456', '654321', '111111', '000000', '999999', '234567', '987654', '890123', '321098', '121212', '123123', '909090'])('refuses %s', (code) => {
    expect(isGuessableDigits(code)).toBe(true);
  });

  it.each(['135435', '902817', '112233', '123457', '246810', '100000', '998877', '123321'])('takes %s', (code) => {
    expect(isGuessableDigits(code)).toBe(false);
  });

  it('leaves what is not digits to the field check', () => {
    expect(isGuessableDigits('abcdef')).toBe(false);
    expect(isGuessableDigits('')).toBe(false);
    expect(isGuessableDigits('১২৩৪৫৬')).toBe(false);
  });
});
