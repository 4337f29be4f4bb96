import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney } from './formatAmount';

describe('formatAmount', () => {
  it.each<[string | number, string]>([
    ['1250.00', '1,250.00'],
    ['1250', '1,250.00'],
    ['1250.5', '1,250.50'],
    ['0', '0.00'],
    ['0.00', '0.00'],
    ['.5', '0.50'],
    ['5.', '5.00'],
    ['999', '999.00'],
    ['1000', '1,000.00'],
    ['1234567.89', '1,234,567.89'],
    ['000123.40', '123.40'],
    [' 30000.00 ', '30,000.00'],
    ['-1250.5', '-1,250.50'],
    ['+7', '7.00'],
    // Beyond a float's 15-16 significant digits: exact, because no float is involved.
    ['90071992547409.99', '90,071,992,547,409.99'],
    ['123456789012345678901234567890.12', '123,456,789,012,345,678,901,234,567,890.12'],
    // Rounding past the second decimal: half away from zero.
    ['1.005', '1.01'],
    ['1.004', '1.00'],
    ['1.995', '2.00'],
    ['999999.995', '1,000,000.00'],
    ['-2.345', '-2.35'],
    ['-0.001', '0.00'],
    ['-0.005', '-0.01'],
    // Numbers are read as written.
    [1250, '1,250.00'],
    [1.005, '1.01'],
    [0.1 + 0.2, '0.30'],
    [-42.5, '-42.50'],
    [1e21, '1,000,000,000,000,000,000,000.00'],
    [1.5e-7, '0.00'],
    [165.11 * 3, '495.33'],
    // Bengali digits are read, and written in Latin digits as every figure is (the numeral rule).
    ['১২৫০', '1,250.00'],
    // Not a decimal: shown as it came, never as a made-up figure.
    ['', ''],
    ['abc', 'abc'],
    ['1,250.00', '1,250.00'],
    ['1e3', '1e3'],
    ['-', '-'],
    ['.', '.'],
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, 'Infinity'],
  ])('%j → %s', (value, expected) => {
    expect(formatAmount(value)).toBe(expected);
  });
});

describe('formatMoney', () => {
  it('puts the currency symbol before the amount', () => {
    expect(formatMoney('৳', '1250.5')).toBe('৳ 1,250.50');
    expect(formatMoney('₹', '-3')).toBe('₹ -3.00');
  });
});
