import { describe, expect, it } from 'vitest';
import { pointerErrors } from './pointerErrors';

describe('pointerErrors', () => {
  it('puts the message at the field the pointer names', () => {
    expect(pointerErrors('/registerRules/mobileNum/minLength', '/registerRules', 'too big')).toEqual({ mobileNum: { minLength: { __errors: ['too big'] } } });
  });
  it('reads escaped pointer parts', () => {
    expect(pointerErrors('/config/a~1b/c~0d', '/config', 'x')).toEqual({ 'a/b': { 'c~d': { __errors: ['x'] } } });
  });
  it('puts a pointer outside the part on the form as a whole', () => {
    expect(pointerErrors('/config/name', '/registerRules', 'x')).toEqual({ __errors: ['x'] });
    expect(pointerErrors('/registerRules', '/registerRules', 'x')).toEqual({ __errors: ['x'] });
  });
});
