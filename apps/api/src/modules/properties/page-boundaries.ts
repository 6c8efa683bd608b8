/**
 * Where earlier pages of a search ended, so a later page can start from there (keyset) instead of skipping
 * `offset` rows: eBroker clients only speak offset/limit, and they page forwards. A boundary is the sort key
 * of the last row before an offset. Boundaries expire with the count cache's TTL: a listing added meanwhile
 * moves later rows by one, exactly as it would with a plain offset.
 */
export type Boundary = { offset: number; key: string[] };

export type PageBoundaries = {
  /** The boundary nearest below (or at) `offset`, if any. */
  nearest(search: string, offset: number): Boundary | undefined;
  remember(search: string, boundary: Boundary): void;
};

export function createPageBoundaries(options: {
  ttlMs: number;
  maxSearches: number;
  /** Boundaries kept per search (the latest ones). */
  maxPerSearch: number;
  clock?: () => number;
}): PageBoundaries {
  const clock = options.clock ?? Date.now;
  const searches = new Map<string, { expires: number; boundaries: Boundary[] }>();
  return {
    nearest(search, offset) {
      const entry = searches.get(search);
      if (!entry) return undefined;
      if (entry.expires <= clock()) {
        searches.delete(search);
        return undefined;
      }
      let best: Boundary | undefined;
      for (const boundary of entry.boundaries) {
        if (boundary.offset <= offset && (!best || boundary.offset > best.offset)) best = boundary;
      }
      return best;
    },
    remember(search, boundary) {
      let entry = searches.get(search);
      if (!entry || entry.expires <= clock()) {
        if (searches.size >= options.maxSearches) searches.delete(searches.keys().next().value as string);
        entry = { expires: clock() + options.ttlMs, boundaries: [] };
        searches.set(search, entry);
      }
      entry.boundaries = [...entry.boundaries.filter((b) => b.offset !== boundary.offset), boundary].slice(
        -options.maxPerSearch,
      );
    },
  };
}
