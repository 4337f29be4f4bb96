import { describe, expect, it } from 'vitest';
import { canStep, stepStake } from './stakeSteps';

const stakes = ['15.00', '30.00', '75.00', '150.00'];

describe('stepStake', () => {
  it('moves one place along the list', () => {
    expect(stepStake(stakes, '30.00', 1)).toBe('75.00');
    expect(stepStake(stakes, '30.00', -1)).toBe('15.00');
  });

  it('stays at either end', () => {
    expect(stepStake(stakes, '15.00', -1)).toBe('15.00');
    expect(stepStake(stakes, '150.00', 1)).toBe('150.00');
    expect(canStep(stakes, '15.00', -1)).toBe(false);
    expect(canStep(stakes, '150.00', 1)).toBe(false);
    expect(canStep(stakes, '75.00', 1)).toBe(true);
  });

  it('steps from the smallest when the stake is not on the list', () => {
    expect(stepStake(stakes, '16.00', 1)).toBe('15.00');
    expect(stepStake(stakes, '', -1)).toBe('15.00');
  });

  it('has nothing to step through without stakes', () => {
    expect(stepStake([], '1.00', 1)).toBe('1.00');
    expect(canStep([], '1.00', 1)).toBe(false);
  });
});
