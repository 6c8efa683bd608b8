import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { EMPTY_LISTING_PARAMS, parseListingParams } from "../../lib/listing/listing-params";
import { createI18n } from "../../lib/i18n/create-i18n";
import { ActiveFilters } from "./components/active-filters";
import { filterChips, type ChipNames } from "./filter-chips";

// The API names things in the language asked for; `City` is the English key the filter uses.
const namesIn = (language: "en" | "ar"): ChipNames => ({
  categories: [{ id: 3, category: language === "en" ? "Chalet" : "شاليه" }],
  cities: [{ City: "Hurghada", city: language === "en" ? "Hurghada" : "الغردقة" }],
  facilities: [{ id: 5, name: language === "en" ? "Beach" : "الشاطئ" }],
});
const query =
  "property_classification=4&category_id=3&min_price=1000&max_price=5000&city=Hurghada&bedrooms=0" +
  "&facility_ids=5,8&check_in_date=2026-07-01&check_out_date=2026-07-05&sort_by=price_asc";
const params = parseListingParams(new URLSearchParams(query));
const chipsIn = (language: "en" | "ar") =>
  filterChips(params, { t: createI18n(language).t, locale: language, names: namesIn(language) });

describe("filter chips", () => {
  it("label each filter in force (English)", () => {
    expect(chipsIn("en").map((chip) => chip.label)).toEqual([
      "Vacation homes",
      "Chalet",
      "1,000 – 5,000 EGP",
      "Hurghada",
      "Bedrooms: Studio",
      "Near Beach",
      "Near #8",
      "Jul 1, 2026 – Jul 5, 2026",
    ]);
  });

  it("label each filter in force (Arabic, Arabic-Indic digits, Arabic city name)", () => {
    const labels = chipsIn("ar").map((chip) => chip.label);
    expect(labels).toContain("بيوت العطلات");
    expect(labels).toContain("١٬٠٠٠ – ٥٬٠٠٠ ج.م");
    expect(labels).toContain("الغردقة");
    expect(labels).toContain("بالقرب من الشاطئ");
    expect(labels).toContain("غرف النوم: استوديو");
  });

  it("link to the listing without that filter, keeping the others and the order, back on page 1", () => {
    const href = (id: string) => chipsIn("en").find((chip) => chip.id === id)?.href;
    expect(href("price")).toBe(
      "/properties?property_classification=4&category_id=3&city=Hurghada&bedrooms=0&facility_ids=5%2C8" +
        "&check_in_date=2026-07-01&check_out_date=2026-07-05&sort_by=price_asc",
    );
    expect(href("facility-5")).toContain("facility_ids=8&");
    // Without a category, its bedroom filter means nothing; without a stay type, neither do dates.
    expect(href("category")).not.toMatch(/category_id|bedrooms/);
    expect(href("classification")).not.toMatch(/property_classification|category_id|check_in_date/);
  });

  it("render as links whose names say what they remove, with one clear-all link", async () => {
    renderWithProviders(<ActiveFilters chips={chipsIn("en")} clearHref="/properties?sort_by=price_asc" />);
    const chip = await screen.findByRole("link", { name: "Remove filter: Hurghada" });
    expect(chip.getAttribute("href")).not.toContain("city=");
    expect(screen.getByRole("link", { name: "Clear all" }).getAttribute("href")).toBe(
      "/properties?sort_by=price_asc",
    );
  });

  it("render nothing without filters", () => {
    const chips = filterChips(EMPTY_LISTING_PARAMS, {
      t: createI18n("en").t,
      locale: "en",
      names: namesIn("en"),
    });
    expect(chips).toEqual([]);
    renderWithProviders(<ActiveFilters chips={chips} clearHref="/properties" />);
    expect(screen.queryByTestId("active-filters")).toBeNull();
  });
});
