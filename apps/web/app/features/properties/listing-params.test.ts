import { describe, expect, it } from "vitest";
import { paginationItems } from "../../components/ui/pagination";
import { listingApiQuery, listingHref, parseListingParams, totalPages } from "./listing-params";

const parse = (query: string) => parseListingParams(new URLSearchParams(query));

describe("listing state in the URL", () => {
  it("reads page, classification and sort, falling back to defaults for anything unreadable", () => {
    expect(parse("page=3&classification=4&sort=price_desc")).toMatchObject({
      page: 3,
      classification: 4,
      sort: "price_desc",
    });
    expect(parse("page=0&classification=9&sort=cheapest")).toMatchObject({
      page: 1,
      classification: null,
      sort: "newest",
    });
    expect(parse("page=-2&category=abc")).toMatchObject({ page: 1, category: null });
    // Far-away pages stay within what the API accepts and simply show the empty state.
    expect(listingApiQuery(parse("page=99999999"), "en").offset).toBeLessThanOrEqual(1_000_000);
  });

  it("asks get-property-list for 12 cards per page", () => {
    expect(listingApiQuery(parse("page=3&classification=2&sort=most_viewed"), "ar")).toMatchObject({
      offset: 24,
      limit: 12,
      property_classification: 2,
      sort_by: "most_viewed",
      lang: "ar",
    });
  });

  it("builds short URLs and returns to page 1 whenever a filter changes", () => {
    const params = parse("page=4&classification=2&sort=price_asc");
    expect(listingHref(params, { page: 5 })).toBe("/properties?classification=2&sort=price_asc&page=5");
    expect(listingHref(params, { classification: null })).toBe("/properties?sort=price_asc");
    expect(listingHref(parse(""), {})).toBe("/properties");
  });

  it("counts pages", () => {
    expect(totalPages(0)).toBe(1);
    expect(totalPages(12)).toBe(1);
    expect(totalPages(13)).toBe(2);
  });
});

describe("paginationItems", () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 3, "gap", 10]],
    [5, 10, [1, 2, 3, 4, 5, 6, 7, "gap", 10]],
    [10, 27, [1, "gap", 8, 9, 10, 11, 12, "gap", 27]],
  ])("page %i of %i → %j", (current, total, expected) =>
    expect(paginationItems(current, total)).toEqual(expected),
  );
});
