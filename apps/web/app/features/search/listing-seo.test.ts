import { describe, expect, it } from "vitest";
import type { PropertyCardData } from "../../lib/api/types";
import { parseListingParams } from "../../lib/listing/listing-params";
import { canonicalListingPath, listingJsonLd, shouldNoindex } from "./listing-seo";

const parse = (query: string) => parseListingParams(new URLSearchParams(query));
// Only what the ItemList reads; the rest of a card does not matter here.
const card = (slug: string, title: string) => ({ slug_id: slug, title, title_image: "" }) as PropertyCardData;

describe("listing SEO", () => {
  it("keeps only the filters that name a distinct page in the canonical URL", () => {
    expect(
      canonicalListingPath(
        parse(
          "property_classification=1&category_id=2&property_type=rent&city=Cairo&min_price=5&sort_by=price_asc&page=2",
        ),
      ),
    ).toBe("/properties?property_classification=1&category_id=2&property_type=rent&city=Cairo&page=2");
    expect(canonicalListingPath(parse("search=villa&bedrooms=3"))).toBe("/properties");
    expect(canonicalListingPath(parse("page=3"), "/properties/trending")).toBe("/properties/trending?page=3");
  });

  it("keeps empty results and deep filter combinations out of the index", () => {
    expect(shouldNoindex(parse(""), 0)).toBe(true);
    expect(shouldNoindex(parse("property_classification=1&city=Cairo"), 40)).toBe(false);
    expect(shouldNoindex(parse("property_classification=1&city=Cairo&min_price=1&bedrooms=2"), 40)).toBe(
      true,
    );
  });

  it("describes the page's cards as an ItemList, numbered across pages, with its breadcrumb", () => {
    const jsonLd = listingJsonLd({
      publicUrl: "https://manzil.example",
      url: "https://manzil.example/properties/featured?page=2",
      name: "Featured properties",
      properties: [card("sunny-villa-new-cairo", "Sunny Villa in New Cairo"), card("شقة-النيل", "Nile flat")],
      offset: 12,
      trail: [
        { name: "All properties", path: "/properties" },
        { name: "Featured properties", path: "/properties/featured" },
      ],
      homeName: "Home",
    });
    const [list, breadcrumb] = jsonLd["@graph"] as Record<string, unknown>[];
    expect(list).toMatchObject({ "@type": "ItemList", numberOfItems: 2 });
    expect(list?.itemListElement).toEqual([
      expect.objectContaining({
        position: 13,
        name: "Sunny Villa in New Cairo",
        url: "https://manzil.example/properties-details/sunny-villa-new-cairo",
      }),
      expect.objectContaining({
        position: 14,
        url: `https://manzil.example/properties-details/${encodeURIComponent("شقة-النيل")}`,
      }),
    ]);
    expect(breadcrumb?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://manzil.example/" },
      { "@type": "ListItem", position: 2, name: "All properties", item: "https://manzil.example/properties" },
      {
        "@type": "ListItem",
        position: 3,
        name: "Featured properties",
        item: "https://manzil.example/properties/featured",
      },
    ]);
  });
});
