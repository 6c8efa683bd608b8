import { toDecimalString } from "@manzil/domain/money";
import type { PropertyDetailData } from "../../lib/api/types";

type JsonLd = Record<string, unknown>;

/** What the structured data reads from a `get_property` item (a locked premium teaser has these too). */
export type JsonLdProperty = Pick<
  PropertyDetailData,
  | "id"
  | "title"
  | "title_image"
  | "latitude"
  | "longitude"
  | "created_at"
  | "price_minor"
  | "currency"
  | "property_type"
  | "property_classification"
  | "address"
  | "city"
  | "state"
  | "country"
> & { gallery: { image_url: string }[] };

export type BreadcrumbStep = { name: string; url: string };

const AVAILABILITY: Record<string, string> = {
  sold: "https://schema.org/SoldOut",
  rented: "https://schema.org/SoldOut",
};

// GoodRelations business functions, as schema.org's Offer.businessFunction expects.
const LEASE_OUT = "http://purl.org/goodrelations/v1#LeaseOut";
const BUSINESS_FUNCTION: Record<string, string> = { rent: LEASE_OUT, rented: LEASE_OUT };

/** Classifications whose listings are places to stay (4 vacation home, 5 hotel): LodgingBusiness types. */
const LODGING_TYPE: Partial<Record<number, "VacationRental" | "Hotel">> = { 4: "VacationRental", 5: "Hotel" };

function offerOf(property: JsonLdProperty, url: string, isLodging: boolean): JsonLd {
  return {
    "@type": "Offer",
    price: toDecimalString(property.price_minor, property.currency),
    priceCurrency: property.currency,
    availability: AVAILABILITY[property.property_type] ?? "https://schema.org/InStock",
    businessFunction: isLodging
      ? LEASE_OUT
      : (BUSINESS_FUNCTION[property.property_type] ?? "http://purl.org/goodrelations/v1#Sell"),
    url,
  };
}

function postalAddressOf(property: JsonLdProperty): JsonLd {
  return {
    "@type": "PostalAddress",
    ...(property.address ? { streetAddress: property.address } : {}),
    ...(property.city ? { addressLocality: property.city } : {}),
    ...(property.state ? { addressRegion: property.state } : {}),
    ...(property.country ? { addressCountry: property.country } : {}),
  };
}

function geoOf(property: JsonLdProperty): JsonLd {
  const hasGeo = Number.isFinite(property.latitude) && Number.isFinite(property.longitude);
  return hasGeo
    ? { geo: { "@type": "GeoCoordinates", latitude: property.latitude, longitude: property.longitude } }
    : {};
}

/**
 * schema.org data for a property page, as one `@graph`:
 * - a RealEstateListing for homes, commercial units and projects: the Offer carries the price in major units
 *   as exact decimal text ("2500000.00") with its ISO currency; where the property is goes into
 *   `contentLocation` (a Place with a PostalAddress and GeoCoordinates), the CreativeWork property a
 *   listing page uses for the place it is about;
 * - for stays, the LodgingBusiness subtype search engines read for places to book: a VacationRental
 *   (classification 4, one whole place) or a Hotel (5), with the address and coordinates on the business
 *   itself and the price as the Offer it makes;
 * - the BreadcrumbList of the visible breadcrumb.
 */
export function propertyJsonLd(
  property: JsonLdProperty,
  {
    url,
    description,
    language,
    breadcrumb,
  }: { url: string; description: string; language: string; breadcrumb: BreadcrumbStep[] },
): JsonLd {
  const images = [property.title_image, ...property.gallery.map((g) => g.image_url)].filter(Boolean);
  const lodgingType = LODGING_TYPE[property.property_classification];
  const shared = {
    "@id": `${url}#listing`,
    name: property.title,
    ...(description ? { description } : {}),
    url,
    ...(images.length > 0 ? { image: images } : {}),
  };

  const main: JsonLd = lodgingType
    ? {
        "@type": lodgingType,
        ...shared,
        identifier: String(property.id),
        address: postalAddressOf(property),
        ...geoOf(property),
        ...(lodgingType === "VacationRental"
          ? { containsPlace: { "@type": "Accommodation", additionalType: "EntirePlace" } }
          : {}),
        makesOffer: offerOf(property, url, true),
      }
    : {
        "@type": "RealEstateListing",
        ...shared,
        inLanguage: language,
        datePosted: property.created_at,
        offers: offerOf(property, url, false),
        contentLocation: {
          "@type": "Place",
          name: property.address || property.city,
          address: postalAddressOf(property),
          ...geoOf(property),
        },
      };

  const breadcrumbList: JsonLd = {
    "@type": "BreadcrumbList",
    itemListElement: breadcrumb.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };

  return { "@context": "https://schema.org", "@graph": [main, breadcrumbList] };
}
