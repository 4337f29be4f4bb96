import { describe, expect, it } from 'vitest';
import type { DividendTerms } from '../generated/types';
import { draftOf, draftProblems, fieldProblem, maxTiers, termsOf, tierKey, withTierAdded, withTierRemoved } from './contractDraft';

const dividend: DividendTerms = { period: 'monthly', tiers: [{ validBet: '100000.00', teamLoss: '10000.00', activeMembers: 5, rate: '20' }] };

describe('an offer draft', () => {
  it("starts from the agent's own terms", () => {
    expect(draftOf('realtime', { profitRate: '0.2', lossRate: '0.5', minBet: '10.00' }).realtime).toEqual({ profitRate: '0.2', lossRate: '0.5', minBet: '10.00' });
    const d = draftOf('dividend', dividend);
    expect(d.period).toBe('monthly');
    expect(d.tiers).toEqual([{ validBet: '100000.00', teamLoss: '10000.00', activeMembers: '5', rate: '20' }]);
  });

  it('sends the terms in the shape of their kind, numbers of members as numbers', () => {
    expect(termsOf('dividend', draftOf('dividend', dividend))).toEqual(dividend);
    const hourly = draftOf('hourly', { tiers: [{ validBet: '5000.00', rate: '0.3' }] });
    expect(termsOf('hourly', hourly)).toEqual({ tiers: [{ validBet: '5000.00', rate: '0.3' }] });
    expect(termsOf('realtime', { ...hourly, realtime: { profitRate: ' 0.1 ', lossRate: '0.4', minBet: '10' } })).toEqual({ profitRate: '0.1', lossRate: '0.4', minBet: '10' });
  });

  it('adds tiers up to ten, copying the last, and keeps at least one', () => {
    let d = draftOf('hourly', { tiers: [{ validBet: '5000.00', rate: '0.3' }] });
    for (let i = 0; i < 20; i++) d = withTierAdded(d);
    expect(d.tiers).toHaveLength(maxTiers);
    expect(d.tiers[9]).toEqual(d.tiers[0]);
    for (let i = 0; i < 20; i++) d = withTierRemoved(d, 0);
    expect(d.tiers).toHaveLength(1);
  });

  it.each([
    ['rate', '0.85', null],
    ['rate', '100', null],
    ['rate', '100.5', 'contractRateFormat'],
    ['rate', '1.234', 'contractRateFormat'],
    ['profitRate', 'abc', 'contractRateFormat'],
    ['validBet', '5000', null],
    ['validBet', '5,000', 'contractAmountFormat'],
    ['minBet', '-1', 'contractAmountFormat'],
    ['activeMembers', '12', null],
    ['activeMembers', '1.5', 'contractMembersFormat'],
    ['activeMembers', '2000000', 'contractMembersFormat'],
    ['teamLoss', '  ', 'contractRequired'],
  ] as const)('reads %s "%s" as %s', (field, text, problem) => {
    expect(fieldProblem(field, text)).toBe(problem);
  });

  it('names each box that cannot be sent by its place', () => {
    const d = withTierAdded(draftOf('daily', { tiers: [{ validBet: '50000.00', activeMembers: 3, rate: '0.5' }] }));
    d.tiers[1] = { ...d.tiers[1]!, rate: 'x' };
    expect(draftProblems('daily', d)).toEqual({ [tierKey(1, 'rate')]: 'contractRateFormat' });
    expect(draftProblems('realtime', draftOf('realtime', null))).toEqual({ profitRate: 'contractRequired', lossRate: 'contractRequired', minBet: 'contractRequired' });
  });
});
