import { describe, expect, it } from 'vitest';
import { formatNumber, latinDigits } from './formatNumber';

describe('formatNumber', () => {
  it.each<[string | number | bigint, { decimals?: number; group?: boolean } | undefined, string]>([
    // Counts, page numbers, IDs: whole numbers, grouped.
    [7, undefined, '7'],
    [1234, undefined, '1,234'],
    [1234567n, undefined, '1,234,567'],
    ['0042', undefined, '42'],
    [2.5, undefined, '3'],
    [-2.5, undefined, '-3'],
    // Figures that are not quantities keep their digits together.
    [2026, { group: false }, '2026'],
    // Amounts: two decimals, exact on strings.
    ['1250.5', { decimals: 2 }, '1,250.50'],
    ['90071992547409.99', { decimals: 2 }, '90,071,992,547,409.99'],
    [1.005, { decimals: 2 }, '1.01'],
    ['-0.001', { decimals: 2 }, '0.00'],
    ['12.3456', { decimals: 3 }, '12.346'],
    // Bengali and other scripts' digits are read, and written back in Latin digits.
    ['১২৩৪৫.৬', { decimals: 2 }, '12,345.60'],
    ['৫০০', undefined, '500'],
    ['१२३', undefined, '123'],
    ['１２３', undefined, '123'],
    // Not a number: as it came.
    ['abc', undefined, 'abc'],
    [Number.NaN, undefined, 'NaN'],
  ])('%s %j → %s', (value, opts, want) => {
    expect(formatNumber(value, opts)).toBe(want);
  });

  it('writes Latin digits only, in every case', () => {
    for (const v of ['১০০০', 98765.4321, '৳', -0.5]) expect(formatNumber(v, { decimals: 2 })).not.toMatch(/[০-৯]/u);
  });
});

describe('latinDigits', () => {
  it('maps Bengali, Devanagari, Arabic-Indic, Thai and full-width digits, and leaves the rest', () => {
    expect(latinDigits('০১৭১২৩৪৫৬৭৮')).toBe('01712345678');
    expect(latinDigits('٠١٢ ۳۴ ๕๖ ７８ ९')).toBe('012 34 56 78 9');
    expect(latinDigits('৳৫,০০০ বোনাস')).toBe('৳5,000 বোনাস');
  });
});
