import type { TStayCalendar } from "@manzil/domain/contracts";
import { addDays, type CalendarDate } from "@manzil/domain/stays";
import { clsx } from "clsx";
import { useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { ChevronEndIcon, ChevronStartIcon } from "../../../components/icons/icons";
import { Button } from "../../../components/ui/button";
import { QueryFailure } from "../../../components/ui/query-failure";
import { formatNumber } from "../../../lib/format/intl";
import { useHydrated } from "../../../lib/i18n/use-hydrated";
import { useLocale } from "../../../lib/i18n/use-locale";
import {
  addMonths,
  formatCalendarDate,
  localToday,
  monthEndOf,
  monthStartOf,
  monthWeeks,
  weekdayDates,
  weekStartOf,
} from "../calendar-grid";
import { useStayCalendar } from "../stay-api";

type Night = TStayCalendar["offers"][number]["nights"][number];

/** How far ahead a guest may look: the API keeps a year of nights. */
const MONTHS_AHEAD = 12;

export type StayCalendarProps = {
  propertyId: number;
  /** The hotel room offer shown; null for a vacation home. */
  hotelRoomId: number | null;
  offerName: string | null;
  checkIn: string;
  checkOut: string;
  /** A night was chosen: the section decides whether it starts or ends the stay. */
  onPick: (date: CalendarDate, night: Night | undefined) => void;
};

/** The stay's nights with their prices, two months on wide screens and one on phones. */
export function StayCalendar(props: StayCalendarProps) {
  const hydrated = useHydrated();
  const { t } = useTranslation();
  // "Today" is the visitor's, known only in the browser: the server renders the loading state.
  if (!hydrated) return <LoadingLine>{t("stay_booking.calendar.loading")}</LoadingLine>;
  return <LiveCalendar {...props} today={localToday()} />;
}

/** A spinner and what is loading, announced politely. */
export function LoadingLine({ children }: { children: string }) {
  return (
    <p role="status" className="flex items-center gap-3 text-sm text-slate-500">
      <span
        aria-hidden
        className="size-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
      />
      {children}
    </p>
  );
}

function LiveCalendar({
  propertyId,
  hotelRoomId,
  offerName,
  checkIn,
  checkOut,
  onPick,
  today,
}: StayCalendarProps & { today: CalendarDate }) {
  const { t } = useTranslation();
  const { locale, dir } = useLocale();
  const firstMonth = monthStartOf(today);
  const lastMonth = addMonths(firstMonth, MONTHS_AHEAD - 1);
  const [month, setMonth] = useState(() => monthStartOf(checkIn || today));
  const secondMonth = addMonths(month, 1);
  const shownEnd = monthEndOf(secondMonth);
  // The API's range is nights [from, to): `to` is the day after the last one shown.
  const range = { from: month < today ? today : month, to: addDays(shownEnd, 1) };
  const calendar = useStayCalendar(propertyId, range, hotelRoomId, locale);
  const offer =
    calendar.data?.offers.find((o) => o.hotel_room_id === hotelRoomId) ?? calendar.data?.offers[0] ?? null;
  const nights = new Map((offer?.nights ?? []).map((night) => [night.date, night]));
  const currency = offer?.currency ?? "";
  const hasOpenNight = offer?.nights.some((night) => night.status === "available") ?? false;
  const [focusDate, setFocusDate] = useState<CalendarDate | null>(null);
  // A check-in typed in the picker outside the months shown turns the calendar to it (React's "adjust state
  // while rendering": no effect, no extra paint).
  const [followedCheckIn, setFollowedCheckIn] = useState(checkIn);
  if (checkIn !== followedCheckIn) {
    setFollowedCheckIn(checkIn);
    const target = /^\d{4}-\d{2}-\d{2}$/.test(checkIn) ? monthStartOf(checkIn) : null;
    if (target && target >= firstMonth && target <= lastMonth && (target < month || target > secondMonth)) {
      setMonth(target);
    }
  }
  // One day of the shown months takes Tab (the arrows move from it): the last one focused, else check-in, else the first.
  const isShown = (date: string) => date >= range.from && date <= shownEnd;
  const tabbable = [focusDate ?? "", checkIn].find(isShown) ?? range.from;

  const gridRef = useRef<HTMLDivElement>(null);

  /** Arrow keys walk the days (mirrored in Arabic), as in any date grid; Tab leaves the calendar. */
  function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
    const from = event.currentTarget.dataset.date;
    if (!from) return;
    const forward = dir === "rtl" ? "ArrowLeft" : "ArrowRight";
    const back = dir === "rtl" ? "ArrowRight" : "ArrowLeft";
    const step = { [forward]: 1, [back]: -1, ArrowDown: 7, ArrowUp: -7 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const target = addDays(from, step);
    if (target < today || target > monthEndOf(lastMonth)) return;
    // Off the months shown: turn the page first, then focus the day once it is drawn.
    if (target < month) setMonth(addMonths(month, -1));
    else if (target > shownEnd) setMonth(addMonths(month, 1));
    setFocusDate(target);
    requestAnimationFrame(() =>
      gridRef.current?.querySelector<HTMLElement>(`[data-date="${target}"]`)?.focus(),
    );
  }

  return (
    <div className="mt-4 flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          {t("stay_booking.calendar.caption", { currency: currency || "…" })}
          {offerName ? (
            <span className="ms-1 font-semibold text-slate-800" dir="auto">
              {t("stay_booking.calendar.for_room", { name: offerName })}
            </span>
          ) : null}
        </p>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={t("stay_booking.calendar.previous")}
            disabled={month <= firstMonth}
            onClick={() => setMonth(addMonths(month, -1))}
          >
            <ChevronStartIcon className="size-4" />
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={t("stay_booking.calendar.next")}
            disabled={month >= lastMonth}
            onClick={() => setMonth(addMonths(month, 1))}
          >
            <ChevronEndIcon className="size-4" />
          </Button>
        </div>
      </div>

      {calendar.isError && !calendar.data ? (
        <QueryFailure
          error={calendar.error}
          onRetry={() => void calendar.refetch()}
          retryLabel={t("stay_booking.calendar.retry")}
          className=""
        />
      ) : calendar.isPending ? (
        <LoadingLine>{t("stay_booking.calendar.loading")}</LoadingLine>
      ) : !offer ? (
        <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600" data-testid="calendar-empty">
          {t("stay_booking.calendar.no_offers")}
        </p>
      ) : (
        <>
          {hasOpenNight ? null : (
            <p
              className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600"
              data-testid="calendar-empty"
            >
              {t("stay_booking.calendar.empty")}
            </p>
          )}
          <div
            className={clsx(
              "grid gap-6 md:grid-cols-2 transition-opacity",
              calendar.isFetching && "opacity-60",
            )}
            aria-busy={calendar.isFetching}
            ref={gridRef}
            data-testid="stay-calendar"
          >
            {[month, secondMonth].map((start, index) => (
              <MonthGrid
                key={start}
                monthStart={start}
                className={index === 1 ? "hidden md:table" : undefined}
                nights={nights}
                currency={currency}
                today={today}
                checkIn={checkIn}
                checkOut={checkOut}
                tabbable={tabbable}
                onKeyDown={moveFocus}
                onPick={(date) => {
                  setFocusDate(date);
                  onPick(date, nights.get(date));
                }}
              />
            ))}
          </div>
          <Legend />
        </>
      )}
    </div>
  );
}

type MonthGridProps = {
  monthStart: CalendarDate;
  className: string | undefined;
  nights: Map<string, Night>;
  currency: string;
  today: CalendarDate;
  checkIn: string;
  checkOut: string;
  tabbable: CalendarDate;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onPick: (date: CalendarDate) => void;
};

function MonthGrid({
  monthStart,
  className,
  nights,
  currency,
  today,
  checkIn,
  checkOut,
  tabbable,
  onKeyDown,
  onPick,
}: MonthGridProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const weekStart = weekStartOf(locale);
  const title = formatCalendarDate(monthStart, locale, { month: "long", year: "numeric" });
  const stayEnd = checkOut > checkIn ? checkOut : "";

  return (
    <table className={clsx("w-full table-fixed border-separate border-spacing-0.5", className)}>
      <caption className="mb-2 text-start text-base font-bold text-slate-900">{title}</caption>
      <thead>
        <tr>
          {weekdayDates(weekStart).map((date) => (
            <th
              key={date}
              scope="col"
              abbr={formatCalendarDate(date, locale, { weekday: "long" })}
              className="pb-1 text-center text-xs font-medium text-slate-500"
            >
              {formatCalendarDate(date, locale, { weekday: "narrow" })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(monthStart, weekStart).map((week, row) => (
          <tr key={row}>
            {week.map((date, column) => {
              if (date === null) return <td key={`blank-${column}`} />;
              const night = nights.get(date);
              const past = date < today;
              const open = !past && night?.status === "available";
              const selected = date === checkIn || date === stayEnd;
              // A closed night can still be the day a guest leaves: after a chosen check-in, it may end the stay.
              const endsStay = checkIn !== "" && stayEnd === "" && date > checkIn;
              const pickable = !past && (open || endsStay);
              const inStay = checkIn !== "" && stayEnd !== "" && date > checkIn && date < stayEnd;
              const longDate = formatCalendarDate(date, locale, { dateStyle: "full" });
              const price = night ? formatNumber(night.price, locale, { maximumFractionDigits: 0 }) : "";
              const mark =
                date === checkIn
                  ? `, ${t("stay_booking.calendar.check_in_mark")}`
                  : date === stayEnd
                    ? `, ${t("stay_booking.calendar.check_out_mark")}`
                    : "";
              const label = past
                ? t("stay_booking.calendar.night_past", { date: longDate })
                : open
                  ? t("stay_booking.calendar.night_open", { date: longDate, price, currency })
                  : night?.status === "reserved"
                    ? t("stay_booking.calendar.night_reserved", { date: longDate })
                    : t("stay_booking.calendar.night_closed", { date: longDate });
              return (
                <td key={date} className="p-0">
                  <button
                    type="button"
                    data-date={date}
                    data-status={past ? "past" : (night?.status ?? "closed")}
                    tabIndex={date === tabbable ? 0 : -1}
                    aria-label={`${label}${mark}`}
                    aria-pressed={selected}
                    aria-disabled={pickable ? undefined : true}
                    onClick={() => (pickable ? onPick(date) : undefined)}
                    onKeyDown={onKeyDown}
                    className={clsx(
                      "flex h-14 w-full flex-col items-center justify-center rounded-lg text-sm tabular-nums focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600",
                      selected
                        ? "bg-brand-700 text-white"
                        : inStay
                          ? "bg-brand-100 text-brand-900"
                          : open
                            ? clsx(
                                "text-slate-900 hover:bg-brand-50",
                                night?.weekend ? "bg-amber-50" : "bg-white ring-1 ring-slate-200",
                              )
                            : "cursor-default text-slate-400",
                    )}
                  >
                    <span className={clsx("font-semibold", !open && !selected && "line-through")}>
                      {formatNumber(Number(date.slice(8)), locale)}
                    </span>
                    {open ? (
                      <span
                        className={clsx(
                          "text-[0.65rem] leading-tight",
                          selected ? "text-white" : "text-slate-600",
                        )}
                        aria-hidden
                      >
                        {price}
                      </span>
                    ) : null}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Legend() {
  const { t } = useTranslation();
  const items = [
    { key: "available", swatch: "bg-white ring-1 ring-slate-300" },
    { key: "weekend", swatch: "bg-amber-50 ring-1 ring-amber-200" },
    { key: "closed", swatch: "bg-slate-100", struck: true },
    { key: "selected", swatch: "bg-brand-700" },
  ];
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-2 text-xs text-slate-600" aria-hidden>
      {items.map((item) => (
        <li key={item.key} className="inline-flex items-center gap-2">
          <span className={clsx("size-3.5 rounded", item.swatch)} />
          <span className={item.struck ? "line-through" : undefined}>
            {t(`stay_booking.calendar.legend.${item.key}`)}
          </span>
        </li>
      ))}
    </ul>
  );
}
