import { describe, expect, it } from 'vitest';
import { isA } from './isA';

class Base extends Error {}
class Derived extends Base {}

describe('isA', () => {
  it('is true for the class and its subclasses, false for others and for non-objects', () => {
    expect(isA(Base, new Base())).toBe(true);
    expect(isA(Base, new Derived())).toBe(true);
    expect(isA(Error, new Derived())).toBe(true);
    expect(isA(Derived, new Base())).toBe(false);
    expect(isA(Uint8Array, new Uint8Array(2))).toBe(true);
    expect(isA(Uint8Array, new ArrayBuffer(2))).toBe(false);
    for (const v of [null, undefined, 'Base', 3, {}]) expect(isA(Base, v)).toBe(false);
  });
});
