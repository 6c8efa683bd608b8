import { describe, expect, it } from "vitest";
import { propertyJsonLd, type JsonLdProperty } from "./property-json-ld";

type Node = Record<string, unknown>;

const property: JsonLdProperty = {
  id: 42,
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
  property_classification: 1,
  title_image: "https://x/a.webp",
  gallery: [{ image_url: "https://x/b.webp" }],
  created_at: "2026-11-01T00:00:00.000Z",
};

const url = "https://x/properties-details/villa";
const breadcrumb = [
  { name: "Home", url: "https://x/" },
  { name: "Properties", url: "https://x/properties" },
  { name: "Villa", url },
];

function graphOf(ld: Node): { main: Node; crumbs: Node } {
  expect(ld["@context"]).toBe("https://schema.org");
  const graph = ld["@graph"] as Node[];
  expect(graph).toHaveLength(2);
  return { main: graph[0]!, crumbs: graph[1]! };
}

const build = (overrides: Partial<JsonLdProperty> = {}) =>
  graphOf(
    propertyJsonLd({ ...property, ...overrides }, { url, description: "d", language: "en", breadcrumb }),
  );

describe("propertyJsonLd", () => {
  it("is a RealEstateListing with an Offer in major units and its currency, the address and the coordinates", () => {
    const { main } = build();
    expect(main["@type"]).toBe("RealEstateListing");
    expect(main.offers).toMatchObject({
      "@type": "Offer",
      price: "2500000.50",
      priceCurrency: "EGP",
      businessFunction: "http://purl.org/goodrelations/v1#Sell",
      availability: "https://schema.org/InStock",
    });
    expect(main.contentLocation).toMatchObject({
      address: {
        "@type": "PostalAddress",
        streetAddress: "1 Nile St",
        addressLocality: "Cairo",
        addressCountry: "Egypt",
      },
      geo: { "@type": "GeoCoordinates", latitude: 30.04, longitude: 31.23 },
    });
    expect(main.image).toEqual(["https://x/a.webp", "https://x/b.webp"]);
  });

  it("marks rentals as leased out and sold or rented listings as no longer available", () => {
    expect(build({ property_type: "rent" }).main.offers).toMatchObject({
      businessFunction: "http://purl.org/goodrelations/v1#LeaseOut",
    });
    expect(build({ property_type: "sold" }).main.offers).toMatchObject({
      availability: "https://schema.org/SoldOut",
    });
  });

  it("describes a hotel (classification 5) as a Hotel, a LodgingBusiness, with its address and offer", () => {
    const { main } = build({ property_classification: 5, property_type: "rent" });
    expect(main["@type"]).toBe("Hotel");
    expect(main).not.toHaveProperty("offers");
    expect(main).not.toHaveProperty("containsPlace");
    expect(main.address).toMatchObject({ "@type": "PostalAddress", addressLocality: "Cairo" });
    expect(main.geo).toMatchObject({ latitude: 30.04, longitude: 31.23 });
    expect(main.makesOffer).toMatchObject({ "@type": "Offer", price: "2500000.50", priceCurrency: "EGP" });
  });

  it("describes a vacation home (classification 4) as a VacationRental of one whole place", () => {
    const { main } = build({ property_classification: 4, property_type: "rent" });
    expect(main["@type"]).toBe("VacationRental");
    expect(main.identifier).toBe("42");
    expect(main.containsPlace).toEqual({ "@type": "Accommodation", additionalType: "EntirePlace" });
    expect(main.makesOffer).toMatchObject({ businessFunction: "http://purl.org/goodrelations/v1#LeaseOut" });
  });

  it("carries the visible breadcrumb as a BreadcrumbList with 1-based positions", () => {
    const { crumbs } = build();
    expect(crumbs).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://x/" },
        { "@type": "ListItem", position: 2, name: "Properties", item: "https://x/properties" },
        { "@type": "ListItem", position: 3, name: "Villa", item: url },
      ],
    });
  });

  it("leaves out images and coordinates it does not have (a locked premium teaser without a gallery)", () => {
    const { main } = build({ title_image: "", gallery: [], latitude: Number.NaN });
    expect(main).not.toHaveProperty("image");
    expect(main.contentLocation).not.toHaveProperty("geo");
  });
});
