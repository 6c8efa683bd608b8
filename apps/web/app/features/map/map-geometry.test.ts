import { describe, expect, it } from "vitest";
import { createPropertyCard } from "../../../test/factories";
import { boundsOf, distanceKm, listingsToGeoJson, parseSearchArea, searchAreaOf } from "./map-geometry";
import { MAP_PAGE_SIZE, mapViewApiQuery, mapViewHref } from "./map-view-query";

// The rating fields are new in the card contract; passed here so the test does not wait on the factory.
const card = (overrides: Parameters<typeof createPropertyCard>[0]) =>
  createPropertyCard({ rating_average: 0, rating_count: 0, ...overrides });

const cairo = card({ id: 1, latitude: 30.0444, longitude: 31.2357, price_minor: 100_000 });
const alexandria = card({ id: 2, latitude: 31.2001, longitude: 29.9187, price_minor: 200_000 });
const nowhere = card({ id: 3, latitude: 0, longitude: 0 });

describe("listingsToGeoJson", () => {
  it("makes one point per placed listing, longitude first, with what a pin shows", () => {
    const collection = listingsToGeoJson([cairo, alexandria, nowhere]);
    expect(collection.features.map((feature) => feature.id)).toEqual([1, 2]);
    expect(collection.features[0]?.geometry.coordinates).toEqual([31.2357, 30.0444]);
    expect(collection.features[1]?.properties).toEqual({
      id: 2,
      price_minor: 200_000,
      currency: "EGP",
      title: alexandria.title,
    });
  });
});

describe("boundsOf", () => {
  it("wraps all placed listings, south-west then north-east", () => {
    expect(boundsOf([cairo, alexandria, nowhere])).toEqual([
      [29.9187, 30.0444],
      [31.2357, 31.2001],
    ]);
  });

  it("is null when no listing has a position", () => {
    expect(boundsOf([nowhere])).toBeNull();
    expect(boundsOf([])).toBeNull();
  });
});

describe("searchAreaOf", () => {
  it("centres the circle on the view and reaches its farthest corner", () => {
    const area = searchAreaOf([
      [31.0, 29.9],
      [31.4, 30.1],
    ]);
    expect(area).not.toBeNull();
    expect(area?.latitude).toBeCloseTo(30.0, 6);
    expect(area?.longitude).toBeCloseTo(31.2, 6);
    // Half the diagonal of a 0.4° × 0.2° box at 30° N: about 22.3 km (haversine, independently).
    const corner = distanceKm([31.2, 30.0], [31.4, 30.1]);
    expect(corner).toBeGreaterThan(22);
    expect(corner).toBeLessThan(23);
    expect(area?.radius).toBeGreaterThanOrEqual(corner);
    expect(area?.radius).toBeLessThan(corner + 0.1);
  });

  it("searches without a circle when the view is wider than a country", () => {
    expect(
      searchAreaOf([
        [-180, -85],
        [180, 85],
      ]),
    ).toBeNull();
  });
});

describe("parseSearchArea", () => {
  it("reads a complete circle from the URL", () => {
    const search = new URLSearchParams("latitude=30.5&longitude=31.25&radius=12.5");
    expect(parseSearchArea(search)).toEqual({ latitude: 30.5, longitude: 31.25, radius: 12.5 });
  });

  it.each([
    "latitude=30&longitude=31",
    "latitude=95&longitude=31&radius=5",
    "latitude=30&longitude=31&radius=-1",
    "latitude=a&longitude=31&radius=5",
    "latitude=&longitude=31&radius=5",
  ])("ignores %s", (query) => expect(parseSearchArea(new URLSearchParams(query))).toBeNull());
});

describe("map view query and links", () => {
  it("keeps the listing filters, asks for a large page and adds the circle", () => {
    const query = mapViewApiQuery({ search: "villa", offset: 0, limit: 12, lang: "ar" }, 2, {
      latitude: 30,
      longitude: 31,
      radius: 5,
    });
    expect(query).toEqual({
      search: "villa",
      lang: "ar",
      offset: MAP_PAGE_SIZE,
      limit: MAP_PAGE_SIZE,
      latitude: 30,
      longitude: 31,
      radius: 5,
    });
  });

  it("sets and clears the area in the URL, keeping the filters and going back to page 1", () => {
    const search = new URLSearchParams("search=villa&page=3");
    const withArea = mapViewHref(search, { area: { latitude: 30, longitude: 31, radius: 5 } });
    expect(withArea).toBe("/map-view?search=villa&latitude=30&longitude=31&radius=5");
    expect(mapViewHref(new URLSearchParams(withArea.split("?")[1]), { area: null })).toBe(
      "/map-view?search=villa",
    );
    expect(mapViewHref(search, { page: 2 })).toBe("/map-view?search=villa&page=2");
  });
});
