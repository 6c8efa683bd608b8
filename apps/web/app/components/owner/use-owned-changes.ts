import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "../../lib/i18n/use-translation";
import { toast } from "sonner";
import type { ApiSuccess } from "../../lib/api/envelope";
import { actionFailureMessage } from "../../lib/api/error-message";

type Owned = { id: number };
type OwnedPage<T extends Owned> = ApiSuccess<T[]>;

export type OwnedChange<T extends Owned, A> = {
  /** The item as it will be once the change is made (shown at once). */
  expected: (item: T) => T;
  send: () => Promise<ApiSuccess<A>>;
  /** The item as the API says it now stands. */
  settled: (item: T, answer: A) => T;
};

export type OwnedRemoval = {
  send: () => Promise<ApiSuccess<unknown>>;
  /** Keep the item on screen until the API agrees (a page about that one item), instead of hiding it at once. */
  waitForAnswer?: boolean;
  /** Runs once the item has left the page: the focus was on its button and must go somewhere. */
  onHidden?: () => void;
  onDeleted?: () => void;
};

/**
 * Changes and deletions of the owner's things (listings, projects) on the page shown (`queryKey`): the item
 * changes at once and goes back if the API refuses; the API's own message is the toast either way. Every
 * page and tab under `refreshKey` is fetched again afterwards, since the counts and the tabs' contents move.
 */
export function useOwnedChanges<T extends Owned>({
  queryKey,
  refreshKey,
}: {
  queryKey: QueryKey;
  refreshKey: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<ReadonlySet<number>>(() => new Set());

  const markBusy = (id: number, isBusy: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (isBusy) next.add(id);
      else next.delete(id);
      return next;
    });

  /** Rewrites the cached page and returns how to put it back. */
  const patch = (update: (answer: OwnedPage<T>) => OwnedPage<T>) => {
    const before = queryClient.getQueryData<OwnedPage<T>>(queryKey);
    if (before) queryClient.setQueryData<OwnedPage<T>>(queryKey, update(before));
    return () => queryClient.setQueryData<OwnedPage<T>>(queryKey, before);
  };
  const patchItem = (id: number, update: (item: T) => T) =>
    patch((answer) => ({
      ...answer,
      data: answer.data.map((item) => (item.id === id ? update(item) : item)),
    }));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [refreshKey] });

  /**
   * Shows `optimistic` at once (it returns how to undo it), sends, and either keeps the result or undoes it;
   * the API's message is the toast either way.
   */
  const attempt = async <A>(
    id: number,
    steps: {
      optimistic: () => () => void;
      send: () => Promise<ApiSuccess<A>>;
      onAnswer: (answer: A) => void;
    },
  ) => {
    markBusy(id, true);
    // A refetch landing now would overwrite the optimistic picture with the old state.
    await queryClient.cancelQueries({ queryKey });
    const rollback = steps.optimistic();
    try {
      const answer = await steps.send();
      steps.onAnswer(answer.data);
      if (answer.message) toast.success(answer.message);
      refresh();
    } catch (error) {
      rollback();
      toast.error(actionFailureMessage(error, t));
    } finally {
      markBusy(id, false);
    }
  };

  const change = <A>(item: T, requested: OwnedChange<T, A>) =>
    attempt(item.id, {
      optimistic: () => patchItem(item.id, requested.expected),
      send: requested.send,
      onAnswer: (answer) => patchItem(item.id, (current) => requested.settled(current, answer)),
    });

  const remove = (item: T, removal: OwnedRemoval) =>
    attempt(item.id, {
      optimistic: () => {
        if (removal.waitForAnswer) return () => {};
        const rollback = patch((answer) => ({
          ...answer,
          data: answer.data.filter((other) => other.id !== item.id),
          total: Math.max(0, (answer.total ?? answer.data.length) - 1),
        }));
        removal.onHidden?.();
        return rollback;
      },
      send: removal.send,
      onAnswer: () => removal.onDeleted?.(),
    });

  return { busy, change, remove };
}
