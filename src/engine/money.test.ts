import { describe, expect, it } from 'vitest';
import { fromMinorUnits, toMinorUnits } from './money';

describe('money between the wire and storage', () => {
  it.each([
    ['1250.00', 125000n],
    ['1250.5', 125050n],
    ['0.01', 1n],
    ['7', 700n],
    ['-3.40', -340n],
    [' 99.99 ', 9999n],
    ['999999999999999.99', 99999999999999999n],
  ])('reads %s as %s minor units', (text, minor) => {
    expect(toMinorUnits(text)).toBe(minor);
  });

  it.each(['', '1.234', '1e3', '0x10', '12,50', 'abc', '.5', '1.'])('refuses %j', (text) => {
    expect(toMinorUnits(text)).toBeNull();
  });

  it.each([
    [125000n, '1250.00'],
    ['125050', '1250.50'],
    [1n, '0.01'],
    [0n, '0.00'],
    [-340n, '-3.40'],
    ['99999999999999999', '999999999999999.99'],
  ])('writes %s as %s', (minor, text) => {
    expect(fromMinorUnits(minor)).toBe(text);
  });
});
