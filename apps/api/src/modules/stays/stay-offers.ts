import { parseExchangeRates } from "../settings/settings.service.js";
import type { NightlyPriceRule, Weekday } from "@manzil/domain/stays";
import { DEFAULT_WEEKEND_DAYS } from "@manzil/domain/stays";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { pick } from "../../lib/localise.js";
import type { Language } from "../../plugins/i18n.js";
import { allSettings } from "../settings/settings.repository.js";
import type { StayOffer } from "./night-rows.repository.js";
import { roomOffersOf, stayListing, type RoomOffer, type StayListing } from "./stays.repository.js";

export type Actor = { id: number; role: string };

/** The settings the stay calls read: the market's weekend, the site's day, the display rates. */
export interface StaySettings {
  readonly weekendDays: readonly Weekday[];
  readonly timeZone: string;
  readonly exchangeRates: Record<string, number>;
}

/** `weekend_days`: weekday numbers (0 = Sunday … 6 = Saturday), comma separated; "5,6" (Friday, Saturday) by default. */
export function parseWeekendDays(raw: string | undefined): readonly Weekday[] {
  if (raw === undefined || raw.trim() === "") return DEFAULT_WEEKEND_DAYS;
  const days = raw
    .split(",")
    .map((part) => part.trim())
    .filter((part) => /^[0-6]$/.test(part))
    .map((part) => Number(part) as Weekday);
  return days.length > 0 ? [...new Set(days)] : DEFAULT_WEEKEND_DAYS;
}

export async function staySettings(db: Database): Promise<StaySettings> {
  const settings = await allSettings(db);
  return {
    weekendDays: parseWeekendDays(settings.get("weekend_days")),
    timeZone: settings.get("timezone") || "UTC",
    exchangeRates: parseExchangeRates(settings.get("currency_rates")),
  };
}

/** Today's date where the site is (its `timezone` setting): a stay's "today" is a local date, not UTC's. */
export function todayIn(now: Date, timeZone: string): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }).format(now);
  try {
    return format(timeZone);
  } catch {
    return format("UTC");
  }
}

const isStay = (listing: StayListing) => listing.classification === 4 || listing.classification === 5;

function notAStay(): AppError {
  return new AppError("VALIDATION_FAILED", { messageKey: "stays.listing_not_stay" });
}

/** The owner's (or an admin's) stay; another member's listing reads as missing, as elsewhere in the API. */
export async function ownedStay(db: Database, actor: Actor, propertyId: number): Promise<StayListing> {
  const listing = await stayListing(db, propertyId);
  if (!listing || (listing.ownerId !== actor.id && actor.role !== "admin")) {
    throw new AppError("NOT_FOUND", { messageKey: "stays.owner_not_found" });
  }
  if (!isStay(listing)) throw notAStay();
  return listing;
}

/** A stay any visitor may see: approved and active, like every public read. */
export async function publicStay(db: Database, propertyId: number): Promise<StayListing> {
  const listing = await stayListing(db, propertyId);
  if (!listing || listing.moderationStatus !== "approved" || !listing.isActive) {
    throw new AppError("NOT_FOUND", { messageKey: "stays.not_found" });
  }
  if (!isStay(listing)) throw notAStay();
  return listing;
}

/** One sellable inventory of a stay: where its nights are, how one night is priced, how many units it sells. */
export interface ResolvedOffer {
  readonly offer: StayOffer;
  readonly rule: NightlyPriceRule;
  readonly units: number;
  readonly currency: string;
  readonly roomTypeId: number | null;
  readonly name: string;
}

export function homeOffer(listing: StayListing, settings: StaySettings, lang: Language): ResolvedOffer {
  return {
    offer: { propertyId: listing.id, hotelRoomId: null },
    rule: {
      basePriceMinor: listing.priceMinor,
      // The home's weekend commission is a whole-percent column (0–100); the rules take basis points.
      weekendCommissionBasisPoints: listing.weekendCommissionPercent * 100,
      discountBasisPoints: 0,
      weekendDays: settings.weekendDays,
    },
    units: listing.availableRooms,
    currency: listing.currency,
    roomTypeId: null,
    name: pick(lang, listing.title, listing.titleAr),
  };
}

export function roomOffer(
  listing: StayListing,
  room: RoomOffer,
  settings: StaySettings,
  lang: Language,
): ResolvedOffer {
  const typeName = room.customRoomType || pick(lang, room.typeName, room.typeNameAr);
  const number = room.roomNumber && room.roomNumber !== "0" ? ` ${room.roomNumber}` : "";
  return {
    offer: { propertyId: listing.id, hotelRoomId: room.id },
    rule: {
      basePriceMinor: room.pricePerNightMinor,
      weekendCommissionBasisPoints: room.weekendCommissionBp,
      discountBasisPoints: room.discountBp,
      weekendDays: settings.weekendDays,
    },
    units: room.availableRooms,
    currency: listing.currency,
    roomTypeId: room.roomTypeId,
    name: `${typeName}${number}`.trim(),
  };
}

/**
 * The offer a call names: a home is its own offer (`hotel_room_id` ignored); a hotel needs `hotel_room_id`, one of
 * its rooms (public calls: an active one).
 */
export async function chosenOffer(
  db: Database,
  input: {
    listing: StayListing;
    hotelRoomId: number | undefined;
    settings: StaySettings;
    lang: Language;
    activeOnly: boolean;
  },
): Promise<ResolvedOffer> {
  const { listing, settings, lang } = input;
  if (listing.classification === 4) return homeOffer(listing, settings, lang);
  if (input.hotelRoomId === undefined) {
    throw new AppError("VALIDATION_FAILED", {
      messageKey: "validation.room_selection_required",
      fields: { hotel_room_id: ["validation.room_selection_required"] },
    });
  }
  const room = (await roomOffersOf(db, listing.id)).find(
    (r) => r.id === input.hotelRoomId && (!input.activeOnly || r.status === "active"),
  );
  if (!room) throw new AppError("NOT_FOUND", { messageKey: "stays.room_not_found" });
  return roomOffer(listing, room, settings, lang);
}
