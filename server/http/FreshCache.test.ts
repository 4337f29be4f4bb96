import { describe, expect, it } from 'vitest';
import { FreshCache } from './FreshCache';

describe('FreshCache', () => {
  // lru-cache counts an entry's age from a start it takes to be set, so the clock starts past 0.
  let clock = 1;
  const cache = () => new FreshCache<string, number>(1000, 3, () => clock);

  it('serves an entry until it is older than its age, then loads again', async () => {
    const c = cache();
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    clock = 1;
    expect(await c.get('a', load)).toBe(1);
    clock = 1001;
    expect(await c.get('a', load)).toBe(1);
    clock = 1002;
    expect(await c.get('a', load)).toBe(2);
  });

  it('shares one load among concurrent misses and forgets a failed one', async () => {
    const c = cache();
    let loads = 0;
    const slow = () => new Promise<number>((r) => setTimeout(() => r(++loads), 5));
    expect(await Promise.all([c.get('k', slow), c.get('k', slow), c.get('k', slow)])).toEqual([1, 1, 1]);
    await expect(c.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await Promise.resolve();
    expect(await c.get('bad', () => Promise.resolve(7))).toBe(7);
  });

  it('evicts by key, by value and by size', async () => {
    const c = cache();
    clock = 1;
    await c.get('a', () => Promise.resolve(1));
    await c.get('b', () => Promise.resolve(2));
    c.evict('a');
    expect(await c.get('a', () => Promise.resolve(10))).toBe(10);
    c.evictWhere((v) => v === 2);
    await Promise.resolve();
    expect(await c.get('b', () => Promise.resolve(20))).toBe(20);
    await c.get('c', () => Promise.resolve(3));
    await c.get('d', () => Promise.resolve(4)); // a is the least recently used of four: dropped
    expect(await c.get('a', () => Promise.resolve(100))).toBe(100);
  });
});
