import { describe, expect, it } from 'vitest';
import { checkAmount } from './checkAmount';

describe('checkAmount', () => {
  it('takes a positive amount with at most two places', () => {
    expect(checkAmount('100')).toBeNull();
    expect(checkAmount(' 0.01 ')).toBeNull();
    expect(checkAmount('1250.5')).toBeNull();
  });

  it('refuses nothing, zero, a negative, three places and words', () => {
    for (const text of ['', '0', '0.00', '-5', '1.001', 'abc', '1,000']) expect(checkAmount(text)).toEqual({ key: 'amountInvalid', params: {} });
  });

  it('names the limit an amount breaks, the least before the most before the balance', () => {
    const limits = { min: 10000n, max: 3000000n, available: 50000n };
    expect(checkAmount('99.99', limits)).toEqual({ key: 'amountBelowMin', params: { min: '100.00' } });
    expect(checkAmount('30000.01', limits)).toEqual({ key: 'amountAboveMax', params: { max: '30000.00' } });
    expect(checkAmount('500.01', limits)).toEqual({ key: 'amountAboveBalance', params: { available: '500.00' } });
    expect(checkAmount('500', limits)).toBeNull();
  });
});
