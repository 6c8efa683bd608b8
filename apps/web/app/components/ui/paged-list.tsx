import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { ApiSuccess } from "../../lib/api/envelope";
import { Card } from "./card";
import { PageLoading } from "./page-loading";
import { Pagination } from "./pagination";
import { QueryFailure } from "./query-failure";

type PagedListProps<T> = {
  list: UseQueryResult<ApiSuccess<T[]>>;
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  /** "3 transfers", read out when it changes. */
  countText: string;
  emptyTitle: string;
  retryLabel: string;
  keyOf: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
};

/** A queue's body: its failure, loading, empty state, or the items with their count and the pages. */
export function PagedList<T>({
  list,
  page,
  totalPages,
  hrefFor,
  countText,
  emptyTitle,
  retryLabel,
  keyOf,
  renderItem,
}: PagedListProps<T>) {
  if (list.isError) {
    return <QueryFailure error={list.error} onRetry={() => void list.refetch()} retryLabel={retryLabel} />;
  }
  if (!list.data) return <PageLoading />;
  if (list.data.data.length === 0) {
    return (
      <Card className="mt-6 px-6 py-12 text-center">
        <h2 className="text-xl font-bold text-slate-900">{emptyTitle}</h2>
      </Card>
    );
  }
  return (
    <>
      <p className="mt-6 text-sm text-slate-600" aria-live="polite">
        {countText}
      </p>
      <ul className="mt-3 flex flex-col gap-4" aria-busy={list.isFetching}>
        {list.data.data.map((item) => (
          <li key={keyOf(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      <div className="mt-8">
        <Pagination page={page} totalPages={totalPages} hrefFor={hrefFor} />
      </div>
    </>
  );
}
