import { describe, expect, it } from 'vitest';
import type { ContractKind, ContractTerms } from '../../../../src/generated/types';
import { rateAt, rateUnits, termsProblem, tiersOf, withinCeiling } from './terms';

const daily = (...tiers: Array<[string, number, string]>): ContractTerms => ({ tiers: tiers.map(([validBet, activeMembers, rate]) => ({ validBet, activeMembers, rate })) }) as ContractTerms;
const realtime = (profitRate: string, lossRate: string, minBet: string): ContractTerms => ({ profitRate, lossRate, minBet });

describe('contract terms', () => {
  it.each([
    ['0', 0n],
    ['0.5', 50n],
    ['0.05', 5n],
    ['12.3', 1230n],
    ['100', 10000n],
    ['100.00', 10000n],
  ])('reads the rate %s as %s hundredths of a percent', (text, units) => expect(rateUnits(text)).toBe(units));

  it('pays the highest tier the figures meet on every threshold, and nothing below the first', () => {
    const tiers = tiersOf('daily', daily(['1000.00', 3, '0.5'], ['5000.00', 10, '0.8']));
    expect(rateAt(tiers, { validBet: 99_999n, teamLoss: 0n, activeMembers: 50n })).toBe(0n);
    expect(rateAt(tiers, { validBet: 100_000n, teamLoss: 0n, activeMembers: 3n })).toBe(50n);
    // A big bet with too few active members stays on the first tier.
    expect(rateAt(tiers, { validBet: 900_000n, teamLoss: 0n, activeMembers: 9n })).toBe(50n);
    expect(rateAt(tiers, { validBet: 500_000n, teamLoss: 0n, activeMembers: 10n })).toBe(80n);
  });

  it.each<[string, ContractKind, ContractTerms, string | null]>([
    ['climbing tiers', 'daily', daily(['1000.00', 3, '0.5'], ['5000.00', 10, '0.8']), null],
    ['a tier asking less than the one before', 'daily', daily(['5000.00', 3, '0.5'], ['1000.00', 10, '0.8']), 'CONTRACT_TIERS_ORDER'],
    ['a tier asking the same', 'daily', daily(['1000.00', 3, '0.5'], ['1000.00', 3, '0.8']), 'CONTRACT_TIERS_ORDER'],
    ['a higher tier paying less', 'daily', daily(['1000.00', 3, '0.8'], ['5000.00', 10, '0.5']), 'CONTRACT_TIERS_ORDER'],
    ['one tier', 'hourly', { tiers: [{ validBet: '100.00', rate: '1' }] }, null],
    ['a real-time salary', 'realtime', realtime('0.2', '0.5', '10.00'), null],
  ])('judges %s', (_, kind, terms, problem) => expect(termsProblem(kind, terms)).toBe(problem));

  it.each<[string, ContractKind, ContractTerms, ContractTerms, boolean]>([
    ['the same terms', 'daily', daily(['1000.00', 3, '0.5']), daily(['1000.00', 3, '0.5']), true],
    ['a lower rate', 'daily', daily(['1000.00', 3, '0.4']), daily(['1000.00', 3, '0.5']), true],
    ['a higher rate', 'daily', daily(['1000.00', 3, '0.6']), daily(['1000.00', 3, '0.5']), false],
    // Below the upline's first tier the upline earns nothing, so the downline may not either.
    ["a tier below the upline's first", 'daily', daily(['500.00', 3, '0.1']), daily(['1000.00', 3, '0.5']), false],
    ['a higher rate at a higher threshold the upline pays more at', 'daily', daily(['5000.00', 10, '0.7']), daily(['1000.00', 3, '0.5'], ['5000.00', 10, '0.8']), true],
    ['a higher rate than the upline pays at those figures', 'daily', daily(['4000.00', 10, '0.7']), daily(['1000.00', 3, '0.5'], ['5000.00', 10, '0.8']), false],
    [
      'a dividend of another period',
      'dividend',
      { period: 'weekly', tiers: [{ validBet: '0', teamLoss: '0', activeMembers: 0, rate: '10' }] },
      { period: 'monthly', tiers: [{ validBet: '0', teamLoss: '0', activeMembers: 0, rate: '30' }] },
      false,
    ],
    ['a real-time salary within', 'realtime', realtime('0.1', '0.5', '20.00'), realtime('0.2', '0.5', '10.00'), true],
    ['a real-time salary paying more on a loss', 'realtime', realtime('0.1', '0.6', '20.00'), realtime('0.2', '0.5', '10.00'), false],
    ['a real-time salary from a smaller bet', 'realtime', realtime('0.1', '0.5', '5.00'), realtime('0.2', '0.5', '10.00'), false],
  ])('a downline holding %s stays within its upline: %s', (_, kind, terms, ceiling, ok) => expect(withinCeiling(kind, terms, ceiling)).toBe(ok));
});
