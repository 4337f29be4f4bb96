import { LRUCache } from 'lru-cache';

/**
 * What was worked out from one catalogue snapshot, kept with it and so never outliving a change
 * (CatalogueSnapshots.ts): a search's matches, a list's answer. At most `limit` in weight is kept
 * between them, the least recently used dropped first (lru-cache), so keys nobody asks for twice
 * cannot pile up.
 */
export class SnapshotMemo<V extends NonNullable<unknown>> {
  private readonly kept: LRUCache<string, V>;

  constructor(limit: number, weigh: (value: V) => number) {
    // An empty answer weighs as one: it still takes a place.
    this.kept = new LRUCache<string, V>({ maxSize: limit, sizeCalculation: (value) => Math.max(1, weigh(value)) });
  }

  get(key: string, make: () => V): V {
    let value = this.kept.get(key);
    if (value === undefined) {
      value = make();
      this.kept.set(key, value);
    }
    return value;
  }
}
