import { describe, expect, it } from 'vitest';
import { isAgent, isTrialAccount, portalRefusal } from './accountType';

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

  it.each([
    ['member', 0, null],
    ['member', 4, null],
    ['member', 41, null],
    ['member', 3, 'NOT_MEMBER'],
    ['agent', 1, null],
    ['agent', 42, null],
    ['agent', 0, 'NOT_AGENT'],
    ['agent', 4, 'NOT_AGENT'],
    ['agent', 3, 'NOT_MEMBER'],
  ] as const)('%s sign-in, type %s: %s', (portal, type, refusal) => {
    expect(portalRefusal(portal, type)).toBe(refusal);
  });
});
