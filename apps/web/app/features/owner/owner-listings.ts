import type { ApiQuery } from "../../lib/api/load-context";
import {
  isTabOf,
  moderationTabQuery,
  ownerListHref,
  type OwnerListView,
} from "../../components/owner/owner-list";
import type { OwnListing } from "../../components/owner/own-listing";

/** The tabs of "My properties", in the order shown; each is one of the API's counts. */
export const OWNER_TABS = ["all", "pending", "active", "inactive", "rejected", "sold", "rented"] as const;
export type OwnerTab = (typeof OWNER_TABS)[number];

export const isOwnerTab = (value: string | null): value is OwnerTab => isTabOf(OWNER_TABS, value);

/** The filters of `get-added-properties` that list exactly what the tab's count counts. */
export const tabQuery = (tab: OwnerTab): ApiQuery =>
  tab === "sold" || tab === "rented" ? { property_type: tab } : moderationTabQuery(tab);

/** `/user/my-properties` with the tab, search and page; defaults are left out of the address. */
export const myPropertiesHref = (view: OwnerListView<OwnerTab>) => ownerListHref("/user/my-properties", view);

/** The listings with the most views first (ties: the newest first), at most `limit` of them. */
export function topByViews<T extends Pick<OwnListing, "id" | "total_click">>(listings: T[], limit = 10): T[] {
  return [...listings].sort((a, b) => b.total_click - a.total_click || b.id - a.id).slice(0, limit);
}
