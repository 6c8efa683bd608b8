import type { TOwnerCalendarNight } from "@manzil/domain/contracts";
import { addDays, weekdayOf, type CalendarDate } from "@manzil/domain/stays";
import { clsx } from "clsx";
import { useEffect, useRef, type KeyboardEvent } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { useLocale } from "../../../lib/i18n/use-locale";
import {
  dayNumber,
  inRange,
  lastNightOf,
  monthLabel,
  monthOf,
  monthWeeks,
  nightPrice,
  shiftMonth,
  weekdayName,
  weekdaysFrom,
  weekStartOf,
  type MonthText,
  type NightRange,
  integerText,
} from "../calendar-month";
import { NightMarks, STATUS_CLASSES, unitsFree, useNightDescription } from "./night-marks";

type MonthCalendarProps = {
  month: MonthText;
  nights: ReadonlyMap<CalendarDate, TOwnerCalendarNight>;
  currency: string;
  selection: NightRange | null;
  /** Nights before it are history: drawn faded (the API refuses to change them). */
  today: CalendarDate;
  /** The day that takes keyboard focus (roving tabindex); inside `month`. */
  focused: CalendarDate;
  onFocusDay: (date: CalendarDate) => void;
  onPick: (date: CalendarDate, extend: boolean) => void;
};

/** Same day of another month, or its last day when that month is shorter (31 Jan → 28 Feb). */
function sameDayIn(date: CalendarDate, month: MonthText): CalendarDate {
  const wanted = `${month}-${date.slice(8, 10)}`;
  const last = lastNightOf(month);
  return wanted > last ? last : wanted;
}

/**
 * A month of nights as a table of weeks in the language's week order; the page's direction lays the columns
 * out (right to left in Arabic). Arrow keys move the focused day as drawn (mirrored in Arabic), Home/End go to
 * the week's ends, Page Up/Down to the month before/after; Enter or Space picks (Shift extends the range).
 */
export function MonthCalendar({
  month,
  nights,
  currency,
  selection,
  today,
  focused,
  onFocusDay,
  onPick,
}: MonthCalendarProps) {
  const { t } = useTranslation();
  const { locale, dir } = useLocale();
  const first = weekStartOf(locale);
  const describe = useNightDescription(currency);
  const table = useRef<HTMLTableElement>(null);
  const movedByKey = useRef(false);

  // Focus follows the keyboard: once the moved-to day is drawn (a new month may have to load first).
  useEffect(() => {
    if (!movedByKey.current) return;
    const button = table.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`);
    if (button) {
      button.focus();
      movedByKey.current = false;
    }
  });

  const move = (to: CalendarDate) => {
    movedByKey.current = true;
    onFocusDay(to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: CalendarDate) => {
    const ahead = dir === "rtl" ? -1 : 1;
    const column = (weekdayOf(date) - first + 7) % 7;
    const moves: Record<string, () => CalendarDate> = {
      ArrowRight: () => addDays(date, ahead),
      ArrowLeft: () => addDays(date, -ahead),
      ArrowDown: () => addDays(date, 7),
      ArrowUp: () => addDays(date, -7),
      Home: () => addDays(date, -column),
      End: () => addDays(date, 6 - column),
      PageUp: () => sameDayIn(date, shiftMonth(monthOf(date), -1)),
      PageDown: () => sameDayIn(date, shiftMonth(monthOf(date), 1)),
    };
    const target = moves[event.key];
    if (target) {
      event.preventDefault();
      move(target());
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onPick(date, event.shiftKey);
    }
  };

  return (
    <table
      ref={table}
      className="w-full table-fixed border-separate border-spacing-1"
      aria-label={monthLabel(month, locale)}
      data-testid="month-grid"
    >
      <caption className="sr-only">{t("owner_stays.calendar.keyboard_help")}</caption>
      <thead>
        <tr>
          {weekdaysFrom(first).map((weekday) => (
            <th
              key={weekday}
              scope="col"
              abbr={weekdayName(weekday, locale, "long")}
              className="pb-1 text-xs font-semibold text-slate-500"
              data-testid="weekday"
            >
              {weekdayName(weekday, locale)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month, first).map((week, index) => (
          <tr key={week.find(Boolean) ?? index}>
            {week.map((date, column) =>
              date === null ? (
                <td key={`empty-${column}`} />
              ) : (
                <td key={date} className="align-top">
                  <DayButton
                    date={date}
                    night={nights.get(date)}
                    currency={currency}
                    selected={inRange(date, selection)}
                    past={date < today}
                    focusable={date === focused}
                    label={describe(date, nights.get(date))}
                    onKeyDown={(event) => onKeyDown(event, date)}
                    onClick={(shift) => {
                      onFocusDay(date);
                      onPick(date, shift);
                    }}
                  />
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DayButton({
  date,
  night,
  currency,
  selected,
  past,
  focusable,
  label,
  onKeyDown,
  onClick,
}: {
  date: CalendarDate;
  night: TOwnerCalendarNight | undefined;
  currency: string;
  selected: boolean;
  past: boolean;
  focusable: boolean;
  label: string;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onClick: (shift: boolean) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <button
      type="button"
      data-date={date}
      data-status={night?.status ?? "loading"}
      aria-label={label}
      aria-pressed={selected}
      tabIndex={focusable ? 0 : -1}
      onKeyDown={onKeyDown}
      onClick={(event) => onClick(event.shiftKey)}
      className={clsx(
        "flex h-24 w-full flex-col items-start gap-0.5 overflow-hidden rounded-lg p-1.5 text-start ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 lg:h-28",
        night ? STATUS_CLASSES[night.status] : "bg-white text-slate-400 ring-slate-200",
        selected && "outline-2 outline-offset-1 outline-brand-700 ring-brand-600",
        past && !selected && "opacity-60",
      )}
    >
      <span className="flex w-full items-start justify-between gap-1">
        <span className="text-sm font-bold">{dayNumber(date, locale)}</span>
        {night ? <NightMarks night={night} className="justify-end" /> : null}
      </span>
      {night ? (
        <>
          <span className="text-[11px] leading-4 font-semibold">
            {t(`owner_stays.status.${night.status}`)}
          </span>
          <span className="text-[11px] leading-4" data-testid="night-units">
            {t("owner_stays.units_short", {
              free: integerText(unitsFree(night), locale),
              units: integerText(night.units, locale),
            })}
          </span>
          <span
            className={clsx(
              "mt-auto max-w-full truncate text-xs font-bold tabular-nums [unicode-bidi:isolate]",
              night.price_override !== null && "text-violet-900",
            )}
            data-testid="night-price"
          >
            {nightPrice(night.price_minor, currency, locale)}
          </span>
        </>
      ) : (
        <span className="mt-auto h-3 w-3/4 animate-pulse rounded bg-slate-200" />
      )}
    </button>
  );
}
