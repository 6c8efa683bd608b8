import { describe, expect, it } from "vitest";
import { createCountCache } from "./count-cache.js";

describe("count cache", () => {
  it("keeps large totals until they expire and never small ones", () => {
    let now = 0;
    const cache = createCountCache({ ttlMs: 1000, minTotal: 100, maxEntries: 10, clock: () => now });
    cache.set("broad", 5000);
    cache.set("narrow", 12);
    expect(cache.get("broad")).toBe(5000);
    expect(cache.get("narrow")).toBeUndefined();
    now = 999;
    expect(cache.get("broad")).toBe(5000);
    now = 1000;
    expect(cache.get("broad")).toBeUndefined();
  });

  it("forgets the oldest entry when full", () => {
    const cache = createCountCache({ ttlMs: 1000, minTotal: 0, maxEntries: 2, clock: () => 0 });
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("c", 3);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")).toBe(2);
    expect(cache.get("c")).toBe(3);
  });
});
