import { describe, expect, it } from 'vitest';
import type { ContractTerms } from '../../../../src/generated/types';
import { fromMinorUnits } from '../../../../src/engine/money';
import { treeShares, type BranchEarning, rateText, realtimeEarning, tieredEarning, type TeamFigures } from './settle';

const dividend: ContractTerms = {
  period: 'weekly',
  tiers: [
    { validBet: '1000.00', teamLoss: '100.00', activeMembers: 2, rate: '20' },
    { validBet: '5000.00', teamLoss: '500.00', activeMembers: 5, rate: '30' },
  ],
};
const daily: ContractTerms = {
  tiers: [
    { validBet: '1000.00', activeMembers: 2, rate: '0.5' },
    { validBet: '5000.00', activeMembers: 5, rate: '0.8' },
  ],
};
const hourly: ContractTerms = {
  tiers: [
    { validBet: '100.00', rate: '0.3' },
    { validBet: '500.00', rate: '0.5' },
  ],
};
const realtime: ContractTerms = { profitRate: '0.2', lossRate: '0.5', minBet: '10.00' };

const team = (validBet: number, payout: number, bonus: number, activeMembers: number): TeamFigures => ({
  validBet: BigInt(validBet * 100),
  payout: BigInt(payout * 100),
  bonus: BigInt(bonus * 100),
  activeMembers: BigInt(activeMembers),
});

describe('contract settlement', () => {
  it.each([
    [50n, '0.5'],
    [5n, '0.05'],
    [10000n, '100'],
    [1230n, '12.3'],
    [0n, '0'],
  ])('writes %s hundredths of a percent as %s', (units, text) => expect(rateText(units)).toBe(text));

  it.each<[string, TeamFigures, string, string]>([
    ['below the first tier', team(900, 0, 0, 9), '0', '0.00'],
    ['the first tier: 20 % of the loss', team(2000, 1500, 0, 3), '20', '100.00'],
    ['the second tier: 30 % of the loss net of payouts and bonuses', team(6000, 4000, 1000, 5), '30', '300.00'],
    ['a loss too small for the second tier keeps the first', team(6000, 5600, 0, 9), '20', '80.00'],
    ['a team that won earns nothing', team(6000, 9000, 0, 9), '0', '0.00'],
    ['a loss less what an earlier win carried: 20 % of 500 − 200', { ...team(2000, 1500, 0, 3), carried: -20000n }, '20', '60.00'],
    ['a loss the carried win outweighs earns nothing', { ...team(6000, 4000, 1000, 5), carried: -150000n }, '0', '0.00'],
  ])('a dividend %s', (_, f, rate, gross) => {
    const earned = tieredEarning('dividend', dividend, f);
    expect(earned.figures.rate).toBe(rate);
    expect(fromMinorUnits(earned.gross)).toBe(gross);
  });

  it.each<[string, TeamFigures, bigint]>([
    ['below the first tier', team(999.99, 0, 0, 9), 0n],
    ['too few active members for any tier', team(9000, 0, 0, 1), 0n],
    ['the first tier', team(2000, 0, 0, 2), 1000n],
    ['the second tier', team(5000, 9000, 0, 5), 4000n],
  ])('a daily wage %s', (_, f, gross) => expect(tieredEarning('daily', daily, f).gross).toBe(gross));

  it.each<[string, TeamFigures, bigint]>([
    ['below the first tier', team(99, 0, 0, 0), 0n],
    ['the first tier, whatever the active members', team(100, 0, 0, 0), 30n],
    ['the second tier, rounded down', team(777.77, 0, 0, 0), 388n],
  ])('an hourly wage %s', (_, f, gross) => expect(tieredEarning('hourly', hourly, f).gross).toBe(gross));

  it('a real-time salary pays the loss rate on stakes lost and the profit rate on stakes won', () => {
    // 1000.00 lost at 0.5 % = 5.00; 500.00 won at 0.2 % = 1.00.
    const earned = realtimeEarning(realtime, { bets: 3, wonStake: 50_000n, lostStake: 100_000n });
    expect(earned.gross).toBe(600n);
    expect(earned.figures).toEqual({ bets: 3, wonStake: '500.00', lostStake: '1000.00' });
  });

  // A top contract T (house → top agent), its downlines A and B, and C below A: ids and gross.
  // The top's tree cap is its gross unless given: its figures met its top tier.
  const tree = (t: bigint, a: bigint, b: bigint, c: bigint, cap = t): BranchEarning[] => [
    { id: 'T', parentId: null, gross: t, treeCap: cap },
    { id: 'A', parentId: 'T', gross: a, treeCap: a },
    { id: 'B', parentId: 'T', gross: b, treeCap: b },
    { id: 'C', parentId: 'A', gross: c, treeCap: c },
  ];
  const paid = (shares: ReturnType<typeof treeShares>) => Object.fromEntries([...shares].map(([id, s]) => [id, s.amount]));
  it.each<[string, BranchEarning[], Record<string, bigint>]>([
    ['figures that add up: each its level difference', tree(1000n, 400n, 300n, 100n), { T: 300n, A: 300n, B: 300n, C: 100n }],
    ['one branch won: the others share the top gross in proportion', tree(300n, 400n, 200n, 100n), { T: 0n, A: 100n, B: 100n, C: 100n }],
    ['the whole tree won: nobody is paid', tree(0n, 400n, 0n, 100n), { T: 0n, A: 0n, B: 0n, C: 0n }],
    ['rounding down leaves the rest to the contract above', tree(100n, 1n, 1n, 0n), { T: 98n, A: 1n, B: 1n, C: 0n }],
    ['rounding down a cut share', tree(100n, 70n, 80n, 0n), { T: 1n, A: 46n, B: 53n, C: 0n }],
    ['a top that met no tier still lets its tree be paid up to its top rate', tree(0n, 400n, 200n, 100n, 450n), { T: 0n, A: 200n, B: 150n, C: 100n }],
    ['a top below its top tier keeps its level difference', tree(300n, 100n, 50n, 0n, 450n), { T: 150n, A: 100n, B: 50n, C: 0n }],
  ])('across the tree: %s', (_, contracts, amounts) => {
    const shares = treeShares(contracts);
    expect(paid(shares)).toEqual(amounts);
    // However the tree's figures fall, the house pays at most the top contract's gross.
    expect(Object.values(amounts).reduce((a, b) => a + b, 0n) <= contracts[0]!.treeCap).toBe(true);
  });

  it('says what a cut branch was allowed, and leaves a contract whose upline holds none a top of its own', () => {
    const shares = treeShares([...tree(300n, 400n, 200n, 100n), { id: 'D', parentId: 'gone', gross: 50n, treeCap: 50n }]);
    expect(shares.get('A')).toEqual({ downlineGross: 100n, amount: 100n, cappedTo: 200n });
    expect(shares.get('C')).toEqual({ downlineGross: 0n, amount: 100n });
    expect(shares.get('T')).toEqual({ downlineGross: 600n, amount: 0n });
    expect(shares.get('D')).toEqual({ downlineGross: 0n, amount: 50n });
  });
});
