import type { TOwnerCalendarNight } from "@manzil/domain/contracts";
import { clsx } from "clsx";
import { useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button } from "../../../components/ui/button";
import { useLocale } from "../../../lib/i18n/use-locale";
import { dateLabel, inRange, nightPrice, type NightRange, integerText } from "../calendar-month";
import { NightMarks, STATUS_CLASSES, unitsFree } from "./night-marks";

/** spec §9: the availability calendar lists its first 8 slots; more come 8 at a time. */
export const NIGHTS_PER_PAGE = 8;

/** The month's nights as a list, for phones: the first eight, then eight more at each tap. */
export function NightList({
  nights,
  currency,
  selection,
  onPick,
}: {
  nights: readonly TOwnerCalendarNight[];
  currency: string;
  selection: NightRange | null;
  onPick: (date: string, extend: boolean) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [shown, setShown] = useState(NIGHTS_PER_PAGE);
  const visible = nights.slice(0, shown);
  return (
    <div data-testid="night-list">
      <ol className="flex flex-col gap-2">
        {visible.map((night) => (
          <li key={night.date}>
            <button
              type="button"
              data-date={night.date}
              aria-pressed={inRange(night.date, selection)}
              onClick={(event) => onPick(night.date, event.shiftKey)}
              className={clsx(
                "flex w-full items-center justify-between gap-3 rounded-xl px-3 py-2.5 text-start ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-brand-600",
                STATUS_CLASSES[night.status],
                inRange(night.date, selection) && "outline-2 outline-offset-1 outline-brand-700",
              )}
            >
              <span className="flex min-w-0 flex-col gap-0.5">
                <span className="text-sm font-bold">{dateLabel(night.date, locale, "short")}</span>
                <span className="text-xs">
                  {t(`owner_stays.status.${night.status}`)}
                  {t("owner_stays.list_separator")}
                  {t("owner_stays.units_label", {
                    free: integerText(unitsFree(night), locale),
                    sold: integerText(night.units_sold, locale),
                  })}
                </span>
                <NightMarks night={night} />
              </span>
              <span className="shrink-0 text-sm font-bold tabular-nums [unicode-bidi:isolate]">
                {nightPrice(night.price_minor, currency, locale)}
              </span>
            </button>
          </li>
        ))}
      </ol>
      {shown < nights.length ? (
        <Button
          variant="outline"
          size="sm"
          className="mt-3 w-full"
          onClick={() => setShown((count) => count + NIGHTS_PER_PAGE)}
        >
          {t("owner_stays.show_more", { count: Math.min(NIGHTS_PER_PAGE, nights.length - shown) })}
        </Button>
      ) : null}
    </div>
  );
}
