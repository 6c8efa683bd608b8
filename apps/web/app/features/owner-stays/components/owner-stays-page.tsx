import type { THotelRoom, TOwnerCalendarNight } from "@manzil/domain/contracts";
import type { CalendarDate } from "@manzil/domain/stays";
import { useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link, useSearchParams } from "react-router";
import { ChevronEndIcon, ChevronStartIcon } from "../../../components/icons/icons";
import { BackLink } from "../../../components/owner/back-link";
import { QueryFailurePage } from "../../../components/owner/query-failure-page";
import { NotFoundPage } from "../../../components/pages/status-pages";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { PageLoading } from "../../../components/ui/page-loading";
import { QueryFailure } from "../../../components/ui/query-failure";
import { Select } from "../../../components/ui/select";
import { STAY_CLASSIFICATIONS } from "../../../lib/listing/listing-params";
import { useLocale } from "../../../lib/i18n/use-locale";
import {
  dateLabel,
  firstNightOf,
  isMonthText,
  localToday,
  monthLabel,
  monthOf,
  pick,
  shiftMonth,
  type MonthText,
  type Selection,
} from "../calendar-month";
import { useOwnerCalendar, useOwnStay, type OfferId, type OwnStay } from "../owner-stays-api";
import { useCalendarEdit } from "../use-calendar-edit";
import { EditPreviewDialog } from "./edit-preview-dialog";
import { EditTools, type RoomTypeChoice } from "./edit-tools";
import { HotelPackages } from "./hotel-packages";
import { MonthCalendar } from "./month-calendar";
import { NightList } from "./night-list";

const HOTEL = 5;

type Offer = { id: OfferId; name: string };

function roomName(room: THotelRoom, fallback: string): string {
  const type = room.custom_room_type?.trim() || room.room_type?.name || fallback;
  return room.room_number.trim() ? `${type} · ${room.room_number.trim()}` : type;
}

/** What can be priced and opened: each hotel room offer, or the vacation home itself. */
function offersOf(stay: OwnStay, homeName: string, roomFallback: string): Offer[] {
  if (stay.property_classification !== HOTEL) return [{ id: null, name: homeName }];
  return stay.hotel_rooms.map((room) => ({
    id: room.id,
    name: roomName(room, roomFallback),
  }));
}

/** The hotel's room types with their active offers: what eBroker's update-room-price prices together. */
function roomTypesOf(stay: OwnStay, fallback: string): RoomTypeChoice[] {
  const types = new Map<number, RoomTypeChoice>();
  for (const room of stay.hotel_rooms) {
    // update-room-price prices the active rooms of a type only.
    if (room.room_type_id === null || room.status !== "active") continue;
    const known = types.get(room.room_type_id);
    if (known) known.offers.push(room.id);
    else
      types.set(room.room_type_id, {
        id: room.room_type_id,
        name: room.room_type?.name ?? fallback,
        offers: [room.id],
      });
  }
  return [...types.values()];
}

/** /user/stays/:id — a stay's availability and prices, night by night, for its owner (spec §2). */
export function OwnerStaysPage({ id, now = new Date() }: { id: number; now?: Date }) {
  const { t } = useTranslation();
  const stay = useOwnStay(id);
  if (stay.isError) return <QueryFailurePage error={stay.error} />;
  if (stay.isPending) return <PageLoading />;
  if (!stay.data) return <NotFoundPage />;
  if (!STAY_CLASSIFICATIONS.some((c) => c === stay.data?.property_classification)) {
    return (
      <Shell stay={stay.data}>
        <Card className="p-6 text-slate-700">{t("owner_stays.not_a_stay")}</Card>
      </Shell>
    );
  }
  return <StayCalendarScreen stay={stay.data} today={localToday(now)} />;
}

function Shell({ stay, children }: { stay: OwnStay; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 lg:py-12">
      <div className="flex flex-col gap-2">
        <BackLink to="/user/my-properties" label={t("owner_stays.back")} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">{t("owner_stays.title")}</h1>
          <Link
            to={`/user/stays/${stay.id}/reservations`}
            className={buttonClasses({ variant: "outline", size: "sm" })}
            data-testid="stay-reservations-link"
          >
            {t("owner_reservations.card_action")}
          </Link>
        </div>
        <p className="text-slate-600" data-testid="stay-title">
          <bdi>{stay.title}</bdi>
        </p>
      </div>
      {children}
    </div>
  );
}

function StayCalendarScreen({ stay, today }: { stay: OwnStay; today: CalendarDate }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const offers = useMemo(
    () => offersOf(stay, t("owner_stays.offer.home"), t("owner_stays.offer.room")),
    [stay, t],
  );
  const monthParam = params.get("month");
  const month: MonthText = isMonthText(monthParam) ? monthParam : monthOf(today);
  const offerParam = Number(params.get("offer"));
  const offer = offers.find((o) => o.id === offerParam) ?? offers[0] ?? null;
  const editHref = `/user/edit-property/${stay.id}`;

  const setView = (next: { month?: MonthText; offer?: OfferId }) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next.month) copy.set("month", next.month);
        if (next.offer !== undefined) {
          if (next.offer === null) copy.delete("offer");
          else copy.set("offer", String(next.offer));
        }
        return copy;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <Shell stay={stay}>
      {offer === null ? (
        <Card className="flex flex-col items-start gap-3 p-6" data-testid="no-rooms">
          <h2 className="text-lg font-bold text-slate-900">{t("owner_stays.no_rooms_title")}</h2>
          <p className="text-slate-600">{t("owner_stays.no_rooms_body")}</p>
          <Link to={editHref} className={buttonClasses({})}>
            {t("owner_stays.add_rooms")}
          </Link>
        </Card>
      ) : (
        <OfferCalendar
          key={offer.id ?? "home"}
          stay={stay}
          offers={offers}
          offer={offer}
          month={month}
          today={today}
          onMonth={(next) => setView({ month: next })}
          onOffer={(next) => setView({ offer: next })}
        />
      )}
      {stay.property_classification === HOTEL ? (
        <Card className="p-5 sm:p-6">
          <HotelPackages packages={stay.addons_packages} editHref={editHref} />
        </Card>
      ) : null}
    </Shell>
  );
}

function OfferCalendar({
  stay,
  offers,
  offer,
  month,
  today,
  onMonth,
  onOffer,
}: {
  stay: OwnStay;
  offers: Offer[];
  offer: Offer;
  month: MonthText;
  today: CalendarDate;
  onMonth: (month: MonthText) => void;
  onOffer: (offer: OfferId) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const calendar = useOwnerCalendar(stay.id, offer.id, month);
  const flow = useCalendarEdit(stay.id);
  const [selection, setSelection] = useState<Selection>(null);
  const [focused, setFocused] = useState<CalendarDate>(
    monthOf(today) === month ? today : firstNightOf(month),
  );
  const currency = calendar.data?.data.currency ?? stay.currency;
  const shown = calendar.data?.data;
  // Nights of another month (kept on screen while the next one loads) never paint this month's cells.
  const nights = useMemo(
    () =>
      new Map<CalendarDate, TOwnerCalendarNight>(
        (shown?.nights ?? [])
          .filter((night) => monthOf(night.date) === month)
          .map((night) => [night.date, night]),
      ),
    [shown, month],
  );
  // The phone list starts at tonight in the current month: past nights cannot be changed any more.
  const upcoming = [...nights.values()].filter((night) => night.date >= today);
  const monthNights = upcoming.length > 0 ? upcoming : [...nights.values()];
  const roomTypes = useMemo(() => roomTypesOf(stay, t("owner_stays.offer.room")), [stay, t]);
  const offerName = (id: OfferId) =>
    offers.length > 1 ? (offers.find((o) => o.id === id)?.name ?? null) : null;

  const goTo = (next: MonthText) => {
    onMonth(next);
    setFocused(monthOf(today) === next ? today : firstNightOf(next));
  };
  const focusDay = (date: CalendarDate) => {
    setFocused(date);
    if (monthOf(date) !== month) onMonth(monthOf(date));
  };
  const onPick = (date: CalendarDate, extend: boolean) =>
    setSelection((current) => pick(current, date, extend));

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        {offers.length > 1 || offer.id !== null ? (
          <Select
            label={t("owner_stays.offer.label")}
            value={String(offer.id ?? "")}
            onChange={(event) => onOffer(event.target.value === "" ? null : Number(event.target.value))}
            data-testid="offer-picker"
          >
            {offers.map((o) => (
              <option key={o.id ?? "home"} value={String(o.id ?? "")}>
                {o.name}
              </option>
            ))}
          </Select>
        ) : null}
        <div className="flex items-center justify-between gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => goTo(shiftMonth(month, -1))}
            aria-label={t("owner_stays.calendar.previous")}
          >
            <ChevronStartIcon className="size-4" />
          </Button>
          <h2 className="text-lg font-bold text-slate-900" aria-live="polite" data-testid="month-title">
            {monthLabel(month, locale)}
          </h2>
          <Button
            variant="outline"
            size="sm"
            onClick={() => goTo(shiftMonth(month, 1))}
            aria-label={t("owner_stays.calendar.next")}
          >
            <ChevronEndIcon className="size-4" />
          </Button>
        </div>
        {calendar.isError ? (
          <QueryFailure
            error={calendar.error}
            onRetry={() => void calendar.refetch()}
            retryLabel={t("owner_stays.retry")}
            className=""
          />
        ) : (
          <>
            <p role="status" className="text-sm text-slate-500 empty:hidden">
              {calendar.isFetching ? t("owner_stays.calendar.loading") : ""}
            </p>
            <div className="hidden sm:block">
              <MonthCalendar
                month={month}
                nights={nights}
                currency={currency}
                selection={selection?.range ?? null}
                today={today}
                focused={monthOf(focused) === month ? focused : firstNightOf(month)}
                onFocusDay={focusDay}
                onPick={onPick}
              />
            </div>
            <div className="sm:hidden">
              {calendar.isPending ? null : monthNights.length === 0 ? (
                <p className="text-sm text-slate-600">{t("owner_stays.calendar.empty")}</p>
              ) : (
                <NightList
                  key={`${offer.id ?? "home"}-${month}`}
                  nights={monthNights}
                  currency={currency}
                  selection={selection?.range ?? null}
                  onPick={onPick}
                />
              )}
            </div>
            <Legend />
          </>
        )}
        {selection ? (
          <p className="text-sm text-slate-700" data-testid="selection-summary">
            {selection.closed
              ? t("owner_stays.selection.range", {
                  from: dateLabel(selection.range.from, locale, "short"),
                  to: dateLabel(selection.range.to, locale, "short"),
                })
              : t("owner_stays.selection.anchor", { from: dateLabel(selection.anchor, locale, "short") })}
          </p>
        ) : (
          <p className="text-sm text-slate-500">{t("owner_stays.selection.hint")}</p>
        )}
      </Card>
      <Card className="self-start p-4 sm:p-6">
        <h2 className="mb-3 text-lg font-bold text-slate-900">{t("owner_stays.tools.title")}</h2>
        <EditTools offer={offer.id} selection={selection?.range ?? null} roomTypes={roomTypes} flow={flow} />
      </Card>
      {flow.phase.step === "confirm" ? (
        <EditPreviewDialog
          changes={flow.phase.changes}
          currency={currency}
          offerName={offerName}
          saving={flow.phase.saving}
          error={flow.phase.error}
          onConfirm={() => void flow.confirm()}
          onCancel={flow.cancel}
        />
      ) : null}
    </div>
  );
}

function Legend() {
  const { t } = useTranslation();
  const items = [
    ["bg-emerald-50 ring-emerald-200", t("owner_stays.status.available")],
    ["bg-amber-50 ring-amber-300", t("owner_stays.status.reserved")],
    ["bg-slate-100 ring-slate-300", t("owner_stays.status.closed")],
    ["bg-sky-100 ring-sky-200", t("owner_stays.mark.weekend")],
    ["bg-violet-100 ring-violet-200", t("owner_stays.mark.override")],
  ] as const;
  return (
    <ul
      className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600"
      aria-label={t("owner_stays.calendar.legend")}
    >
      {items.map(([tone, label]) => (
        <li key={label} className="inline-flex items-center gap-1.5">
          <span className={`size-3 rounded ring-1 ring-inset ${tone}`} aria-hidden />
          {label}
        </li>
      ))}
    </ul>
  );
}
