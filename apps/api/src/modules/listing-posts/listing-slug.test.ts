import { describe, expect, it } from "vitest";
import { listingSlugBase, nextFreeSlug } from "./listing-slug.js";

describe("listing slugs", () => {
  it.each([
    ["Villa in El Gouna", "villa-in-el-gouna"],
    ["  Café & Pool — Sahl Hasheesh!  ", "cafe-and-pool-sahl-hasheesh"],
    ["شقة في المعادي", "شقة-في-المعادي"],
    // Short vowels and the tatweel go; the hamza is part of the letter and stays.
    ["شَقَّة للإيجـــار", "شقة-للإيجار"],
    ["Flat 3 / شقة ٣", "flat-3-شقة-٣"],
  ])("%s → %s", (title, slug) => {
    expect(listingSlugBase(title)).toBe(slug);
  });

  it("falls back to a word when nothing readable is left, and keeps slugs short", () => {
    expect(listingSlugBase("!!! ???")).toBe("property");
    const long = listingSlugBase("very ".repeat(40));
    expect([...long].length).toBeLessThanOrEqual(80);
    expect(long.endsWith("-")).toBe(false);
  });

  it("numbers a slug already taken with the first free number", () => {
    expect(nextFreeSlug("villa", new Set())).toBe("villa");
    expect(nextFreeSlug("villa", new Set(["villa", "villa-2", "villa-4"]))).toBe("villa-3");
  });
});
