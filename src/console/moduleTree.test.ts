import { describe, expect, it } from 'vitest';
import { moduleGroups } from './moduleTree';

describe('the modules page', () => {
  it('groups the tree by its top modules, marks what an off module above switches off, and leaves out the common module', () => {
    const groups = moduleGroups([
      { modId: 'COMM3', enabled: '1' },
      {
        modId: 'REG3',
        enabled: '1',
        childrenNodes: [
          { modId: 'USERNAMEREG3', enabled: '0', childrenNodes: [{ modId: 'REGMOBVERF3', enabled: '1' }] },
          { modId: 'MOBILENUMREG3', enabled: '1' },
        ],
      },
      { modId: 'VIP3', enabled: '0', childrenNodes: [{ modId: 'PTSYS3', enabled: '1' }] },
    ]);
    expect(groups.map((g) => g.head.modId)).toEqual(['REG3', 'VIP3']);
    expect(groups[0]!.members).toEqual([
      { modId: 'USERNAMEREG3', on: false, depth: 1, offAbove: null },
      { modId: 'REGMOBVERF3', on: true, depth: 2, offAbove: 'USERNAMEREG3' },
      { modId: 'MOBILENUMREG3', on: true, depth: 1, offAbove: null },
    ]);
    expect(groups[1]!.members).toEqual([{ modId: 'PTSYS3', on: true, depth: 1, offAbove: 'VIP3' }]);
  });
});
