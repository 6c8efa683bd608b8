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
