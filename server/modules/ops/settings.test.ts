import { describe, expect, it } from 'vitest';
import type { SettingsTree } from '../../../src/generated/types';
import { withModule } from './settings';

const tree: SettingsTree = [
  { modId: 'REG3', enabled: '1', childrenNodes: [{ modId: 'DIRECTREG3', enabled: '1' }] },
  { modId: 'VIP3', enabled: '0' },
];

describe('switching a module of the settings tree', () => {
  it('switches a child deep in the tree and leaves the rest as it was', () => {
    expect(withModule(tree, 'DIRECTREG3', false)).toEqual([
      { modId: 'REG3', enabled: '1', childrenNodes: [{ modId: 'DIRECTREG3', enabled: '0' }] },
      { modId: 'VIP3', enabled: '0' },
    ]);
  });

  it("keeps the children's own flags when a parent goes off", () => {
    expect(withModule(tree, 'REG3', false)![0]).toEqual({ modId: 'REG3', enabled: '0', childrenNodes: [{ modId: 'DIRECTREG3', enabled: '1' }] });
  });

  it('answers null for a module the tree does not have', () => {
    expect(withModule(tree, 'NOPE3', true)).toBeNull();
  });
});
