import { clsx } from "clsx";
import { useTranslation } from "../../lib/i18n/use-translation";

/** Where one of the owner's listings or projects stands, as one word. */
export type OwnerBadge = "pending" | "rejected" | "inactive" | "sold" | "rented" | "active";

const TONES: Record<OwnerBadge, string> = {
  active: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  pending: "bg-amber-50 text-amber-900 ring-amber-200",
  inactive: "bg-slate-100 text-slate-700 ring-slate-300",
  rejected: "bg-red-50 text-red-800 ring-red-200",
  sold: "bg-sky-50 text-sky-800 ring-sky-200",
  rented: "bg-violet-50 text-violet-800 ring-violet-200",
};

/** Where a listing or project stands, in words (the colour only repeats them). */
export function OwnerStateBadge({ state }: { state: OwnerBadge }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="listing-state"
      data-state={state}
      className={clsx(
        "inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset",
        TONES[state],
      )}
    >
      {t(`owner.badge.${state}`)}
    </span>
  );
}
