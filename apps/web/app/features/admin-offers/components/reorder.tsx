import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { toast } from "sonner";
import type { ApiSuccess } from "../../../lib/api/envelope";
import { apiGet, apiPost } from "../../../lib/api/browser-api";
import { actionFailureMessage } from "../../../lib/api/error-message";
import { useLocale } from "../../../lib/i18n/use-locale";
import { moved } from "../admin-offers";
import { QueryView } from "./query-view";

/** Where a row stands and how to move it, for its up and down buttons. */
export type RowMove = { index: number; count: number; busy: boolean; onMove: (delta: -1 | 1) => void };

/**
 * Moves one item of a list a place up or down and saves the whole new order (`<key>/order`). The list shows the
 * new order at once; when the API refuses, it is read again, so the page never keeps an order that was not saved.
 */
export function useReorder<T extends { id: number }>(key: string) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (ids: number[]) => apiPost<T[]>(`${key}/order`, { ids }, { lang: locale }),
    onSuccess: (answer) => {
      queryClient.setQueryData<ApiSuccess<T[]>>([key], answer);
      toast.success(answer.message);
    },
    onError: (error) => {
      toast.error(actionFailureMessage(error, t));
      void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
  return {
    isPending: save.isPending,
    move(list: readonly T[], index: number, delta: -1 | 1) {
      const next = moved(list, index, delta);
      const current = queryClient.getQueryData<ApiSuccess<T[]>>([key]);
      if (current) queryClient.setQueryData<ApiSuccess<T[]>>([key], { ...current, data: next });
      save.mutate(next.map((item) => item.id));
    },
  };
}

/**
 * Up and down for one row. At the ends a button is marked unavailable rather than disabled, so the keyboard focus
 * stays on it after the row arrives there.
 */
export function ReorderButtons({ name, index, count, busy, onMove }: RowMove & { name: string }) {
  const { t } = useTranslation();
  const button = (delta: -1 | 1, glyph: string, labelKey: string) => {
    const unavailable = busy || (delta === -1 ? index === 0 : index === count - 1);
    return (
      <button
        type="button"
        aria-label={t(labelKey, { name })}
        aria-disabled={unavailable}
        onClick={() => (unavailable ? undefined : onMove(delta))}
        className="inline-flex size-9 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-disabled:cursor-not-allowed aria-disabled:opacity-40"
      >
        <span aria-hidden>{glyph}</span>
      </button>
    );
  };
  return (
    <div className="flex gap-1">
      {button(-1, "↑", "adminOffers.move_up")}
      {button(1, "↓", "adminOffers.move_down")}
    </div>
  );
}

/** A whole list read from `listKey`, in order, each row drawn by `row` with its place and its moves. */
export function ReorderableList<T extends { id: number }>({
  listKey,
  emptyText,
  row,
}: {
  listKey: string;
  emptyText: string;
  row: (item: T, move: RowMove) => ReactNode;
}) {
  const query = useQuery({ queryKey: [listKey], queryFn: () => apiGet<T[]>(listKey) });
  const reorder = useReorder<T>(listKey);
  return (
    <QueryView query={query} isEmpty={(list) => list.length === 0} emptyText={emptyText}>
      {(list) => (
        <ol className="mt-8 flex flex-col gap-3">
          {list.map((item, index) => (
            <li key={item.id}>
              {row(item, {
                index,
                count: list.length,
                busy: reorder.isPending,
                onMove: (delta) => reorder.move(list, index, delta),
              })}
            </li>
          ))}
        </ol>
      )}
    </QueryView>
  );
}
