import { describe, expect, it } from 'vitest';
import { vendorFingerprint } from './fingerprint';

describe('vendorFingerprint', () => {
  const bet = { token: 't'.repeat(20), txId: 'b1', roundId: 'r1', amount: '10.00' };

  it('is the same for the same kind and body, whatever the order of its keys', () => {
    const reordered = { amount: '10.00', roundId: 'r1', txId: 'b1', token: 't'.repeat(20) };
    expect(vendorFingerprint('bet', reordered)).toBe(vendorFingerprint('bet', bet));
  });

  it('differs for another amount, another round, or another kind of call', () => {
    const first = vendorFingerprint('bet', bet);
    expect(vendorFingerprint('bet', { ...bet, amount: '10.01' })).not.toBe(first);
    expect(vendorFingerprint('bet', { ...bet, roundId: 'r2' })).not.toBe(first);
    expect(vendorFingerprint('win', bet)).not.toBe(first);
  });
});
