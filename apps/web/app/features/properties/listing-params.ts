import type { ApiQuery } from "../../lib/api/load-context";

export const PAGE_SIZE = 12;

/** get-property-list accepts offsets up to 1,000,000; later pages would only be an API error. */
export const MAX_PAGE = Math.floor(1_000_000 / PAGE_SIZE) + 1;

/** The classification tabs: all, then 1 sell/rent, 2 commercial, 3 new projects, 4 vacation homes, 5 hotels. */
export const CLASSIFICATIONS = [1, 2, 3, 4, 5] as const;
export type Classification = (typeof CLASSIFICATIONS)[number];

/** The sort orders offered (a subset of get-property-list's `sort_by`). */
export const SORT_ORDERS = ["newest", "price_asc", "price_desc", "most_viewed"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export type ListingParams = {
  page: number;
  classification: Classification | null;
  sort: SortOrder;
  search: string | null;
  category: number | null;
  city: string | null;
};

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}

/** The listing state lives in the URL; anything unreadable falls back to the default, never an error. */
export function parseListingParams(search: URLSearchParams): ListingParams {
  const classification = positiveInt(search.get("classification"));
  const sort = search.get("sort");
  const text = search.get("search")?.trim();
  const city = search.get("city")?.trim();
  return {
    page: Math.min(positiveInt(search.get("page")) ?? 1, MAX_PAGE),
    classification: CLASSIFICATIONS.find((c) => c === classification) ?? null,
    sort: SORT_ORDERS.find((s) => s === sort) ?? "newest",
    search: text ? text.slice(0, 200) : null,
    category: positiveInt(search.get("category")),
    city: city ? city.slice(0, 200) : null,
  };
}

/** get-property-list's query for a page of the listing. */
export function listingApiQuery(params: ListingParams, language: string): ApiQuery {
  return {
    offset: (params.page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
    sort_by: params.sort,
    property_classification: params.classification ?? undefined,
    search: params.search ?? undefined,
    category_id: params.category ?? undefined,
    city: params.city ?? undefined,
    lang: language,
  };
}

/**
 * The URL of the listing with some state changed. Defaults are left out to keep URLs short, and any
 * change other than the page goes back to page 1.
 */
export function listingHref(params: ListingParams, changes: Partial<ListingParams>): string {
  const next = { ...params, ...changes };
  if (!("page" in changes)) next.page = 1;
  const search = new URLSearchParams();
  if (next.classification !== null) search.set("classification", String(next.classification));
  if (next.sort !== "newest") search.set("sort", next.sort);
  if (next.search) search.set("search", next.search);
  if (next.category !== null) search.set("category", String(next.category));
  if (next.city) search.set("city", next.city);
  if (next.page > 1) search.set("page", String(next.page));
  const query = search.toString();
  return `/properties${query ? `?${query}` : ""}`;
}

export function totalPages(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}
