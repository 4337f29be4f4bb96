import { describe, expect, it } from 'vitest';
import { isAgent, isTrialAccount } from './accountType';

describe('account types', () => {
  it.each([
    [1, true, false],
    [2, true, false],
    [41, true, false],
    [42, true, false],
    [4, false, true],
    [0, false, false],
    [3, false, false],
    [null, false, false],
  ])('type %s: agent %s, trial %s', (type, agent, trial) => {
    expect(isAgent(type)).toBe(agent);
    expect(isTrialAccount(type)).toBe(trial);
  });
});
