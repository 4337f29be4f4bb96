import { describe, expect, it } from 'vitest';
import { hasNul } from './hasNul';

describe('hasNul', () => {
  it('names where a NUL is, in a string however deep or in an object key', () => {
    expect(hasNul('a\0b')).toBe('(body)');
    expect(hasNul({ username: 'x\u0000' })).toBe('username');
    expect(hasNul({ a: [1, { b: ['ok', '\0'] }] })).toBe('a.1.b.1');
    expect(hasNul({ ['k\0']: 1 })).toBe('k\0');
    expect(hasNul([[[['\0']]]])).toBe('0.0.0.0');
  });

  it('passes anything else, other control characters and odd shapes included', () => {
    expect(hasNul('')).toBeNull();
    expect(hasNul('\u0001\u001f\u007f\ud800 ৳ \\0 %00')).toBeNull();
    expect(hasNul({ a: [1, true, null, undefined, { b: 'ok' }] })).toBeNull();
    expect(hasNul(null)).toBeNull();
    expect(hasNul(undefined)).toBeNull();
    expect(hasNul(42)).toBeNull();
    expect(hasNul(JSON.parse('{"__proto__": {"x": "y"}}'))).toBeNull();
  });

  it('ends on a value that holds itself', () => {
    const loop: Record<string, unknown> = { a: 'ok' };
    loop.self = loop;
    expect(hasNul(loop)).toBeNull();
  });
});
