import { describe, expect, it } from 'vitest';
import { formatProfit } from './formatProfit';

describe('formatProfit', () => {
  it('writes the sign of a win as well as of a loss', () => {
    expect(formatProfit('৳', '1250.5')).toBe('৳ +1,250.50');
    expect(formatProfit('₹', '-20')).toBe('₹ -20.00');
  });

  it('gives nothing a sign', () => {
    expect(formatProfit('৳', '0.00')).toBe('৳ 0.00');
  });
});
