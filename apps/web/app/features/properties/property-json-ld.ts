import { toDecimalString } from "@manzil/domain/money";
import type { PropertyDetailData } from "../../lib/api/types";

const AVAILABILITY: Record<string, string> = {
  sold: "https://schema.org/SoldOut",
  rented: "https://schema.org/SoldOut",
};

// GoodRelations business functions, as schema.org's Offer.businessFunction expects.
const BUSINESS_FUNCTION: Record<string, string> = {
  rent: "http://purl.org/goodrelations/v1#LeaseOut",
  rented: "http://purl.org/goodrelations/v1#LeaseOut",
};

/**
 * schema.org RealEstateListing for a property page. The Offer carries the price in major units as
 * exact decimal text ("2500000.00") with its ISO currency; where the property is goes into
 * `contentLocation` (a Place with a PostalAddress and GeoCoordinates), the CreativeWork property a
 * listing page uses for the place it is about.
 */
export function propertyJsonLd(
  property: PropertyDetailData,
  { url, description, language }: { url: string; description: string; language: string },
): Record<string, unknown> {
  const images = [property.title_image, ...property.gallery.map((g) => g.image_url)].filter(Boolean);
  const hasGeo = typeof property.latitude === "number" && typeof property.longitude === "number";
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    name: property.title,
    description,
    url,
    inLanguage: language,
    datePosted: property.created_at,
    ...(images.length > 0 ? { image: images } : {}),
    offers: {
      "@type": "Offer",
      price: toDecimalString(property.price_minor, property.currency),
      priceCurrency: property.currency,
      availability: AVAILABILITY[property.property_type] ?? "https://schema.org/InStock",
      businessFunction: BUSINESS_FUNCTION[property.property_type] ?? "http://purl.org/goodrelations/v1#Sell",
      url,
    },
    contentLocation: {
      "@type": "Place",
      name: property.address || property.city,
      address: {
        "@type": "PostalAddress",
        ...(property.address ? { streetAddress: property.address } : {}),
        ...(property.city ? { addressLocality: property.city } : {}),
        ...(property.state ? { addressRegion: property.state } : {}),
        ...(property.country ? { addressCountry: property.country } : {}),
      },
      ...(hasGeo
        ? { geo: { "@type": "GeoCoordinates", latitude: property.latitude, longitude: property.longitude } }
        : {}),
    },
  };
}
