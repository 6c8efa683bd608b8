import type { TOwnerCalendarNight } from "@manzil/domain/contracts";
import { clsx } from "clsx";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { useLocale } from "../../../lib/i18n/use-locale";
import { dateLabel, nightPrice, integerText } from "../calendar-month";

/** Each state in its own colours; the words always say it too. */
export const STATUS_CLASSES: Record<TOwnerCalendarNight["status"], string> = {
  available: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  reserved: "bg-amber-50 text-amber-900 ring-amber-300",
  closed: "bg-slate-100 text-slate-600 ring-slate-300",
};

/** The units still for sale that night (never negative, whatever the row says). */
export const unitsFree = (night: TOwnerCalendarNight) => Math.max(0, night.units - night.units_sold);

/** Everything a night shows, in one sentence for screen readers (a calendar cell's name). */
export function useNightDescription(currency: string) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (date: string, night: TOwnerCalendarNight | undefined) => {
    if (!night) return `${dateLabel(date, locale)}: ${t("owner_stays.loading_night")}`;
    const parts = [
      t(`owner_stays.status.${night.status}`),
      t("owner_stays.units_label", {
        free: integerText(unitsFree(night), locale),
        sold: integerText(night.units_sold, locale),
      }),
      nightPrice(night.price_minor, currency, locale),
      night.weekend ? t("owner_stays.mark.weekend") : null,
      night.price_override !== null ? t("owner_stays.mark.override") : null,
    ].filter(Boolean);
    return `${dateLabel(date, locale)}: ${parts.join(t("owner_stays.list_separator"))}`;
  };
}

/** The small marks of a night: weekend and a price of its own. */
export function NightMarks({ night, className }: { night: TOwnerCalendarNight; className?: string }) {
  const { t } = useTranslation();
  if (!night.weekend && night.price_override === null) return null;
  return (
    <span className={clsx("flex flex-wrap gap-1", className)} aria-hidden>
      {night.weekend ? (
        <span className="rounded bg-sky-100 px-1 text-[10px] leading-4 font-semibold text-sky-900">
          {t("owner_stays.mark.weekend_short")}
        </span>
      ) : null}
      {night.price_override !== null ? (
        <span className="rounded bg-violet-100 px-1 text-[10px] leading-4 font-semibold text-violet-900">
          {t("owner_stays.mark.override_short")}
        </span>
      ) : null}
    </span>
  );
}
