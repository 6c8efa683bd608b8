import { useEffect, useRef } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import type { ListingAnswer } from "../send-listing";

/** After a save: where the listing stands (waiting for review or live), the API's advice, and where to go. */
export function EditorSuccess({ answer, isEditing }: { answer: ListingAnswer; isEditing: boolean }) {
  const { t } = useTranslation();
  const listing = answer.data;
  const isPending = listing.request_status === "pending";
  const warnings = Object.values(answer.warnings ?? {}).flat();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: the outcome takes the focus, so keyboard and screen reader users land on it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center" data-testid="editor-success">
      <h2 ref={heading} className="text-2xl font-bold text-slate-900 focus:outline-none" tabIndex={-1}>
        {t(isEditing ? "editor.success.updated" : "editor.success.created")}
      </h2>
      <p
        data-testid="editor-success-state"
        data-state={listing.request_status}
        className="max-w-lg text-slate-700"
      >
        {t(isPending ? "editor.success.pending" : "editor.success.live")}
      </p>
      {answer.message ? <p className="max-w-lg text-sm text-slate-600">{answer.message}</p> : null}
      {warnings.length > 0 ? (
        <ul className="max-w-lg text-sm font-medium text-amber-700">
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      ) : null}
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <Link to="/user/my-properties" className={buttonClasses()}>
          {t("editor.success.my_properties")}
        </Link>
        <Link
          to={`/my-property/${encodeURIComponent(listing.slug_id)}`}
          className={buttonClasses({ variant: "outline" })}
        >
          {t("editor.success.view_listing")}
        </Link>
      </div>
    </Card>
  );
}
