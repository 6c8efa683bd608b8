import { useTranslation } from "../../lib/i18n/use-translation";

/** Why the moderators turned a listing or project down (they may have given no reason). */
export function RejectNote({ reason }: { reason: string | null }) {
  const { t } = useTranslation();
  return (
    <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="reject-reason">
      {reason?.trim() ? (
        <>
          {/* The admin may write in either language: the reason keeps its own direction inside the note. */}
          {t("owner.card.reject_reason")} <span dir="auto">{reason}</span>
        </>
      ) : (
        t("owner.card.reject_reason_missing")
      )}
    </p>
  );
}
