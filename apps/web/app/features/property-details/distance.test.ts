import { describe, expect, it } from "vitest";
import { createI18n } from "../../lib/i18n/create-i18n";
import { distanceUnit, formatDistanceValue } from "./distance";

describe("distanceUnit", () => {
  it("takes the four units of the spec, whatever their case or spacing", () => {
    expect(["km", " M ", "MI", "yd"].map(distanceUnit)).toEqual(["km", "m", "mi", "yd"]);
  });

  it("falls back to kilometres for a missing or unknown setting", () => {
    expect([undefined, null, "", "ft", "toString"].map(distanceUnit)).toEqual(["km", "km", "km", "km", "km"]);
  });
});

describe("formatDistanceValue", () => {
  it("keeps one decimal for km and miles and none for metres and yards", () => {
    expect(formatDistanceValue(1.25, "km", "en")).toBe("1.3");
    expect(formatDistanceValue(2, "mi", "en")).toBe("2");
    expect(formatDistanceValue(1250.4, "m", "en")).toBe("1,250");
    expect(formatDistanceValue(99.6, "yd", "en")).toBe("100");
  });

  it("prints Arabic-Indic digits on Arabic pages", () => {
    expect(formatDistanceValue(1.5, "km", "ar")).toBe("١٫٥");
    expect(formatDistanceValue(1250, "m", "ar")).toBe("١٬٢٥٠");
  });

  it("shows nothing for values that are not distances", () => {
    expect(formatDistanceValue("", "km", "en")).toBeNull();
    expect(formatDistanceValue("near", "km", "en")).toBeNull();
    expect(formatDistanceValue(-1, "km", "en")).toBeNull();
    expect(formatDistanceValue(Number.NaN, "km", "en")).toBeNull();
  });

  it("reads with its translated unit in both languages", () => {
    const en = createI18n("en");
    const ar = createI18n("ar");
    expect(
      en.t("property.distance", { value: formatDistanceValue(0.8, "km", "en"), unit: en.t("units.km") }),
    ).toBe("0.8 km");
    expect(
      ar.t("property.distance", { value: formatDistanceValue(300, "m", "ar"), unit: ar.t("units.m") }),
    ).toBe(`٣٠٠ ${ar.t("units.m")}`);
  });
});
