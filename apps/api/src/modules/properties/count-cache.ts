/**
 * Totals of broad searches, kept for a short while. Counting ~100,000 matches costs far more than finding the
 * 12 rows of a page, and a total that is a minute old is harmless for paging; small totals are cheap to
 * count and are never cached, so narrow searches (and every freshly changed listing set) stay exact.
 */
export type CountCache = {
  get(key: string): number | undefined;
  set(key: string, total: number): void;
};

export function createCountCache(options: {
  ttlMs: number;
  /** Totals below this are not worth keeping. */
  minTotal: number;
  maxEntries: number;
  clock?: () => number;
}): CountCache {
  const clock = options.clock ?? Date.now;
  const entries = new Map<string, { total: number; expires: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= clock()) {
        entries.delete(key);
        return undefined;
      }
      return entry.total;
    },
    set(key, total) {
      if (total < options.minTotal) return;
      // Maps iterate in insertion order: the first key is the oldest.
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { total, expires: clock() + options.ttlMs });
    },
  };
}
