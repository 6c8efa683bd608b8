import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";

/**
 * What a cached value was derived from (ADR 078). A write that changes one of these drops every entry tagged
 * with it, on every instance.
 * - `settings`: the settings table, languages, taxes, brand images.
 * - `catalogue`: categories, parameters, facilities, cities.
 * - `homepage`: home sections, sliders, articles, FAQs.
 * - `listings`: anything derived from listings, projects or agents (home shelves, category counts, the price
 *   range). Entries with this tag also expire after `listingsTtlMs`, since views and favourites move them
 *   without a write anyone would invalidate on.
 */
export const CACHE_TAGS = ["settings", "catalogue", "homepage", "listings"] as const;
export type CacheTag = (typeof CACHE_TAGS)[number];

export interface SharedCache {
  /** The value under `key`, loaded (once for concurrent callers) when absent, expired or invalidated. */
  get<T>(key: string, tags: readonly CacheTag[], load: () => Promise<T>): Promise<T>;
  /** Drops the entries of `tags` here at once, and on every other instance through Redis when configured. */
  invalidate(tags: readonly CacheTag[]): Promise<void>;
  close(): Promise<void>;
}

type Entry = {
  value: Promise<unknown>;
  tags: readonly CacheTag[];
  expiresAt: number;
  /** The value has loaded (a failed load is never kept). */
  settled: boolean;
  /** A reload of this expired entry is running; meanwhile readers get this entry's value. */
  refreshing: boolean;
};

export type SharedCacheOptions = {
  /** Redis connections: one to publish on, one subscribed (a subscribed connection runs nothing else). */
  redis?: { publisher: Redis; subscriber: Redis; channel: string } | undefined;
  /** Lifetime of entries tagged `listings`. */
  listingsTtlMs: number;
  /** Lifetime of every other entry: bounds how long a change made outside the API (SQL, a CLI) stays unseen. */
  maxAgeMs: number;
  /** Entries kept at most; the oldest go first (keys include free-text queries such as a category search). */
  maxEntries?: number;
  log: FastifyBaseLogger;
  clock?: () => number;
};

export function createSharedCache(options: SharedCacheOptions): SharedCache {
  const clock = options.clock ?? Date.now;
  const maxEntries = options.maxEntries ?? 2_000;
  const entries = new Map<string, Entry>();
  // Bumped by each invalidation: a load that began before it must not store what it read.
  const generations = new Map<CacheTag, number>(CACHE_TAGS.map((tag) => [tag, 0]));

  function dropLocally(tags: readonly CacheTag[]) {
    for (const tag of tags) generations.set(tag, (generations.get(tag) ?? 0) + 1);
    for (const [key, entry] of entries) {
      if (entry.tags.some((tag) => tags.includes(tag))) entries.delete(key);
    }
  }

  const redis = options.redis;
  if (redis) {
    redis.subscriber.on("message", (channel: string, text: string) => {
      if (channel !== redis.channel) return;
      const tags = text.split(",").filter((tag): tag is CacheTag => CACHE_TAGS.includes(tag as CacheTag));
      dropLocally(tags);
    });
    // While the subscription was broken, other instances' invalidations were lost: start again from nothing.
    let wasReady = false;
    redis.subscriber.on("ready", () => {
      if (wasReady) dropLocally(CACHE_TAGS);
      wasReady = true;
    });
    redis.subscriber.subscribe(redis.channel).catch((error: unknown) => {
      options.log.warn({ err: error }, "could not subscribe to cache invalidations");
    });
  }

  function store<T>(key: string, tags: readonly CacheTag[], value: Promise<T>, settled: boolean): Promise<T> {
    const started = tags.map((tag) => generations.get(tag));
    const entry: Entry = {
      value,
      tags,
      expiresAt: clock() + (tags.includes("listings") ? options.listingsTtlMs : options.maxAgeMs),
      settled,
      refreshing: false,
    };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    const forget = () => {
      if (entries.get(key) === entry) entries.delete(key);
    };
    value.then(() => {
      entry.settled = true;
      // Invalidated while loading: what was read may predate the write, so it is not kept.
      if (tags.some((tag, i) => generations.get(tag) !== started[i])) forget();
    }, forget);
    return value;
  }

  return {
    get<T>(key: string, tags: readonly CacheTag[], load: () => Promise<T>): Promise<T> {
      const now = clock();
      const found = entries.get(key);
      if (found && found.expiresAt > now) return found.value as Promise<T>;
      if (found?.settled) {
        // Expired by age, not invalidated by a write: readers keep getting it while one reload runs, so no
        // visitor waits for a recount over every listing (seconds at a million). A write still drops the entry.
        if (!found.refreshing) {
          found.refreshing = true;
          load().then(
            (value) => {
              // Stored only if no write dropped the entry meanwhile (then it is not `found` any more).
              if (entries.get(key) === found) store(key, tags, Promise.resolve(value), true);
            },
            (error: unknown) => {
              found.refreshing = false;
              options.log.warn({ err: error, key }, "could not refresh a cached value; the old one is kept");
            },
          );
        }
        return found.value as Promise<T>;
      }
      return store(key, tags, load(), false);
    },

    async invalidate(tags) {
      if (tags.length === 0) return;
      dropLocally(tags);
      if (!redis) return;
      try {
        await redis.publisher.publish(redis.channel, tags.join(","));
      } catch (error) {
        options.log.warn({ err: error, tags }, "could not tell other instances of a cache invalidation");
      }
    },

    async close() {
      entries.clear();
      if (redis) await redis.subscriber.quit().catch(() => redis.subscriber.disconnect());
    },
  };
}
