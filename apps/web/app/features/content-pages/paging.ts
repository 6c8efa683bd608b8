/** Page numbers in URLs: anything that is not a positive whole number means page 1. */
export function pageOf(search: URLSearchParams, maxPage = 10_000): number {
  const raw = search.get("page");
  if (raw === null || !/^\d{1,6}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 ? Math.min(page, maxPage) : 1;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** `path?…&page=n`, keeping the other parameters and dropping page 1 and empty values. */
export function pagedHref(path: string, params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === "") continue;
    if (key === "page" && Number(value) <= 1) continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return `${path}${query ? `?${query}` : ""}`;
}
