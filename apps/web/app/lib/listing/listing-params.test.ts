import { propertySortOrders } from "@manzil/domain/contracts";
import { describe, expect, it } from "vitest";
import { paginationItems } from "../../components/ui/pagination";
import {
  activeFilterCount,
  EMPTY_LISTING_PARAMS,
  listingApiQuery,
  listingFilterErrors,
  listingHref,
  mapViewHref,
  parseListingParams,
  SORT_ORDERS,
  stayDatesSearch,
  totalPages,
} from "./listing-params";

const parse = (query: string) => parseListingParams(new URLSearchParams(query));

describe("listing state in the URL", () => {
  it("reads page, classification and sort, falling back to defaults for anything unreadable", () => {
    expect(parse("page=3&property_classification=4&sort_by=price_desc")).toMatchObject({
      page: 3,
      classification: 4,
      sort: "price_desc",
    });
    expect(parse("page=0&property_classification=9&sort_by=cheapest")).toMatchObject({
      page: 1,
      classification: null,
      sort: "newest",
    });
    expect(parse("page=-2&category_id=abc&property_type=sold&posted_since=7")).toMatchObject({
      page: 1,
      category: null,
      listingType: null,
      postedSince: null,
    });
    // Far-away pages stay within what the API accepts and simply show the empty state.
    expect(listingApiQuery(parse("page=99999999"), "en").offset).toBeLessThanOrEqual(1_000_000);
  });

  it("still understands the older names the home page links with", () => {
    expect(parse("classification=5&category=3&sort=most_viewed")).toMatchObject({
      classification: 5,
      category: 3,
      sort: "most_viewed",
    });
    // The API's name wins when a URL carries both.
    expect(parse("classification=5&property_classification=2").classification).toBe(2);
  });

  it("reads every filter of the panel under the API's own parameter names", () => {
    const params = parse(
      "search=%20villa%20&property_classification=4&category_id=12&property_type=rent&min_price=1000&max_price=5000.50" +
        "&city=Hurghada&state=Red%20Sea&country=Egypt&posted_since=1&bedrooms=0&bathrooms=2&min_area=80&max_area=200" +
        "&facility_ids=3,1&facility_ids=7&check_in_date=2026-12-20&check_out_date=2026-12-27&sort_by=top_rated",
    );
    expect(params).toEqual({
      page: 1,
      classification: 4,
      sort: "top_rated",
      search: "villa",
      category: 12,
      listingType: "rent",
      minPrice: 1000,
      maxPrice: 5000.5,
      city: "Hurghada",
      state: "Red Sea",
      country: "Egypt",
      postedSince: 1,
      bedrooms: 0,
      bathrooms: 2,
      minArea: 80,
      maxArea: 200,
      facilities: [1, 3, 7],
      checkIn: "2026-12-20",
      checkOut: "2026-12-27",
      parameters: [],
    });
  });

  it("accepts amounts typed with Arabic-Indic digits and thousands separators", () => {
    expect(parse("min_price=%D9%A1%D9%A5%D9%A0%D9%AC%D9%A0%D9%A0%D9%A0&max_price=2,000,000")).toMatchObject({
      minPrice: 150_000,
      maxPrice: 2_000_000,
    });
  });

  it("round-trips: the URL it builds reads back as the same state", () => {
    const query =
      "property_classification=5&category_id=4&property_type=rent&min_price=500&max_price=900&city=Cairo" +
      "&posted_since=0&bedrooms=2&bathrooms=1&min_area=40&max_area=90&facility_ids=2,5" +
      "&check_in_date=2026-01-10&check_out_date=2026-01-12&search=nile&sort_by=price_asc&page=3";
    const params = parse(query);
    const href = listingHref(params, { page: 3 });
    expect(parse(href.split("?")[1] ?? "")).toEqual(params);
    expect(href).toContain("facility_ids=2%2C5");
    expect(listingHref(EMPTY_LISTING_PARAMS, {})).toBe("/properties");
  });

  it("leaves a wrong pair out of the search and reports it beside its field", () => {
    const query = "min_price=9000&max_price=100&min_area=50&max_area=20";
    expect(listingFilterErrors(new URLSearchParams(query))).toEqual({
      max_price: "filters.errors.price_order",
      max_area: "filters.errors.area_order",
    });
    expect(parse(query)).toMatchObject({ minPrice: null, maxPrice: null, minArea: null, maxArea: null });
    expect(listingFilterErrors(new URLSearchParams("min_price=cheap"))).toEqual({
      min_price: "filters.errors.price_invalid",
    });
    // Equal ends are a fixed price, not a mistake.
    expect(listingFilterErrors(new URLSearchParams("min_price=100&max_price=100"))).toEqual({});
  });

  it("takes stay dates only for vacation homes and hotels, check-out after check-in", () => {
    const stay = "property_classification=4&check_in_date=2026-05-10";
    expect(listingFilterErrors(new URLSearchParams(`${stay}&check_out_date=2026-05-10`))).toEqual({
      check_out_date: "filters.errors.check_out_order",
    });
    expect(listingFilterErrors(new URLSearchParams(stay))).toEqual({
      check_out_date: "filters.errors.check_out_missing",
    });
    expect(listingFilterErrors(new URLSearchParams(`${stay}&check_out_date=2026-02-30`))).toEqual({
      check_out_date: "filters.errors.date_invalid",
    });
    expect(parse(`${stay}&check_out_date=2026-05-09`)).toMatchObject({ checkIn: null, checkOut: null });
    // A sell/rent listing has no nights to book: the dates are ignored, not an error.
    const longLet = "property_classification=1&check_in_date=2026-05-10&check_out_date=2026-05-01";
    expect(listingFilterErrors(new URLSearchParams(longLet))).toEqual({});
    expect(parse(longLet)).toMatchObject({ checkIn: null, checkOut: null });
  });

  it("asks get-property-list for 12 cards per page with every filter under its API name", () => {
    expect(
      listingApiQuery(parse("page=3&property_classification=2&sort_by=most_viewed"), "ar"),
    ).toMatchObject({
      offset: 24,
      limit: 12,
      property_classification: "2",
      sort_by: "most_viewed",
      lang: "ar",
    });
    const query = listingApiQuery(
      parse("min_price=100&bedrooms=0&facility_ids=4&facility_ids=2&property_type=sell&city=Giza"),
      "en",
    );
    expect(query).toMatchObject({
      min_price: "100",
      bedrooms: "0",
      facility_ids: "2,4",
      property_type: "sell",
      city: "Giza",
      sort_by: "newest",
    });
    expect(query.max_price).toBeUndefined();
  });

  it("builds short URLs and returns to page 1 whenever a filter changes", () => {
    const params = parse("page=4&property_classification=2&sort_by=price_asc");
    expect(listingHref(params, { page: 5 })).toBe(
      "/properties?property_classification=2&sort_by=price_asc&page=5",
    );
    expect(listingHref(params, { classification: null })).toBe("/properties?sort_by=price_asc");
    expect(listingHref(parse(""), {})).toBe("/properties");
    expect(listingHref(parse("page=2"), { page: 3 }, "/properties/featured")).toBe(
      "/properties/featured?page=3",
    );
  });

  it("sends the map view the same filters, without paging or order", () => {
    const params = parse("property_classification=1&city=Cairo&min_price=5&sort_by=price_desc&page=4");
    expect(mapViewHref(params)).toBe("/map-view?property_classification=1&min_price=5&city=Cairo");
  });

  it("counts the filters a visitor has set (sort and page are not filters)", () => {
    expect(activeFilterCount(parse("sort_by=price_asc&page=2"))).toBe(0);
    expect(activeFilterCount(parse("city=Cairo&min_price=1&max_price=2&facility_ids=1,2"))).toBe(4);
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

describe("filters on a category's own parameters", () => {
  it("reads choices and ranges from parameter[...] names and writes them back the same way", () => {
    const params = parseListingParams(
      new URLSearchParams("category_id=3&parameter[12]=Sea%20view&parameter_min[7]=2&parameter_max[7]=5"),
    );
    expect(params.parameters).toEqual([
      { id: 7, equals: null, min: 2, max: 5 },
      { id: 12, equals: "Sea view", min: null, max: null },
    ]);
    const href = decodeURIComponent(listingHref(params, {}));
    expect(href).toContain("parameter[12]=Sea+view");
    expect(href).toContain("parameter_min[7]=2");
    expect(href).toContain("parameter_max[7]=5");
  });

  it("leaves out a range upside down, a number that is not one, and empty fields", () => {
    const params = parseListingParams(
      new URLSearchParams("parameter_min[7]=9&parameter_max[7]=2&parameter_min[8]=abc&parameter[9]=&x[1]=2"),
    );
    expect(params.parameters).toEqual([]);
  });
});

describe("a stay search's dates on the details links", () => {
  it("carries both dates of a valid stay search, and nothing otherwise", () => {
    const stay = parse("property_classification=5&check_in_date=2026-12-07&check_out_date=2026-12-10");
    expect(stayDatesSearch(stay)).toBe("?check_in_date=2026-12-07&check_out_date=2026-12-10");
    expect(
      stayDatesSearch(parse("property_classification=5&check_in_date=2026-12-07&check_out_date=2026-12-07")),
    ).toBe("");
    expect(
      stayDatesSearch(parse("property_classification=1&check_in_date=2026-12-07&check_out_date=2026-12-10")),
    ).toBe("");
  });
});

describe("SORT_ORDERS", () => {
  it("offers every order the API sorts by, in the API's order, except distance (the map view's)", () => {
    expect(SORT_ORDERS).toEqual(propertySortOrders.filter((order) => order !== "distance"));
  });
});
