import { clsx } from "clsx";
import { useTranslation } from "../../lib/i18n/use-translation";
import { formatNumber } from "../../lib/format/intl";
import { useLocale } from "../../lib/i18n/use-locale";
import { StarIcon } from "../icons/icons";

/**
 * Guests' average rating and how many gave one, in the page's digits ("★ 4.5 (12)"); nothing until someone has
 * rated. Screen readers hear the whole sentence instead of the figures.
 */
export function RatingSummary({
  average,
  count,
  large = false,
}: {
  average: number | null;
  count: number;
  large?: boolean;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (average === null || count === 0) return null;
  const shown = formatNumber(average, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <p
      className={clsx(
        "inline-flex items-center gap-1 font-semibold text-slate-700",
        large ? "text-base" : "text-xs",
      )}
      data-testid="card-rating"
      role="img"
      aria-label={t("property.card.rating_label", {
        average: shown,
        max: formatNumber(5, locale),
        count,
        n: formatNumber(count, locale),
      })}
    >
      <StarIcon className={clsx("text-amber-500", large ? "size-5" : "size-3.5")} aria-hidden />
      <span aria-hidden>
        {shown} ({formatNumber(count, locale)})
      </span>
    </p>
  );
}
