import { describe, expect, it } from 'vitest';
import { hasNul } from './hasNul';

describe('hasNul', () => {
  it('finds a NUL in a string, however deep, and in an object key', () => {
    expect(hasNul('a\0b')).toBe(true);
    expect(hasNul({ username: 'x\u0000' })).toBe(true);
    expect(hasNul({ a: [1, { b: ['ok', '\0'] }] })).toBe(true);
    expect(hasNul({ ['k\0']: 1 })).toBe(true);
    expect(hasNul([[[['\0']]]])).toBe(true);
  });

  it('passes anything else, other control characters and odd shapes included', () => {
    expect(hasNul('')).toBe(false);
    expect(hasNul('\u0001\u001f\u007f\ud800 ৳ \\0 %00')).toBe(false);
    expect(hasNul({ a: [1, true, null, undefined, { b: 'ok' }] })).toBe(false);
    expect(hasNul(null)).toBe(false);
    expect(hasNul(undefined)).toBe(false);
    expect(hasNul(42)).toBe(false);
    expect(hasNul(JSON.parse('{"__proto__": {"x": "y"}}'))).toBe(false);
  });

  it('ends on a value that holds itself', () => {
    const loop: Record<string, unknown> = { a: 'ok' };
    loop.self = loop;
    expect(hasNul(loop)).toBe(false);
  });
});
