import { describe, expect, it } from 'vitest';
import { moveRefusal } from './agentTree';

describe('a move refused before anything is written', () => {
  const member = { id: '10', upline_id: '1' };
  it('refuses the member itself and its own team first, whatever their type', () => {
    expect(moveRefusal(member, { id: '10', type: 1 }, true)).toBe('TREE_CYCLE');
    expect(moveRefusal(member, { id: '11', type: 0 }, true)).toBe('TREE_CYCLE');
  });
  it('takes an agent of any agent type outside the team, but not a player, a trial account or the same upline', () => {
    for (const type of [1, 2, 41, 42]) expect(moveRefusal(member, { id: '2', type }, false)).toBeNull();
    expect(moveRefusal(member, { id: '2', type: 0 }, false)).toBe('NOT_AGENT');
    expect(moveRefusal(member, { id: '2', type: 4 }, false)).toBe('NOT_AGENT');
    expect(moveRefusal(member, { id: '1', type: 1 }, false)).toBe('SAME_UPLINE');
  });
  it('puts a member at the top under an agent', () => {
    expect(moveRefusal({ id: '10', upline_id: null }, { id: '2', type: 1 }, false)).toBeNull();
  });
});
