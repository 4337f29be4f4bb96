import { describe, expect, it } from 'vitest';
import { betTotals } from './betTotals';

describe('betTotals', () => {
  it('adds stakes, payouts and results exactly, past what a float would keep', () => {
    const rounds = [
      { status: 'settled', stake: '0.10', payout: '0.20', profit: '0.10' },
      { status: 'settled', stake: '0.20', payout: '0.00', profit: '-0.20' },
      { status: 'settled', stake: '90071992547409.99', payout: '0.00', profit: '-90071992547409.99' },
    ] as const;
    expect(betTotals(rounds)).toEqual({ stake: '90071992547410.29', payout: '0.20', profit: '-90071992547410.09' });
  });

  it('counts an open round as staked but not yet won or lost, and a cancelled one not at all', () => {
    const rounds = [
      { status: 'open', stake: '50.00', payout: '0.00', profit: '0.00' },
      { status: 'cancelled', stake: '20.00', payout: '0.00', profit: '0.00' },
      { status: 'settled', stake: '10.00', payout: '25.00', profit: '15.00' },
    ] as const;
    expect(betTotals(rounds)).toEqual({ stake: '60.00', payout: '25.00', profit: '15.00' });
  });

  it('is zero for an empty page', () => {
    expect(betTotals([])).toEqual({ stake: '0.00', payout: '0.00', profit: '0.00' });
  });
});
