import { describe, expect, it } from 'vitest';
import { FreshCache } from './FreshCache';

describe('FreshCache', () => {
  let clock = 0;
  const cache = () => new FreshCache<string, number>(1000, 3, () => clock);

  it('serves an entry until it is older than its age, then loads again', async () => {
    const c = cache();
    let loads = 0;
    const load = async () => ++loads;
    clock = 0;
    expect(await c.get('a', load)).toBe(1);
    clock = 999;
    expect(await c.get('a', load)).toBe(1);
    clock = 1000;
    expect(await c.get('a', load)).toBe(2);
  });

  it('shares one load among concurrent misses and forgets a failed one', async () => {
    const c = cache();
    let loads = 0;
    const slow = () => new Promise<number>((r) => setTimeout(() => r(++loads), 5));
    expect(await Promise.all([c.get('k', slow), c.get('k', slow), c.get('k', slow)])).toEqual([1, 1, 1]);
    await expect(c.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await Promise.resolve();
    expect(await c.get('bad', async () => 7)).toBe(7);
  });

  it('evicts by key, by value and by size', async () => {
    const c = cache();
    clock = 0;
    await c.get('a', async () => 1);
    await c.get('b', async () => 2);
    c.evict('a');
    expect(await c.get('a', async () => 10)).toBe(10);
    c.evictWhere((v) => v === 2);
    await Promise.resolve();
    expect(await c.get('b', async () => 20)).toBe(20);
    await c.get('c', async () => 3);
    await c.get('d', async () => 4); // a is the oldest of four: dropped
    expect(await c.get('a', async () => 100)).toBe(100);
  });
});
