import { describe, expect, it, vi } from "vitest";
import { geocoderReverseUrl, reverseAddressFrom, reverseGeocode } from "./geocoder";

describe("reverse geocoding", () => {
  it("asks for the address of a point in the page's language", () => {
    const url = new URL(geocoderReverseUrl("https://geo.example/nominatim", 30.0381234, 31.2112346, "ar"));
    expect(url.pathname).toBe("/nominatim/reverse");
    expect(url.searchParams.get("lat")).toBe("30.038123");
    expect(url.searchParams.get("lon")).toBe("31.211235");
    expect(url.searchParams.get("accept-language")).toBe("ar");
    expect(url.searchParams.get("addressdetails")).toBe("1");
  });

  it("takes the town from whichever size of place Nominatim names", () => {
    expect(
      reverseAddressFrom({
        display_name: "Corniche, Dahab, South Sinai, Egypt",
        address: { road: "Corniche", town: "Dahab", state: "South Sinai", country: "Egypt" },
      }),
    ).toEqual({
      address: "Corniche, Dahab, South Sinai, Egypt",
      city: "Dahab",
      state: "South Sinai",
      country: "Egypt",
    });
    expect(
      reverseAddressFrom({ display_name: "قرية", address: { village: "قرية", governorate: "الفيوم" } }),
    ).toEqual({
      address: "قرية",
      city: "قرية",
      state: "الفيوم",
      country: "",
    });
  });

  it("a point with nothing there, or a malformed answer, finds no address", () => {
    expect(reverseAddressFrom({ error: "Unable to geocode" })).toBeNull();
    expect(reverseAddressFrom("nonsense")).toBeNull();
    expect(reverseAddressFrom({ display_name: 42 })).toBeNull();
  });

  it("a geocoder that fails is an error, not an empty address", async () => {
    const fetcher = vi.fn(async () => new Response("busy", { status: 503 }));
    await expect(
      reverseGeocode({ base: "https://geo.example/", latitude: 30, longitude: 31, language: "en", fetcher }),
    ).rejects.toThrow("503");
  });
});

describe("the geocoder's pace (Nominatim's usage policy)", () => {
  const answer = () =>
    vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      Response.json({ display_name: "Tahrir Square, Cairo", address: { city: "Cairo" } }),
    );
  const base = "https://geo.example/";

  it("asks once per point: the same look-up again is answered from memory", async () => {
    const fetcher = answer();
    const first = await reverseGeocode({ base, latitude: 30.04, longitude: 31.23, language: "en", fetcher });
    const again = await reverseGeocode({ base, latitude: 30.04, longitude: 31.23, language: "en", fetcher });
    expect(again).toEqual(first);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("spaces look-ups a second apart, and one given up while waiting never goes out", async () => {
    vi.useFakeTimers();
    try {
      const fetcher = answer();
      await reverseGeocode({ base, latitude: 30, longitude: 31, language: "en", fetcher });
      const dropped = new AbortController();
      const waiting = reverseGeocode({
        base,
        latitude: 30.1,
        longitude: 31,
        language: "en",
        fetcher,
        signal: dropped.signal,
      });
      const latest = reverseGeocode({ base, latitude: 30.2, longitude: 31, language: "en", fetcher });
      dropped.abort();
      await expect(waiting).rejects.toBeDefined();
      await vi.advanceTimersByTimeAsync(999);
      expect(fetcher).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(2000);
      await latest;
      expect(fetcher).toHaveBeenCalledTimes(2);
      expect(String(fetcher.mock.calls[1]![0])).toContain("lat=30.200000");
    } finally {
      vi.useRealTimers();
    }
  });
});
