import { LRUCache } from 'lru-cache';

/**
 * A small in-process cache whose entries are served for at most `maxAgeMs`, for facts another
 * process may change: the owner evicts a key when told (NOTIFY) and the age bounds what a missed
 * word can cost. Concurrent misses for one key share one load. The keeping itself (age, at most
 * `maxEntries`, the least recently used dropped first) is lru-cache's.
 */
export class FreshCache<K extends NonNullable<unknown>, V> {
  private readonly entries: LRUCache<K, Promise<V>>;

  constructor(maxAgeMs: number, maxEntries: number, now: () => number = Date.now) {
    // ttlResolution 0: the age is read from the clock on each look, with no timer to keep.
    this.entries = new LRUCache<K, Promise<V>>({ max: maxEntries, ttl: maxAgeMs, ttlResolution: 0, perf: { now } });
  }

  get(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit) return hit;
    const value = load();
    this.entries.set(key, value);
    // A failed load is not remembered, and an eviction meanwhile is not undone by a late answer.
    value.catch(() => {
      if (this.entries.peek(key) === value) this.entries.delete(key);
    });
    return value;
  }

  evict(key: K): void {
    this.entries.delete(key);
  }

  /** Drops whatever matches: e.g. every session of one member. */
  evictWhere(matches: (value: V) => boolean): void {
    for (const [key, value] of this.entries.entries()) {
      void value.then(
        (v) => {
          if (matches(v) && this.entries.peek(key) === value) this.entries.delete(key);
        },
        () => undefined,
      );
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
