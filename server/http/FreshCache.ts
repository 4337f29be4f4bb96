/**
 * A small in-process cache whose entries are served for at most `maxAgeMs`, for facts another
 * process may change: the owner evicts a key when told (NOTIFY) and the age bounds what a missed
 * word can cost. Concurrent misses for one key share one load; at most `maxEntries` are kept, the
 * oldest dropped first.
 */
export class FreshCache<K, V> {
  private readonly entries = new Map<K, { at: number; value: Promise<V> }>();

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at < this.maxAgeMs) return hit.value;
    const value = load();
    const entry = { at: this.now(), value };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
    // A failed load is not remembered, and an eviction meanwhile is not undone by a late answer.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  evict(key: K): void {
    this.entries.delete(key);
  }

  /** Drops whatever matches: e.g. every session of one member. */
  evictWhere(matches: (value: V) => boolean): void {
    for (const [key, entry] of this.entries) {
      void entry.value.then((v) => {
        if (matches(v) && this.entries.get(key) === entry) this.entries.delete(key);
      }, () => undefined);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
