import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ApiQuery } from "../api/load-context";
import { apiGet } from "../api/browser-api";
import { useLocale } from "../i18n/use-locale";

type PagedListOptions = {
  /** The list endpoint; also the first part of the cache key, so invalidating it refreshes every page. */
  endpoint: string;
  /** The filters, in the order they go into the cache key. */
  filters: ApiQuery;
  page: number;
  pageSize: number;
};

/**
 * One page of an API list (`data` + `total`) in the page's language, the previous page kept on screen while the
 * next loads, and always fresh when the page opens (a decision made elsewhere must show).
 */
export function usePagedList<T>({ endpoint, filters, page, pageSize }: PagedListOptions) {
  const { locale } = useLocale();
  const queryKey = [endpoint, ...Object.values(filters), page, locale];
  const list = useQuery({
    queryKey,
    queryFn: () =>
      apiGet<T[]>(endpoint, { ...filters, offset: (page - 1) * pageSize, limit: pageSize, lang: locale }),
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
  });
  const total = list.data?.total ?? list.data?.data.length ?? 0;
  return { list, queryKey, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}
