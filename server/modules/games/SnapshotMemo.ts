/**
 * What was worked out from one catalogue snapshot, kept with it and so never outliving a change
 * (CatalogueSnapshots.ts): a search's matches, a list's answer. At most `limit` in weight is kept
 * between them; what would go past it forgets all, so keys nobody asks for twice cannot pile up.
 */
export class SnapshotMemo<V> {
  private readonly kept = new Map<string, V>();
  private weight = 0;

  constructor(
    private readonly limit: number,
    private readonly weigh: (value: V) => number,
  ) {}

  get(key: string, make: () => V): V {
    let value = this.kept.get(key);
    if (value === undefined) {
      value = make();
      const weight = this.weigh(value);
      if (this.weight + weight > this.limit) {
        this.kept.clear();
        this.weight = 0;
      }
      this.kept.set(key, value);
      this.weight += weight;
    }
    return value;
  }
}
