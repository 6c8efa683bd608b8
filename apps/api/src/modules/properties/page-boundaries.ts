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
  /**
   * Runs `read`, a page read that skips rows to reach `offset` with no boundary to start from, and lets others
   * see it while it runs (`walkBelow`). `read` remembers the boundaries it finds before it settles.
   */
  walk<T>(search: string, offset: number, read: () => Promise<T>): Promise<T>;
  /**
   * A walk of the same search to `offset` or below that is running now, if any: waiting for it and asking
   * `nearest` again turns a second walk into a short keyset read. Visitors arriving together at one deep page
   * (a shared link, a crawler's burst) otherwise each skip the same tens of thousands of index entries at once.
   */
  walkBelow(search: string, offset: number): Promise<unknown> | undefined;
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
  const walks = new Map<string, { offset: number; done: Promise<unknown> }[]>();
  return {
    walk(search, offset, read) {
      const reading = read();
      const entry = { offset, done: reading.catch(() => undefined) };
      walks.set(search, [...(walks.get(search) ?? []), entry]);
      void entry.done.then(() => {
        const left = (walks.get(search) ?? []).filter((running) => running !== entry);
        if (left.length > 0) walks.set(search, left);
        else walks.delete(search);
      });
      return reading;
    },
    walkBelow(search, offset) {
      let best: { offset: number; done: Promise<unknown> } | undefined;
      for (const running of walks.get(search) ?? []) {
        if (running.offset <= offset && (!best || running.offset > best.offset)) best = running;
      }
      return best?.done;
    },
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
