import type { ApiQuery } from "../../lib/api/load-context";

/**
 * The curated lists of spec §2 ("featured", "trending", "top rated", "premium", most viewed): each is
 * get-property-list with one fixed parameter, on its own URL so it has its own title and canonical.
 */
export const LIST_PAGES = {
  featured: { promoted: 1 },
  trending: { sort_by: "trending" },
  "top-rated": { sort_by: "top_rated" },
  premium: { get_all_premium_properties: 1 },
  "most-viewed": { sort_by: "most_viewed" },
} as const satisfies Record<string, ApiQuery>;

export type ListPageName = keyof typeof LIST_PAGES;
export const LIST_PAGE_NAMES = Object.keys(LIST_PAGES) as ListPageName[];

export function isListPageName(name: string | undefined): name is ListPageName {
  return LIST_PAGE_NAMES.some((known) => known === name);
}

export const listPagePath = (name: ListPageName) => `/properties/${name}`;
