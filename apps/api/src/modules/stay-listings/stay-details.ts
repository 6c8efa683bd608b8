import type {
  THotelAddonPackage,
  THotelRoom,
  TPropertyCertificate,
  TPropertyDetail,
} from "@manzil/domain/contracts";
import { fromMinorUnits } from "@manzil/domain/money";
import { addDays } from "@manzil/domain/stays";
import type { Database } from "../../db/client.js";
import { fileUrl } from "../../lib/file-url.js";
import { pick } from "../../lib/localise.js";
import type { MapContext } from "../properties/properties.mapper.js";
import {
  apartmentTypesByIds,
  certificatesFor,
  nightsFor,
  packagesFor,
  roomsFor,
} from "./stay-listings.repository.js";
import { HOME_CLASSIFICATION, HOTEL_CLASSIFICATION, STAY_WINDOW_NIGHTS } from "./stay-listings.service.js";

type Range = THotelRoom["available_dates"][number];

/** What a details answer adds for stays; other listings get the empty values. */
export type StayDetail = Pick<
  TPropertyDetail,
  | "hotel_apartment_type"
  | "hotel_rooms"
  | "addons_packages"
  | "certificates"
  | "available_rooms"
  | "cancellation_period"
  | "refund_policy"
> & {
  /** A home's calendar folded back from its nights (type 1 ranges); absent keeps the listing's stored fields. */
  calendar?: { availability_type: 1; available_dates: Range[] };
};

/** The listing columns the stay answer reads. */
export type StayDetailRow = {
  id: number;
  classification: number;
  currency: string;
  hotelApartmentTypeId: number | null;
  availableRooms: number;
  cancellationPeriod: string | null;
  nonRefundable: boolean;
};

type Night = {
  date: string;
  units: number;
  unitsSold: number;
  priceOverrideMinor: number | null;
  closed: boolean;
};

/**
 * Stored nights back into eBroker ranges under availability type 1 (the only type that can say everything:
 * bookable windows with their price, closed nights `dead`, sold-out nights `reserved`). Consecutive nights alike
 * make one range; a night without a row is closed, as type 1 reads an uncovered night.
 */
export function foldNights(nights: readonly Night[], currency: string): Range[] {
  const ranges: Range[] = [];
  for (const night of nights) {
    const type = night.closed ? "dead" : night.unitsSold >= night.units ? "reserved" : "open";
    const price = type === "open" && night.priceOverrideMinor !== null ? night.priceOverrideMinor : 0;
    const last = ranges.at(-1);
    if (last && last.type === type && addDays(last.to, 1) === night.date && last.price === price) {
      last.to = night.date;
    } else {
      ranges.push({ from: night.date, to: night.date, type, price });
    }
  }
  return ranges.map((range) => ({
    ...range,
    price: range.price ? fromMinorUnits(range.price, currency) : 0,
  }));
}

const percent = (basisPoints: number) => basisPoints / 100;

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const grouped = new Map<K, T[]>();
  for (const row of rows) {
    const list = grouped.get(key(row));
    if (list) list.push(row);
    else grouped.set(key(row), [row]);
  }
  return grouped;
}

function plainDetail(row: StayDetailRow): StayDetail {
  return {
    hotel_apartment_type: null,
    hotel_rooms: [],
    addons_packages: [],
    certificates: [],
    available_rooms: row.availableRooms,
    cancellation_period: row.cancellationPeriod,
    refund_policy: row.nonRefundable ? "non-refundable" : "flexible",
  };
}

/**
 * The stay part of the details answers of a page of listings: one query per kind for the whole page, and none
 * when the page holds no stay. Calendars (a year of nights per offer) are read only when `calendars` says so —
 * one listing's details — so a page of full items stays light; a list page's rooms carry no `available_dates`.
 */
export async function stayDetailsFor(
  db: Database,
  rows: readonly StayDetailRow[],
  ctx: MapContext,
  options: { calendars: boolean },
): Promise<Map<number, StayDetail>> {
  const details = new Map(rows.map((row) => [row.id, plainDetail(row)]));
  const stays = rows.filter(
    (row) => row.classification === HOME_CLASSIFICATION || row.classification === HOTEL_CLASSIFICATION,
  );
  if (stays.length === 0) return details;
  const hotelIds = stays.filter((row) => row.classification === HOTEL_CLASSIFICATION).map((row) => row.id);
  const today = ctx.now.toISOString().slice(0, 10);
  const [rooms, packages, certificates, nights, apartmentTypes] = await Promise.all([
    roomsFor(db, hotelIds),
    packagesFor(db, hotelIds),
    certificatesFor(db, hotelIds),
    options.calendars
      ? nightsFor(
          db,
          stays.map((row) => row.id),
          { from: today, to: addDays(today, STAY_WINDOW_NIGHTS) },
        )
      : Promise.resolve([]),
    apartmentTypesByIds(db, [
      ...new Set(
        stays.flatMap((row) => (row.hotelApartmentTypeId === null ? [] : [row.hotelApartmentTypeId])),
      ),
    ]),
  ]);
  const roomsOf = groupBy(rooms, (row) => row.room.propertyId);
  const packagesOf = groupBy(packages.packages, (row) => row.propertyId);
  const valuesOf = groupBy(packages.values, (row) => row.packageId);
  const certificatesOf = groupBy(certificates, (row) => row.propertyId);
  const nightsOf = groupBy(nights, (row) => `${row.propertyId}:${row.hotelRoomId ?? "home"}`);
  const apartmentType = new Map(apartmentTypes.map((row) => [row.id, row]));

  for (const row of stays) {
    const money = (minor: number) => fromMinorUnits(minor, row.currency);
    const kind = row.hotelApartmentTypeId === null ? undefined : apartmentType.get(row.hotelApartmentTypeId);
    const homeNights = nightsOf.get(`${row.id}:home`);
    details.set(row.id, {
      ...plainDetail(row),
      hotel_apartment_type: kind ? { id: kind.id, name: pick(ctx.lang, kind.name, kind.nameAr) } : null,
      hotel_rooms: (roomsOf.get(row.id) ?? []).map(({ room, roomType }): THotelRoom => ({
        id: room.id,
        property_id: room.propertyId,
        room_type_id: room.roomTypeId,
        room_type: roomType
          ? {
              id: roomType.id,
              name: pick(ctx.lang, roomType.name, roomType.nameAr),
              name_en: roomType.name,
              name_ar: roomType.nameAr,
            }
          : null,
        custom_room_type: room.customRoomType,
        room_number: room.roomNumber,
        description: room.description,
        description_ar: room.descriptionAr,
        price_per_night: money(room.pricePerNightMinor),
        price_per_night_minor: room.pricePerNightMinor,
        currency: row.currency,
        discount_percentage: percent(room.discountBp),
        weekend_commission: percent(room.weekendCommissionBp),
        nonrefundable_percentage: percent(room.nonrefundableBp),
        refund_policy: room.refundPolicy,
        available_rooms: room.availableRooms,
        max_guests: room.maxGuests,
        status: room.status,
        availability_type: 1,
        available_dates: foldNights(nightsOf.get(`${row.id}:${room.id}`) ?? [], row.currency),
      })),
      addons_packages: (packagesOf.get(row.id) ?? []).map((item): THotelAddonPackage => {
        const values = valuesOf.get(item.id) ?? [];
        const totalMinor = values.reduce((sum, value) => sum + value.staticPriceMinor, item.priceMinor);
        return {
          id: item.id,
          property_id: item.propertyId,
          room_type_id: item.roomTypeId,
          name: pick(ctx.lang, item.name, item.nameAr),
          name_ar: item.nameAr,
          description: (ctx.lang === "ar" ? item.descriptionAr : null) ?? item.description,
          description_ar: item.descriptionAr,
          status: item.status,
          basis: item.basis,
          price: money(item.priceMinor),
          total_price: money(totalMinor),
          total_price_minor: totalMinor,
          currency: row.currency,
          addon_values: values.map((value) => ({
            id: value.id,
            hotel_addon_field_id: value.fieldId,
            name: pick(ctx.lang, value.name, value.nameAr),
            value: value.value,
            static_price: money(value.staticPriceMinor),
          })),
        };
      }),
      certificates: (certificatesOf.get(row.id) ?? []).map((item): TPropertyCertificate => ({
        id: item.id,
        title: item.title,
        description: item.description,
        file: item.file ? fileUrl(ctx.filesUrl, item.file) : null,
      })),
      ...(row.classification === HOME_CLASSIFICATION && homeNights
        ? {
            calendar: {
              availability_type: 1 as const,
              available_dates: foldNights(homeNights, row.currency),
            },
          }
        : {}),
    });
  }
  return details;
}
