import { describe, expect, it } from "vitest";
import { createPageBoundaries } from "./page-boundaries.js";

describe("page boundaries", () => {
  it("finds the nearest boundary at or below an offset, per search, until it expires", () => {
    let now = 0;
    const boundaries = createPageBoundaries({
      ttlMs: 100,
      maxSearches: 5,
      maxPerSearch: 3,
      clock: () => now,
    });
    boundaries.remember("a", { offset: 1000, key: ["x"] });
    boundaries.remember("a", { offset: 1012, key: ["y"] });
    expect(boundaries.nearest("a", 1011)?.key).toEqual(["x"]);
    expect(boundaries.nearest("a", 1012)?.key).toEqual(["y"]);
    expect(boundaries.nearest("a", 999)).toBeUndefined();
    expect(boundaries.nearest("b", 1012)).toBeUndefined();
    now = 100;
    expect(boundaries.nearest("a", 1012)).toBeUndefined();
  });

  it("keeps only the latest boundaries of a search and the latest searches", () => {
    const boundaries = createPageBoundaries({ ttlMs: 100, maxSearches: 2, maxPerSearch: 2, clock: () => 0 });
    for (const offset of [10, 20, 30]) boundaries.remember("a", { offset, key: [String(offset)] });
    expect(boundaries.nearest("a", 15)).toBeUndefined();
    expect(boundaries.nearest("a", 25)?.offset).toBe(20);
    boundaries.remember("b", { offset: 1, key: [] });
    boundaries.remember("c", { offset: 1, key: [] });
    expect(boundaries.nearest("a", 25)).toBeUndefined();
    expect(boundaries.nearest("c", 5)?.offset).toBe(1);
  });

  it("lets a read for the same search wait for a walk running to its offset or below, and no other", async () => {
    const boundaries = createPageBoundaries({ ttlMs: 100, maxSearches: 5, maxPerSearch: 5, clock: () => 0 });
    let finish!: () => void;
    const walking = boundaries.walk("a", 1000, async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      boundaries.remember("a", { offset: 1000, key: ["k"] });
      return "rows";
    });
    expect(boundaries.walkBelow("a", 999)).toBeUndefined();
    expect(boundaries.walkBelow("b", 1000)).toBeUndefined();
    const waiting = boundaries.walkBelow("a", 1012);
    expect(waiting).toBeDefined();
    finish();
    await waiting;
    // By the time the wait ends, the walk's boundary is there to start from.
    expect(boundaries.nearest("a", 1012)?.key).toEqual(["k"]);
    expect(await walking).toBe("rows");
    expect(boundaries.walkBelow("a", 1012)).toBeUndefined();
  });

  it("ends a wait when the walk fails, leaving the waiter to walk itself", async () => {
    const boundaries = createPageBoundaries({ ttlMs: 100, maxSearches: 5, maxPerSearch: 5, clock: () => 0 });
    const failing = boundaries.walk("a", 50, () => Promise.reject(new Error("connection lost")));
    await expect(boundaries.walkBelow("a", 50)).resolves.toBeUndefined();
    await expect(failing).rejects.toThrow("connection lost");
    expect(boundaries.nearest("a", 50)).toBeUndefined();
    expect(boundaries.walkBelow("a", 50)).toBeUndefined();
  });
});
