export const PROJECT_PAGE_SIZE = 12;

export type ProjectListParams = { page: number; search: string | null; city: string | null };

function positivePage(raw: string | null): number {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** The list state lives in the URL; anything unreadable falls back to the default, never an error. */
export function parseProjectParams(search: URLSearchParams): ProjectListParams {
  const text = search.get("search")?.trim();
  const city = search.get("city")?.trim();
  return {
    page: positivePage(search.get("page")),
    search: text ? text.slice(0, 200) : null,
    city: city ? city.slice(0, 200) : null,
  };
}

export function projectsApiQuery(params: ProjectListParams, language: string) {
  return {
    offset: (params.page - 1) * PROJECT_PAGE_SIZE,
    limit: PROJECT_PAGE_SIZE,
    search: params.search ?? undefined,
    city: params.city ?? undefined,
    lang: language,
  };
}

/** The list URL with some state changed; any change but the page goes back to page 1. */
export function projectsHref(params: ProjectListParams, changes: Partial<ProjectListParams> = {}): string {
  const next = { ...params, ...changes };
  if (!("page" in changes)) next.page = 1;
  const search = new URLSearchParams();
  if (next.search) search.set("search", next.search);
  if (next.city) search.set("city", next.city);
  if (next.page > 1) search.set("page", String(next.page));
  const query = search.toString();
  return `/projects${query ? `?${query}` : ""}`;
}
