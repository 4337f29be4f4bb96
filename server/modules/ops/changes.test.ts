import { describe, expect, it } from 'vitest';
import { changesBetween } from './changes';

describe('changesBetween', () => {
  it('names each changed, added and removed value by its pointer', () => {
    const before = { registerRules: { mobileNum: { enabled: true, minLength: 10 }, 'a/b': { x: 1 } }, list: ['a', 'b'] };
    const after = { registerRules: { mobileNum: { enabled: true, minLength: 8, maxLength: 9 } }, list: ['a', 'c'] };
    expect(changesBetween(before, after)).toEqual(
      expect.arrayContaining([
        { pointer: '/registerRules/mobileNum/minLength', before: 10, after: 8 },
        { pointer: '/registerRules/mobileNum/maxLength', after: 9 },
        { pointer: '/registerRules/a~1b', before: { x: 1 } },
        { pointer: '/list/1', before: 'b', after: 'c' },
      ]),
    );
    expect(changesBetween(before, after)).toHaveLength(4);
  });

  it('finds nothing between equal documents', () => {
    expect(changesBetween({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
  });
});
