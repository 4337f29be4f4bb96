import { describe, expect, it } from 'vitest';
import type { ModuleId } from '../generated/calls';
import { isModuleOn } from './moduleSwitch';
import type { SettingsTree } from '../generated/types';

const tree: SettingsTree = [
  { modId: 'REG3', enabled: '1', childrenNodes: [{ modId: 'MOBILENUMREG3', enabled: '1' }, { modId: 'REGMOBVERF3', enabled: '0' }] },
  { modId: 'FREEPLAY3', enabled: '0', childrenNodes: [{ modId: 'CHILD3', enabled: '1' }] },
];

describe('isModuleOn', () => {
  it.each([
    ['COMM3', true],
    ['REG3', true],
    ['MOBILENUMREG3', true],
    ['REGMOBVERF3', false],
    ['FREEPLAY3', false],
    ['CHILD3', false], // on itself, but its parent is off
    ['UNLISTED3', false],
  ])('%s → %s', (modId, on) => expect(isModuleOn(tree, modId as ModuleId)).toBe(on)); // made-up IDs test the tree walk itself
});
