/**
 * Recent answers of the list call, each stored under its company's entry version. Triggers
 * move that version on every change to what a page shows (its entries and their receipts,
 * migration 0008; their details, names and recipients, migration 0010), so a stored answer is
 * exact until something changes, on any instance; after a change the key no longer matches and
 * the answer is read again. Least recently used answers go first once `capacity` is reached.
 */
export class VersionedCache<T> {
  private readonly values = new Map<string, T>();

  constructor(private readonly capacity: number) {}

  private static key(version: number, key: string) {
    return `${version}|${key}`;
  }

  get(version: number, key: string): T | undefined {
    const full = VersionedCache.key(version, key);
    const value = this.values.get(full);
    if (value !== undefined) {
      // Most recently used last, so the oldest is the first to go.
      this.values.delete(full);
      this.values.set(full, value);
    }
    return value;
  }

  set(version: number, key: string, value: T): void {
    this.values.set(VersionedCache.key(version, key), value);
    if (this.values.size > this.capacity) {
      const oldest = this.values.keys().next();
      if (oldest.done !== true) this.values.delete(oldest.value);
    }
  }
}
