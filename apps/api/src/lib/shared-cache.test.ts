import pino from "pino";
import { describe, expect, it } from "vitest";
import { createSharedCache } from "./shared-cache.js";

/** A load whose answer the test releases, to see what readers get while it runs. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function cacheAt(time: { now: number }) {
  return createSharedCache({
    listingsTtlMs: 1_000,
    maxAgeMs: 60_000,
    log: pino({ enabled: false }),
    clock: () => time.now,
  });
}

describe("shared cache: an entry past its age", () => {
  it("keeps answering with the old value while one reload runs, then with the new one", async () => {
    const time = { now: 0 };
    const cache = cacheAt(time);
    expect(await cache.get("counts", ["listings"], async () => "first")).toBe("first");
    time.now = 5_000;
    const reload = deferred<string>();
    let loads = 0;
    const load = () => {
      loads += 1;
      return reload.promise;
    };
    // Three visitors after expiry: none waits for the slow recount, and it runs once.
    expect(await cache.get("counts", ["listings"], load)).toBe("first");
    expect(await cache.get("counts", ["listings"], load)).toBe("first");
    expect(await cache.get("counts", ["listings"], load)).toBe("first");
    expect(loads).toBe(1);
    reload.resolve("second");
    await reload.promise;
    expect(await cache.get("counts", ["listings"], load)).toBe("second");
    expect(loads).toBe(1);
  });

  it("waits for fresh data after a write dropped the entry, and discards a reload the write overtook", async () => {
    const time = { now: 0 };
    const cache = cacheAt(time);
    await cache.get("counts", ["listings"], async () => "old");
    time.now = 5_000;
    const reload = deferred<string>();
    expect(await cache.get("counts", ["listings"], () => reload.promise)).toBe("old");
    await cache.invalidate(["listings"]);
    // After the write nobody gets the old value: the next reader loads and waits.
    expect(await cache.get("counts", ["listings"], async () => "after the write")).toBe("after the write");
    reload.resolve("read before the write");
    await reload.promise;
    expect(await cache.get("counts", ["listings"], async () => "unused")).toBe("after the write");
  });

  it("keeps the old value when a reload fails, and tries again on the next read", async () => {
    const time = { now: 0 };
    const cache = cacheAt(time);
    await cache.get("counts", ["listings"], async () => "kept");
    time.now = 5_000;
    const failing = Promise.reject(new Error("database hiccup"));
    failing.catch(() => undefined);
    expect(await cache.get("counts", ["listings"], () => failing)).toBe("kept");
    await new Promise((done) => setTimeout(done, 0));
    expect(await cache.get("counts", ["listings"], async () => "recovered")).toBe("kept");
    await new Promise((done) => setTimeout(done, 0));
    expect(await cache.get("counts", ["listings"], async () => "unused")).toBe("recovered");
  });
});
