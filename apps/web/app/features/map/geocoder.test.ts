import { describe, expect, it } from "vitest";
import { geocoderSearchUrl, placesFrom } from "./geocoder";

describe("geocoder", () => {
  it("asks a Nominatim-compatible server in the page's language", () => {
    const url = new URL(geocoderSearchUrl("https://geo.example/nominatim", "مدينة نصر", "ar"));
    expect(url.pathname).toBe("/nominatim/search");
    expect(url.searchParams.get("q")).toBe("مدينة نصر");
    expect(url.searchParams.get("format")).toBe("jsonv2");
    expect(url.searchParams.get("accept-language")).toBe("ar");
  });

  it("turns each place's box into a circle that covers it, never smaller than 2 km", () => {
    const places = placesFrom([
      // Cairo, roughly 0.4° × 0.5°.
      {
        display_name: "Cairo, Egypt",
        lat: "30.04",
        lon: "31.23",
        boundingbox: ["29.8", "30.2", "31.0", "31.5"],
      },
      {
        display_name: "A street",
        lat: "30.05",
        lon: "31.24",
        boundingbox: ["30.049", "30.051", "31.239", "31.241"],
      },
      { display_name: "A point", lat: "30.1", lon: "31.3" },
      { display_name: "broken", lat: "north" },
      "nonsense",
    ]);
    expect(places.map((p) => p.name)).toEqual(["Cairo, Egypt", "A street", "A point"]);
    const [city, street, point] = places;
    expect(city!.area.latitude).toBeCloseTo(30, 5);
    expect(city!.area.longitude).toBeCloseTo(31.25, 5);
    expect(city!.area.radius).toBeGreaterThan(25);
    expect(city!.area.radius).toBeLessThan(40);
    expect(street!.area.radius).toBe(2);
    expect(point!.area).toEqual({ latitude: 30.1, longitude: 31.3, radius: 2 });
  });

  it("answers nothing for an answer that is not a list", () => {
    expect(placesFrom({ error: "rate limited" })).toEqual([]);
  });
});
