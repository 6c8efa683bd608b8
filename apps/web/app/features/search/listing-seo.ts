import { activeFilterCount, type ListingParams } from "../../lib/listing/listing-params";
import type { PropertyCardData } from "../../lib/api/types";
import { absoluteUrl } from "../../lib/seo/page-meta";

/**
 * The canonical form of a listing URL keeps what names a distinct, stable page a searcher could look
 * for ("hotels", "villas in New Cairo for rent") and the page number. Price ranges, dates, sort
 * orders, keywords and the like make endless near-duplicates of those pages, so they point back to it.
 */
export function canonicalListingPath(params: ListingParams, path = "/properties"): string {
  const canonical = new URLSearchParams();
  if (params.classification !== null) canonical.set("property_classification", String(params.classification));
  if (params.category !== null) canonical.set("category_id", String(params.category));
  if (params.listingType) canonical.set("property_type", params.listingType);
  if (params.city) canonical.set("city", params.city);
  if (params.page > 1) canonical.set("page", String(params.page));
  const query = canonical.toString();
  return `${path}${query ? `?${query}` : ""}`;
}

/**
 * `noindex, follow` keeps thin pages out of the index while their links still count: an empty result
 * (nothing to show a searcher, and it may fill up later), and deep combinations of more than three
 * filters, which only a visitor on the site builds. Pages with a few filters stay indexable and carry
 * their canonical.
 */
export function shouldNoindex(params: ListingParams, total: number): boolean {
  return total === 0 || activeFilterCount(params) > 3;
}

type ListingJsonLdInput = {
  publicUrl: string;
  /** Absolute URL of this page. */
  url: string;
  name: string;
  properties: readonly Pick<PropertyCardData, "title" | "slug_id" | "title_image">[];
  /** Position of the first card in the whole list (paging). */
  offset: number;
  /** Breadcrumb trail after the home page: name and site path of each step, the last one this page. */
  trail: readonly { name: string; path: string }[];
  homeName: string;
};

/** schema.org ItemList of the page's cards plus the BreadcrumbList leading to it, as one @graph. */
export function listingJsonLd(input: ListingJsonLdInput): Record<string, unknown> {
  const crumbs = [{ name: input.homeName, path: "/" }, ...input.trail];
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "ItemList",
        name: input.name,
        url: input.url,
        numberOfItems: input.properties.length,
        itemListElement: input.properties.map((property, index) => ({
          "@type": "ListItem",
          position: input.offset + index + 1,
          name: property.title,
          url: absoluteUrl(input.publicUrl, `/properties-details/${encodeURIComponent(property.slug_id)}`),
          ...(property.title_image ? { image: property.title_image } : {}),
        })),
      },
      {
        "@type": "BreadcrumbList",
        itemListElement: crumbs.map((crumb, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: crumb.name,
          item: absoluteUrl(input.publicUrl, crumb.path),
        })),
      },
    ],
  };
}
