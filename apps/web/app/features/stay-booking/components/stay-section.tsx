import type { THotelRoom } from "@manzil/domain/contracts";
import type { CalendarDate } from "@manzil/domain/stays";
import { useState, type ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Card } from "../../../components/ui/card";
import { QueryFailure } from "../../../components/ui/query-failure";
import { useCurrency } from "../../../lib/currency/currency-context";
import { useHydrated } from "../../../lib/i18n/use-hydrated";
import { useLocale } from "../../../lib/i18n/use-locale";
import { localToday } from "../calendar-grid";
import { isQuotable, isRefusal, quoteRefusal, useStayQuote, type StaySelection } from "../stay-api";
import { packagesForRoom, roomName, type StayDetails } from "../stay-details";
import { checkoutHref } from "../../stay-checkout/checkout-selection";
import { QuoteSummary } from "./quote-summary";
import { RoomTypeCards } from "./room-type-cards";
import { LoadingLine, StayCalendar } from "./stay-calendar";
import { AddonList, CertificateList, StayPolicies } from "./stay-extras";
import { StayPicker } from "./stay-picker";

/** Guests a vacation home's picker offers; the API holds the real limit. */
const HOME_MAX_GUESTS = 20;

export type StaySectionProps = {
  propertyId: number;
  stay: StayDetails;
  /** The listing's gallery, standing in for room photos. */
  photos: readonly string[];
  /** Dates a stay search brought the guest here with. */
  initialDates?: { checkIn: string; checkOut: string } | null;
};

function initialSelection(stay: StayDetails, dates: StaySectionProps["initialDates"]): StaySelection {
  const room = stay.rooms[0];
  return {
    checkIn: dates?.checkIn ?? "",
    checkOut: dates?.checkOut ?? "",
    guests: Math.min(2, room?.max_guests ?? 2),
    rooms: 1,
    hotelRoomId: stay.isHotel ? (room?.id ?? null) : null,
    addonIds: [],
  };
}

/**
 * The stay part of a vacation home's or hotel's page: room types, add-ons, rules, the calendar with prices, and
 * the picker whose every choice asks the API for a quote; "Reserve" carries the choice to the checkout.
 */
export function StaySection({ propertyId, stay, photos, initialDates = null }: StaySectionProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { currency } = useCurrency();
  const hydrated = useHydrated();
  const [selection, setSelection] = useState(() => initialSelection(stay, initialDates));
  const room: THotelRoom | undefined = stay.rooms.find((r) => r.id === selection.hotelRoomId);
  const packages = stay.isHotel ? packagesForRoom(stay.packages, room) : stay.packages;
  const maxUnits = stay.isHotel ? (room?.available_rooms ?? 1) : stay.availableRooms;
  const maxGuests = room ? room.max_guests * selection.rooms : HOME_MAX_GUESTS;
  const quote = useStayQuote(propertyId, selection, currency, locale);
  const refusal = quote.isError && isRefusal(quote.error) ? quoteRefusal(quote.error, t) : null;
  const noOffer = stay.isHotel && stay.rooms.length === 0;

  function change(changes: Partial<StaySelection>) {
    setSelection((current) => {
      const next = { ...current, ...changes };
      if (changes.hotelRoomId !== undefined && changes.hotelRoomId !== current.hotelRoomId) {
        // Another room offer: its own rooms and add-ons.
        const nextRoom = stay.rooms.find((r) => r.id === changes.hotelRoomId);
        const offered = new Set(packagesForRoom(stay.packages, nextRoom).map((p) => p.id));
        next.rooms = 1;
        next.addonIds = current.addonIds.filter((id) => offered.has(id));
      }
      return next;
    });
  }

  /** A calendar night: it starts a stay, or ends the one whose check-in is chosen. */
  function pick(date: CalendarDate, night: { status: string } | undefined) {
    const { checkIn, checkOut } = selection;
    if (checkIn && !checkOut && date > checkIn) change({ checkOut: date });
    else if (night?.status === "available") change({ checkIn: date, checkOut: "" });
  }

  function chooseRoom(chosen: THotelRoom) {
    change({ hotelRoomId: chosen.id });
    document.getElementById("stay-picker")?.scrollIntoView({ behavior: "smooth", block: "start" });
  }

  return (
    <section
      id="stay-booking"
      aria-labelledby="stay-booking-title"
      className="flex scroll-mt-24 flex-col gap-8"
    >
      <div>
        <h2 id="stay-booking-title" className="text-2xl font-extrabold tracking-tight text-slate-900">
          {t("stay_booking.title")}
        </h2>
        <p className="mt-1 text-slate-600">
          {stay.isHotel ? t("stay_booking.intro_hotel") : t("stay_booking.intro_home")}
        </p>
      </div>

      {stay.isHotel ? (
        <Block title={t("stay_booking.rooms.title")} id="stay-rooms">
          <RoomTypeCards
            rooms={stay.rooms}
            photos={photos}
            chosenId={selection.hotelRoomId}
            onChoose={chooseRoom}
          />
        </Block>
      ) : null}

      {noOffer ? null : (
        <>
          <Block title={t("stay_booking.calendar.title")} id="stay-calendar">
            <StayCalendar
              propertyId={propertyId}
              hotelRoomId={selection.hotelRoomId}
              offerName={room ? roomName(room, locale) : null}
              checkIn={selection.checkIn}
              checkOut={selection.checkOut}
              onPick={pick}
            />
          </Block>

          <Card className="grid gap-8 p-6 sm:p-8 lg:grid-cols-2">
            <StayPicker
              selection={selection}
              onChange={change}
              rooms={stay.rooms}
              packages={packages}
              maxUnits={maxUnits}
              maxGuests={maxGuests}
              isHotel={stay.isHotel}
              minDate={hydrated ? localToday() : undefined}
              refusal={refusal}
            />
            <section
              aria-labelledby="stay-quote-title"
              aria-busy={quote.isFetching}
              className="flex flex-col gap-3 lg:border-s lg:border-slate-200 lg:ps-8"
            >
              <h3 id="stay-quote-title" className="text-lg font-bold text-slate-900">
                {t("stay_booking.quote.title")}
              </h3>
              {!isQuotable(selection) || refusal ? (
                <p className="text-sm text-slate-600" data-testid="quote-hint">
                  {t("stay_booking.quote.hint")}
                </p>
              ) : quote.isError ? (
                <QueryFailure
                  error={quote.error}
                  onRetry={() => void quote.refetch()}
                  retryLabel={t("stay_booking.quote.retry")}
                  className=""
                />
              ) : quote.data ? (
                <QuoteSummary
                  quote={quote.data}
                  isHotel={stay.isHotel}
                  reserveHref={checkoutHref(propertyId, selection)}
                />
              ) : (
                <LoadingLine>{t("stay_booking.quote.loading")}</LoadingLine>
              )}
            </section>
          </Card>
        </>
      )}

      {stay.packages.length > 0 ? (
        <Block title={t("stay_booking.addons.title")} id="stay-addons">
          <AddonList packages={stay.packages} />
        </Block>
      ) : null}

      <Block title={t("stay_booking.policies.title")} id="stay-policies">
        <StayPolicies stay={stay} />
      </Block>

      {stay.certificates.length > 0 ? (
        <Block title={t("stay_booking.certificates.title")} id="stay-certificates">
          <CertificateList certificates={stay.certificates} />
        </Block>
      ) : null}
    </section>
  );
}

function Block({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card className="p-6 sm:p-8">
      <section aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`} className="text-xl font-bold text-slate-900">
          {title}
        </h3>
        {children}
      </section>
    </Card>
  );
}
