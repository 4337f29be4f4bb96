import { describe, expect, it } from 'vitest';
import { condition as validateCondition } from '../../generated/validators/config.js';
import { accountTypesOf, conditionKinds, kindOf, startOf } from './conditionKind';
import type { Condition } from '../../generated/types';

describe('conditionKind', () => {
  it('edits each simple test by its own kind, and a combination as JSON', () => {
    expect(kindOf(undefined)).toBe('always');
    expect(kindOf({ feature: 'referral' })).toBe('feature');
    expect(kindOf({ loggedIn: false })).toBe('loggedIn');
    expect(kindOf({ accountType: [1, 2] })).toBe('accountType');
    expect(kindOf({ resource: 'telegram' })).toBe('resource');
    expect(kindOf({ contract: 'dailysalreqtype' })).toBe('contract');
    expect(kindOf({ all: [{ loggedIn: true }, { feature: 'referral' }] })).toBe('advanced');
    expect(kindOf({ not: { loggedIn: true } })).toBe('advanced');
  });

  it('starts every kind from a condition the schema takes, keeping a combination as it is', () => {
    for (const kind of conditionKinds.filter((k) => k !== 'always')) expect(validateCondition(startOf(kind, undefined)), kind).toBe(true);
    expect(startOf('always', { loggedIn: true })).toBeUndefined();
    const combined: Condition = { any: [{ loggedIn: false }, { accountType: [4] }] };
    expect(startOf('advanced', combined)).toBe(combined);
  });

  it('reads account types typed as a list of whole numbers', () => {
    expect(accountTypesOf('0, 1,41 42')).toEqual([0, 1, 41, 42]);
    expect(accountTypesOf('1, 1')).toEqual([1]);
    expect(accountTypesOf('')).toBeNull();
    expect(accountTypesOf('1, two')).toBeNull();
    expect(accountTypesOf('-1')).toBeNull();
  });
});
