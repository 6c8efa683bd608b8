import type { ApiQuery } from "../../lib/api/load-context";
import type { SearchArea } from "./map-geometry";

/** Pins per request: enough to see a city at once, few enough for the page to stay quick. */
export const MAP_PAGE_SIZE = 100;

/**
 * get-property-list's query for the map: the listing's own filters (as /properties builds them), a larger
 * page, and the visible area's circle when the visitor asked to search it.
 */
export function mapViewApiQuery(base: ApiQuery, page: number, area: SearchArea | null): ApiQuery {
  return {
    ...base,
    offset: (page - 1) * MAP_PAGE_SIZE,
    limit: MAP_PAGE_SIZE,
    ...(area ? { latitude: area.latitude, longitude: area.longitude, radius: area.radius } : {}),
  };
}

/** The /map-view URL with the same filters and a changed area or page (any other change goes back to page 1). */
export function mapViewHref(
  search: URLSearchParams,
  changes: { area?: SearchArea | null; page?: number },
): string {
  const next = new URLSearchParams(search);
  if (changes.area !== undefined) {
    for (const name of ["latitude", "longitude", "radius"]) next.delete(name);
    if (changes.area) {
      next.set("latitude", String(changes.area.latitude));
      next.set("longitude", String(changes.area.longitude));
      next.set("radius", String(changes.area.radius));
    }
  }
  if (changes.page !== undefined && changes.page > 1) next.set("page", String(changes.page));
  else next.delete("page");
  const query = next.toString();
  return `/map-view${query ? `?${query}` : ""}`;
}

export function mapTotalPages(total: number): number {
  return Math.max(1, Math.ceil(total / MAP_PAGE_SIZE));
}
