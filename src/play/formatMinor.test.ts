import { describe, expect, it } from 'vitest';
import { formatMinor } from './formatMinor';

describe('formatMinor', () => {
  it.each<[string | bigint, string]>([
    ['300', '৳ 3.00'],
    ['0', '৳ 0.00'],
    ['5', '৳ 0.05'],
    ['123456789', '৳ 1,234,567.89'],
    [150000n, '৳ 1,500.00'],
    // Beyond a float's exact range: no float on the way.
    ['9007199254740993', '৳ 90,071,992,547,409.93'],
  ])('%s → %s', (minor, shown) => {
    expect(formatMinor('৳', minor)).toBe(shown);
  });
});
