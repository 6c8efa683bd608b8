import { describe, expect, it } from "vitest";
import type { PropertyDetailData } from "../../lib/api/types";
import { propertyJsonLd } from "./property-json-ld";

describe("propertyJsonLd", () => {
  const property = {
    slug_id: "villa",
    title: "Villa",
    address: "1 Nile St",
    city: "Cairo",
    state: "Cairo Governorate",
    country: "Egypt",
    latitude: 30.04,
    longitude: 31.23,
    price_minor: 250_000_050,
    currency: "EGP",
    property_type: "sell",
    title_image: "https://x/a.webp",
    gallery: [{ id: 1, image_url: "https://x/b.webp" }],
    created_at: "2026-11-01T00:00:00.000Z",
  } as PropertyDetailData;

  it("is a RealEstateListing with an Offer in major units and its currency, the address and the coordinates", () => {
    const ld = propertyJsonLd(property, {
      url: "https://x/properties-details/villa",
      description: "d",
      language: "en",
    });
    expect(ld["@type"]).toBe("RealEstateListing");
    expect(ld.offers).toMatchObject({ "@type": "Offer", price: "2500000.50", priceCurrency: "EGP" });
    expect(ld.contentLocation).toMatchObject({
      address: {
        "@type": "PostalAddress",
        streetAddress: "1 Nile St",
        addressLocality: "Cairo",
        addressCountry: "Egypt",
      },
      geo: { "@type": "GeoCoordinates", latitude: 30.04, longitude: 31.23 },
    });
    expect(ld.image).toEqual(["https://x/a.webp", "https://x/b.webp"]);
  });
});
