import type { UseQueryResult } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useEffect, useRef } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button } from "../../../components/ui/button";
import { FormAlert } from "../../../components/ui/form-alert";
import { failureMessage } from "../../../lib/api/error-message";
import type { FieldMessage } from "../editor-steps";

/**
 * A field checked as the owner types (spec §5's price and discount rules): the server's own words while they
 * stand, else the live check's message, else what the step's check said about a blank field ("required").
 */
export function liveError(
  stored: FieldMessage | undefined,
  liveKey: string | null,
  value: string,
  t: TFunction,
): string | undefined {
  if (stored && "text" in stored) return stored.text;
  if (liveKey) return t(liveKey);
  if (stored && value.trim() === "") return t(stored.key);
  return undefined;
}

/**
 * Loading, failure (with a retry) and empty states of one catalogue call the stay steps read; nothing once it
 * has items.
 */
export function CatalogueStatus({
  query,
  what,
  empty,
}: {
  query: UseQueryResult<unknown>;
  /** What is being loaded, in words ("room types"). */
  what: string;
  /** Said when a list came back empty. */
  empty?: string;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600" data-testid="catalogue-loading">
        {t("editor.stay.loading", { what })}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-3" data-testid="catalogue-error">
        <FormAlert tone="error">
          {t("editor.stay.load_failed", { what, reason: failureMessage(query.error, t) })}
        </FormAlert>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t("editor.retry")}
        </Button>
      </div>
    );
  }
  if (empty && Array.isArray(query.data) && query.data.length === 0) {
    return (
      <p className="text-sm text-slate-600" data-testid="catalogue-empty">
        {empty}
      </p>
    );
  }
  return null;
}

/** A heading row for one item of a repeatable list, with buttons to move it and remove it (keyboard reachable). */
export function RowActions({
  name,
  position,
  count,
  onMove,
  onRemove,
}: {
  /** What the row is called ("Room 2"), for the buttons' accessible names. */
  name: string;
  position: number;
  count: number;
  onMove?: ((by: -1 | 1) => void) | undefined;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-1">
      {onMove ? (
        <>
          <Button
            variant="ghost"
            size="sm"
            disabled={position === 0}
            aria-label={t("editor.media.move_earlier", { name })}
            onClick={() => onMove(-1)}
          >
            {t("editor.media.earlier")}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={position === count - 1}
            aria-label={t("editor.media.move_later", { name })}
            onClick={() => onMove(1)}
          >
            {t("editor.media.later")}
          </Button>
        </>
      ) : null}
      <Button
        variant="ghost"
        size="sm"
        aria-label={t("editor.media.remove_file", { name })}
        onClick={onRemove}
      >
        {t("editor.media.remove")}
      </Button>
    </div>
  );
}

/**
 * When a list grows by the owner's "Add" button, the keyboard moves to the new item's first field (named by
 * `fieldName(index)`), so nobody has to hunt for it; restoring a draft or removing an item moves nothing.
 */
export function useFocusOnAdd(count: number, fieldName: (index: number) => string) {
  const previous = useRef(count);
  useEffect(() => {
    if (count > previous.current) {
      document.querySelector<HTMLElement>(`[name="${fieldName(count - 1)}"]`)?.focus();
    }
    previous.current = count;
    // Only a change of length matters; the name builder is a fresh closure on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [count]);
}
