/**
 * Totals of recent filter sets, so paging through one set counts it once. A total is stored
 * under its company's entry version (moved by a trigger on every change to its entries or
 * receipts, migration 0008), so a cached total is the exact count until something changes,
 * on any instance; after a change the key no longer matches and the set is counted again.
 */
export class CountCache {
  private readonly totals = new Map<string, number>();

  constructor(private readonly capacity = 2000) {}

  private static key(version: number, filterKey: string) {
    return `${version}|${filterKey}`;
  }

  get(version: number, filterKey: string): number | undefined {
    const key = CountCache.key(version, filterKey);
    const total = this.totals.get(key);
    if (total !== undefined) {
      // Most recently used last, so the oldest is the first to go.
      this.totals.delete(key);
      this.totals.set(key, total);
    }
    return total;
  }

  set(version: number, filterKey: string, total: number): void {
    this.totals.set(CountCache.key(version, filterKey), total);
    if (this.totals.size > this.capacity) {
      const oldest = this.totals.keys().next();
      if (oldest.done !== true) this.totals.delete(oldest.value);
    }
  }
}
