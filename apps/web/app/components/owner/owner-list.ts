import type { ApiQuery } from "../../lib/api/load-context";

/** What an owner's list shows: a tab, a search, a page. */
export type OwnerListView<Tab extends string> = { tab: Tab; search: string; page: number };

/** The list's address with its tab, search and page; defaults ("all", no search, page 1) are left out. */
export function ownerListHref<Tab extends string>(base: string, { tab, search, page }: OwnerListView<Tab>) {
  const params = new URLSearchParams();
  if (tab !== "all") params.set("tab", tab);
  if (search) params.set("search", search);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `${base}${query ? `?${query}` : ""}`;
}

/** `?page=` as a whole number from 1; anything else is the first page. */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** `?search=` as the API takes it. */
export const searchOf = (value: string | null) => (value ?? "").trim().slice(0, 200);

/** The tabs every owner's list has: everything, then by moderation and by the owner's switch. */
export type ModerationTab = "all" | "pending" | "active" | "inactive" | "rejected";

/** The API filters (get-added-properties and get-added-projects alike) that list what the tab counts. */
export function moderationTabQuery(tab: ModerationTab): ApiQuery {
  switch (tab) {
    case "all":
      return {};
    case "pending":
    case "rejected":
      return { request_status: tab };
    case "active":
      return { request_status: "approved", status: 1 };
    case "inactive":
      return { request_status: "approved", status: 0 };
  }
}

/** `?tab=` when it names one of `tabs`. */
export const isTabOf = <Tab extends string>(tabs: readonly Tab[], value: string | null): value is Tab =>
  (tabs as readonly string[]).includes(value ?? "");
