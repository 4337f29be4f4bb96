import { describe, expect, it } from 'vitest';
import { ApiError } from '../../errors';
import { launchTarget } from './launchTarget';

const refusal = (input: Parameters<typeof launchTarget>[0]) => {
  try {
    launchTarget(input);
  } catch (e) {
    if (e instanceof ApiError) return { code: e.code, field: e.field, params: e.params };
    throw e;
  }
  throw new Error('not refused');
};

describe('launchTarget', () => {
  it('takes nodeId, or roomId as the family’s sites send it, or both when they agree', () => {
    expect(launchTarget({ nodeId: 7 })).toBe(7);
    expect(launchTarget({ roomId: 7 })).toBe(7);
    expect(launchTarget({ nodeId: 7, roomId: 7 })).toBe(7);
  });

  it('refuses a roomId naming another game than nodeId, on roomId', () => {
    expect(refusal({ nodeId: 7, roomId: 8 })).toEqual({ code: 'VALIDATION_FAILED', field: 'roomId', params: { field: 'roomId', reason: 'errors:reason_room_not_node' } });
  });

  it('requires one of them, as nodeId', () => {
    expect(refusal({})).toEqual({ code: 'VALIDATION_FAILED', field: 'nodeId', params: { field: 'nodeId', reason: 'errors:reason_required' } });
  });
});
