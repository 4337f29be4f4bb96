import { describe, expect, it } from 'vitest';
import type { Condition } from '../generated/types';
import { evaluate, type ConditionContext } from './conditions';
import type { Facts, FeatureName } from './runtime';
import { visitorFacts } from './visitorFacts';

const visitor: Facts = visitorFacts();
const agent: Facts = {
  ...visitor,
  loggedIn: true,
  accountType: 41,
  contract: { divtypereq: 1, dailysalreqtype: '0', contracthoursalreq: 'DAILY', realtimesalreqtype: null },
  resources: [{ resourceType: 'telegram', url: 'https://t.me/x' }],
  hasCustomerService: true,
};
const features = { referral: true, dividendContract: true, dailySalary: false, customerService: true } as Record<FeatureName, boolean>;
const ctx = (facts: Facts, f = features): ConditionContext => ({ features: f, facts });

describe('evaluate', () => {
  it.each<[string, Condition, Facts, boolean]>([
    ['feature on', { feature: 'referral' }, visitor, true],
    ['feature off', { feature: 'dailySalary' }, visitor, false],
    ['feature the module map does not name', { feature: 'points' }, visitor, false],
    ['customer service with an address', { feature: 'customerService' }, agent, true],
    ['customer service without an address', { feature: 'customerService' }, visitor, false],
    ['account type listed', { accountType: [1, 2, 41, 42] }, agent, true],
    ['account type not listed', { accountType: [1, 2] }, agent, false],
    ['account type of a visitor', { accountType: [1, 2, 41, 42] }, visitor, false],
    ['resource present', { resource: 'telegram' }, agent, true],
    ['resource absent', { resource: 'youtube' }, agent, false],
    ['logged in, asked true', { loggedIn: true }, agent, true],
    ['logged in, asked false', { loggedIn: false }, agent, false],
    ['visitor, asked false', { loggedIn: false }, visitor, true],
    ['contract field 1', { contract: 'divtypereq' }, agent, true],
    ["contract field '0'", { contract: 'dailysalreqtype' }, agent, false],
    ['contract field text', { contract: 'contracthoursalreq' }, agent, true],
    ['contract field null', { contract: 'realtimesalreqtype' }, agent, false],
    ['contract info not loaded', { contract: 'divtypereq' }, visitor, false],
    ['all: every part holds', { all: [{ feature: 'dividendContract' }, { contract: 'divtypereq' }] }, agent, true],
    ['all: one part fails', { all: [{ feature: 'dailySalary' }, { contract: 'divtypereq' }] }, agent, false],
    ['all of nothing', { all: [] }, visitor, true],
    ['any: one part holds', { any: [{ feature: 'dailySalary' }, { loggedIn: true }] }, agent, true],
    ['any: no part holds', { any: [{ feature: 'dailySalary' }, { loggedIn: true }] }, visitor, false],
    ['any of nothing', { any: [] }, visitor, false],
    ['not', { not: { loggedIn: true } }, visitor, true],
    ['nested', { not: { any: [{ accountType: [4] }, { all: [{ loggedIn: true }, { resource: 'youtube' }] }] } }, agent, true],
  ])('%s', (_name, condition, facts, expected) => {
    expect(evaluate(condition, ctx(facts))).toBe(expected);
  });

  it('is false for a shape it does not know', () => {
    expect(evaluate({ weekday: 'friday' } as unknown as Condition, ctx(agent))).toBe(false);
  });
});
