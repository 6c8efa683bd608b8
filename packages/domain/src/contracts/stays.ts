import { z } from "zod";
import {
  coerceBooleanFlag,
  coerceOptionalInt,
  coerceOptionalNumber,
  discountPercent,
  emptyToUndefined,
  pricePerNight,
  roomNumericDefaults,
  withKey,
} from "../validation/index.js";
import { OFFER_KINDS } from "../reservations/offers.js";
import { MAX_ID, optionalText } from "./catalogue.js";

/**
 * Stays (issue 14, ADRs 050–051): what owners send for vacation homes (classification 4) and hotels (5), the owner
 * calendar calls, the public calendar and the quote. Prices travel in MAJOR units of the listing's currency (as the
 * owner types them, and as eBroker clients send them); the API stores integer minor units. Percentages travel as
 * 0–100 and are stored as basis points.
 */

const positiveId = z.number(withKey("validation.invalid_integer")).int().positive().max(MAX_ID);
const optionalId = coerceOptionalInt(positiveId);
const requiredId = optionalId.pipe(z.number(withKey("validation.invalid_integer")));
const requiredRoomType = optionalId.pipe(z.number({ error: "validation.required.room_type" }));

/** A calendar night or range end, ISO `YYYY-MM-DD`. */
export const calendarDateText = z.iso.date(withKey("validation.invalid_date"));
const optionalDateText = z.preprocess(emptyToUndefined, calendarDateText.optional());

/** Most rooms, packages or certificates one listing holds; far above real hotels, a bound on abuse. */
export const STAY_ITEMS_MAX = 100;
/** Most ranges one calendar import holds. */
export const AVAILABLE_DATES_MAX = 500;
/** Most units (identical rooms or apartments) one offer sells per night. */
export const STAY_UNITS_MAX = 10_000;
/** Most guests one room or home takes. */
export const STAY_GUESTS_MAX = 50;
/** Add-on package price ceiling, major units: a package is not a night, §5's 10,000 does not bind it. */
export const ADDON_PRICE_MAX = 100_000;

const percent0to100 = coerceOptionalNumber(
  z
    .number(withKey("validation.invalid_value"))
    .min(0, withKey("validation.invalid_value"))
    .max(100, withKey("validation.invalid_value")),
);

/** JSON text (multipart and eBroker forms send it so) or an array; blank → absent. */
function jsonList<T extends z.ZodType>(item: T, max: number) {
  return z.preprocess(
    (value) => {
      const v = emptyToUndefined(value);
      if (typeof v === "string") {
        try {
          const parsed = JSON.parse(v) as unknown;
          // One id sent alone (`remove_hotel_rooms=12`) is a list of one.
          return typeof parsed === "number" ? [parsed] : parsed;
        } catch {
          return v; // answered as invalid_value by the array schema
        }
      }
      // qs turns `x[5]` beyond its array limit into an object keyed by index; keep its values in order.
      if (v !== null && typeof v === "object" && !Array.isArray(v)) return Object.values(v);
      return v;
    },
    z
      .array(item, withKey("validation.invalid_value"))
      .max(max, withKey("validation.invalid_value"))
      .optional(),
  );
}

export const availableDateRangeTypes = ["open", "reserved", "dead", "closed", "busy"] as const;

/** One eBroker `available_dates` entry: inclusive dates, a range type, an optional nightly price (major units). */
export const AvailableDateRangeInput = z
  .object({
    from: calendarDateText,
    to: calendarDateText,
    type: z.preprocess(
      (value) => (typeof value === "string" ? emptyToUndefined(value.trim().toLowerCase()) : value),
      z.enum(availableDateRangeTypes, withKey("validation.invalid_value")).default("open"),
    ),
    /** 0 or blank means "the base price" (eBroker's reading). */
    price: coerceOptionalNumber(pricePerNight),
    nonrefundable_percentage: percent0to100,
  })
  .refine((range) => range.to >= range.from, {
    ...withKey("validation.check_out_after_check_in"),
    path: ["to"],
  });
export type TAvailableDateRangeInput = z.infer<typeof AvailableDateRangeInput>;

export const AvailableDatesInput = jsonList(AvailableDateRangeInput, AVAILABLE_DATES_MAX);

const availabilityType = coerceOptionalInt(
  z.number().int().min(1, withKey("validation.invalid_value")).max(2, withKey("validation.invalid_value")),
);
const refundPolicy = z.preprocess(
  (value) => (typeof value === "string" ? emptyToUndefined(value.trim().toLowerCase()) : value),
  z.enum(["flexible", "non-refundable"], withKey("validation.invalid_value")).optional(),
);
const catalogueStatus = z.preprocess(
  (value) => {
    const v = typeof value === "string" ? emptyToUndefined(value.trim().toLowerCase()) : value;
    if (v === 1 || v === "1" || v === true) return "active";
    if (v === 0 || v === "0" || v === false) return "inactive";
    return v;
  },
  z.enum(["active", "inactive"], withKey("validation.invalid_value")).optional(),
);

/**
 * A hotel room offer (spec §3 "Hotel room"): a room type with an inventory of identical rooms. Blank numerics take
 * spec §5's defaults (roomNumericDefaults) before validation; price per night is 0–10,000 with §5's message.
 */
export const HotelRoomInput = z.preprocess(
  (value) =>
    value !== null && typeof value === "object" && !Array.isArray(value)
      ? roomNumericDefaults(value as object)
      : value,
  z.object({
    /** Present when an edit keeps an existing room (its calendar and sold nights stay with it). */
    id: optionalId,
    room_type_id: requiredRoomType,
    custom_room_type: optionalText(120),
    room_number: z.coerce.string().trim().max(40, withKey("validation.invalid_value")),
    description: optionalText(5_000),
    description_ar: optionalText(5_000),
    price_per_night: coerceOptionalNumber(pricePerNight).pipe(
      z.number({ error: "validation.required.price" }),
    ),
    discount_percentage: coerceOptionalNumber(discountPercent).pipe(
      z.number(withKey("validation.invalid_discount")),
    ),
    weekend_commission: percent0to100.pipe(z.number(withKey("validation.invalid_value"))),
    nonrefundable_percentage: percent0to100.pipe(z.number(withKey("validation.invalid_value"))),
    available_rooms: coerceOptionalInt(
      z
        .number()
        .int()
        .min(0, withKey("validation.invalid_value"))
        .max(STAY_UNITS_MAX, withKey("validation.invalid_value")),
    ).pipe(z.number(withKey("validation.invalid_integer"))),
    max_guests: coerceOptionalInt(
      z
        .number()
        .int()
        .min(1, withKey("validation.invalid_value"))
        .max(STAY_GUESTS_MAX, withKey("validation.invalid_value")),
    ),
    refund_policy: refundPolicy,
    status: catalogueStatus,
    /** The room's calendar as eBroker ranges; absent keeps the stored nights (edit) or opens the next year (post). */
    availability_type: availabilityType,
    available_dates: AvailableDatesInput,
  }),
);
export type THotelRoomInput = z.infer<typeof HotelRoomInput>;

export const addonBases = ["per_stay", "per_night", "per_guest", "per_guest_per_night"] as const;
export type TAddonBasis = (typeof addonBases)[number];

const addonPrice = coerceOptionalNumber(
  z
    .number(withKey("validation.invalid_price"))
    .min(0, withKey("validation.invalid_price"))
    .max(ADDON_PRICE_MAX, withKey("validation.invalid_price")),
);

/** spec §3 "Addon package": its price is `price` plus its values' static prices (ADR 051). */
export const HotelPackageInput = z.object({
  id: optionalId,
  name: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: "validation.required.package_name" })
      .trim()
      .min(1, { error: "validation.required.package_name" })
      .max(200, withKey("validation.invalid_value")),
  ),
  name_ar: optionalText(200),
  description: optionalText(2_000),
  description_ar: optionalText(2_000),
  status: catalogueStatus,
  price: addonPrice,
  /** Blank: the package is offered with every room type. */
  room_type_id: optionalId,
  basis: z.preprocess(emptyToUndefined, z.enum(addonBases, withKey("validation.invalid_value")).optional()),
  addon_values: jsonList(
    z.object({
      hotel_addon_field_id: optionalId.pipe(z.number(withKey("validation.invalid_integer"))),
      value: z.preprocess(
        (value) => (Array.isArray(value) ? JSON.stringify(value) : value),
        z.coerce.string().trim().max(2_000, withKey("validation.invalid_value")),
      ),
      static_price: addonPrice,
    }),
    50,
  ),
});
export type THotelPackageInput = z.infer<typeof HotelPackageInput>;

/** spec §3 "Certificate": the file part is checked by the API like the listing's other uploads. */
export const HotelCertificateInput = z.object({
  id: optionalId,
  title: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: "validation.required.title" })
      .trim()
      .min(1, { error: "validation.required.title" })
      .max(200, withKey("validation.invalid_value")),
  ),
  description: optionalText(2_000),
  file: z.unknown().optional().meta({ type: "string", format: "binary" }),
});
export type THotelCertificateInput = z.infer<typeof HotelCertificateInput>;

/** The stay fields `post_property` / `update_post_property` add (eBroker's names, and their snake-case twins). */
export const stayPostFields = {
  hotelRooms: jsonList(HotelRoomInput, STAY_ITEMS_MAX),
  hotel_rooms: jsonList(HotelRoomInput, STAY_ITEMS_MAX),
  hotelPackages: jsonList(HotelPackageInput, STAY_ITEMS_MAX),
  addons_packages: jsonList(HotelPackageInput, STAY_ITEMS_MAX),
  hotelCertificates: jsonList(HotelCertificateInput, STAY_ITEMS_MAX),
  certificates: jsonList(HotelCertificateInput, STAY_ITEMS_MAX),
  available_dates: AvailableDatesInput,
  /** A vacation home's identical apartments for sale per night (1 = a single home). */
  available_rooms: coerceOptionalInt(
    z
      .number()
      .int()
      .min(1, withKey("validation.invalid_value"))
      .max(STAY_UNITS_MAX, withKey("validation.invalid_value")),
  ),
  cancellation_period: optionalText(40),
  refund_policy: refundPolicy,
  /** Ids of this listing's rooms, packages and certificates an edit removes (form fields send them as text). */
  remove_hotel_rooms: jsonList(requiredId, STAY_ITEMS_MAX),
  remove_hotel_packages: jsonList(requiredId, STAY_ITEMS_MAX),
  remove_hotel_certificates: jsonList(requiredId, STAY_ITEMS_MAX),
};

// ─── Answers: what property details carry for stays ─────────────────────────────────────────────

const money = {
  /** Major units, as eBroker shows them. */
  amount: z.number(),
  amount_minor: z.number().int(),
};

export const AvailableDateRange = z.object({
  from: z.string(),
  to: z.string(),
  type: z.enum(["open", "reserved", "dead"]),
  price: z.number(),
});

export const HotelRoom = z.object({
  id: z.number().int(),
  property_id: z.number().int(),
  room_type_id: z.number().int().nullable(),
  room_type: z
    .object({ id: z.number().int(), name: z.string(), name_en: z.string(), name_ar: z.string() })
    .nullable(),
  custom_room_type: z.string().nullable(),
  room_number: z.string(),
  description: z.string().nullable(),
  description_ar: z.string().nullable(),
  price_per_night: z.number(),
  price_per_night_minor: z.number().int(),
  currency: z.string(),
  discount_percentage: z.number(),
  weekend_commission: z.number(),
  nonrefundable_percentage: z.number(),
  refund_policy: z.enum(["flexible", "non-refundable"]),
  available_rooms: z.number().int(),
  max_guests: z.number().int(),
  status: z.enum(["active", "inactive"]),
  availability_type: z.union([z.literal(1), z.literal(2)]),
  /** The stored nights folded back into eBroker ranges (next year), for clients that read them. */
  available_dates: z.array(AvailableDateRange),
});
export type THotelRoom = z.infer<typeof HotelRoom>;

export const HotelAddonPackage = z.object({
  id: z.number().int(),
  property_id: z.number().int(),
  room_type_id: z.number().int().nullable(),
  name: z.string(),
  name_ar: z.string().nullable(),
  description: z.string().nullable(),
  description_ar: z.string().nullable(),
  status: z.enum(["active", "inactive"]),
  basis: z.enum(addonBases),
  /** The package's own price, major units. */
  price: z.number(),
  /** What one unit of the package costs: price + the values' static prices. */
  total_price: z.number(),
  total_price_minor: z.number().int(),
  currency: z.string(),
  addon_values: z.array(
    z.object({
      id: z.number().int(),
      hotel_addon_field_id: z.number().int(),
      name: z.string(),
      value: z.string(),
      static_price: z.number(),
    }),
  ),
});
export type THotelAddonPackage = z.infer<typeof HotelAddonPackage>;

export const PropertyCertificate = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  file: z.string().nullable(),
});
export type TPropertyCertificate = z.infer<typeof PropertyCertificate>;

// ─── Owner calendar (owner of the listing, or an admin) ─────────────────────────────────────────

/** Which offer of a stay: a hotel's room offer, or (absent) the vacation home itself. */
const offerSelector = { hotel_room_id: optionalId };

/** `GET stays/:property_id/owner-calendar?hotel_room_id=&month=YYYY-MM` (or from/to, at most 366 nights). */
export const OwnerCalendarQuery = z.object({
  ...offerSelector,
  month: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, withKey("validation.invalid_date"))
      .optional(),
  ),
  from: optionalDateText,
  to: optionalDateText,
  lang: optionalText(10),
});
export type TOwnerCalendarQuery = z.infer<typeof OwnerCalendarQuery>;

export const nightStatuses = ["available", "reserved", "closed"] as const;
export type TNightStatus = (typeof nightStatuses)[number];

export const OwnerCalendarNight = z.object({
  date: z.string(),
  weekend: z.boolean(),
  /** available: a unit is free; reserved: every unit sold; closed: the owner closed it (or no row). */
  status: z.enum(nightStatuses),
  open: z.boolean(),
  units: z.number().int(),
  units_sold: z.number().int(),
  /** The night's override (major units) or null for the base price. */
  price_override: z.number().nullable(),
  /** What a guest pays for one unit that night: override or base, weekend commission, discount. */
  price: z.number(),
  price_minor: z.number().int(),
});
export type TOwnerCalendarNight = z.infer<typeof OwnerCalendarNight>;

export const OwnerCalendar = z.object({
  property_id: z.number().int(),
  hotel_room_id: z.number().int().nullable(),
  currency: z.string(),
  base_price: z.number(),
  from: z.string(),
  to: z.string(),
  nights: z.array(OwnerCalendarNight),
});
export type TOwnerCalendar = z.infer<typeof OwnerCalendar>;

/** `preview: 1` answers what would change without saving (the web shows it before the owner confirms). */
const previewFlag = { preview: coerceBooleanFlag };

/** `POST stays/:property_id/availability`: open or close an inclusive range and/or set its units. */
export const BulkAvailabilityBody = z
  .object({
    ...offerSelector,
    from: calendarDateText,
    to: calendarDateText,
    open: coerceBooleanFlag,
    units: coerceOptionalInt(
      z
        .number()
        .int()
        .min(0, withKey("validation.invalid_value"))
        .max(STAY_UNITS_MAX, withKey("validation.invalid_value")),
    ),
    ...previewFlag,
    lang: optionalText(10),
  })
  .refine((body) => body.to >= body.from, { ...withKey("validation.check_out_after_check_in"), path: ["to"] })
  .refine((body) => body.open !== undefined || body.units !== undefined, {
    ...withKey("validation.invalid_value"),
    path: ["open"],
  });
export type TBulkAvailabilityBody = z.infer<typeof BulkAvailabilityBody>;

/** `POST stays/:property_id/prices`: every night of an inclusive range at one price; blank price clears it. */
export const BulkPriceBody = z
  .object({
    ...offerSelector,
    from: calendarDateText,
    to: calendarDateText,
    price: coerceOptionalNumber(pricePerNight),
    ...previewFlag,
    lang: optionalText(10),
  })
  .refine((body) => body.to >= body.from, {
    ...withKey("validation.check_out_after_check_in"),
    path: ["to"],
  });
export type TBulkPriceBody = z.infer<typeof BulkPriceBody>;

/** `POST stays/:property_id/date-prices`: price per date, each night its own price (null clears). */
export const DatePricesBody = z.object({
  ...offerSelector,
  prices: jsonList(
    z.object({
      date: calendarDateText,
      price: z.preprocess((v) => (v === null ? undefined : v), coerceOptionalNumber(pricePerNight)),
    }),
    366,
  ).pipe(z.array(z.any()).min(1, withKey("validation.invalid_value"))),
  ...previewFlag,
  lang: optionalText(10),
});
export type TDatePricesBody = z.infer<typeof DatePricesBody>;

/** eBroker's `POST update-room-price` (spec §3 "Room-type price override"): every room of that type in the hotel. */
export const UpdateRoomPriceBody = z
  .object({
    room_type_id: coerceOptionalInt(positiveId),
    /** eBroker's other spelling. */
    roomTypeId: coerceOptionalInt(positiveId),
    property_id: optionalId.pipe(z.number(withKey("validation.invalid_integer"))),
    price: coerceOptionalNumber(pricePerNight).pipe(z.number({ error: "validation.required.price" })),
    from: calendarDateText,
    to: calendarDateText,
    lang: optionalText(10),
  })
  .refine((body) => body.to >= body.from, { ...withKey("validation.check_out_after_check_in"), path: ["to"] })
  .refine((body) => (body.room_type_id ?? body.roomTypeId) !== undefined, {
    error: "validation.required.room_type",
    path: ["room_type_id"],
  });
export type TUpdateRoomPriceBody = z.infer<typeof UpdateRoomPriceBody>;

/** What a calendar edit did (or, previewed, would do): the nights changed, as they are after the edit. */
export const CalendarEditResult = z.object({
  preview: z.boolean(),
  changed_dates: z.array(z.string()),
  nights: z.array(OwnerCalendarNight),
});
export type TCalendarEditResult = z.infer<typeof CalendarEditResult>;

// ─── Public: calendar and quote ─────────────────────────────────────────────────────────────────

/** `GET stays/:property_id/calendar?from=&to=&hotel_room_id=` (public; from/to default to today + 60 nights). */
export const StayCalendarQuery = z.object({
  ...offerSelector,
  from: optionalDateText,
  to: optionalDateText,
  lang: optionalText(10),
});
export type TStayCalendarQuery = z.infer<typeof StayCalendarQuery>;

export const StayCalendarNight = z.object({
  date: z.string(),
  status: z.enum(nightStatuses),
  units_free: z.number().int(),
  weekend: z.boolean(),
  price: z.number(),
  price_minor: z.number().int(),
});
export const StayCalendarOffer = z.object({
  hotel_room_id: z.number().int().nullable(),
  name: z.string(),
  currency: z.string(),
  nights: z.array(StayCalendarNight),
});
export const StayCalendar = z.object({
  property_id: z.number().int(),
  from: z.string(),
  to: z.string(),
  offers: z.array(StayCalendarOffer),
});
export type TStayCalendar = z.infer<typeof StayCalendar>;

/** `GET stays/:property_id/quote` — eBroker's reservation names; add-ons as `addon_ids[]` (package ids). */
export const StayQuoteQuery = z
  .object({
    check_in_date: z.preprocess(emptyToUndefined, z.iso.date({ error: "validation.required.check_in_date" })),
    check_out_date: z.preprocess(
      emptyToUndefined,
      z.iso.date({ error: "validation.required.check_out_date" }),
    ),
    number_of_guests: coerceOptionalInt(
      z
        .number()
        .int()
        .min(1, withKey("validation.invalid_value"))
        .max(STAY_GUESTS_MAX * 100, withKey("validation.invalid_value")),
    ),
    ...offerSelector,
    rooms: coerceOptionalInt(
      z
        .number()
        .int()
        .min(1, withKey("validation.invalid_value"))
        .max(STAY_UNITS_MAX, withKey("validation.invalid_value")),
    ),
    addon_ids: z.preprocess(
      (value) => {
        const v = emptyToUndefined(value);
        if (v === undefined || v === null) return undefined;
        if (typeof v === "string") return v.split(",").filter((s) => s.trim() !== "");
        if (typeof v === "object" && !Array.isArray(v)) return Object.values(v);
        return v;
      },
      z
        .array(z.coerce.number(withKey("validation.invalid_integer")).int().positive().max(MAX_ID))
        .max(STAY_ITEMS_MAX)
        .optional(),
    ),
    /** A display currency (EGP, USD, EUR, SAR, GBP, AED); the quote is priced in the listing's and converted for show. */
    currency: optionalText(3),
    /**
     * The offer to price (issue 15, ADR 055): flexible (pay at the property), refundable or non_refundable (online
     * now). Absent: the first offer the listing allows, in that order.
     */
    booking_type: z.preprocess(
      (value) =>
        typeof value === "string" ? emptyToUndefined(value.trim().toLowerCase().replace("-", "_")) : value,
      z.enum(OFFER_KINDS, withKey("validation.invalid_value")).optional(),
    ),
    lang: optionalText(10),
  })
  .refine((q) => q.check_out_date > q.check_in_date, {
    ...withKey("validation.check_out_not_after_check_in"),
    path: ["check_out_date"],
    when: ({ issues }) => issues.length === 0,
  });
export type TStayQuoteQuery = z.infer<typeof StayQuoteQuery>;

export const quoteLineCodes = [
  "night",
  "weekend_commission",
  "discount",
  "addon",
  "service_charge",
  "sales_tax",
  "city_tax",
  /** Reservations (issue 15): the non-refundable offer's % off, and the loyalty tier's discount. */
  "non_refundable_discount",
  "loyalty_discount",
] as const;

export const StayQuoteLine = z.object({
  code: z.enum(quoteLineCodes),
  /** In the caller's language: "Night of Fri 4 Dec", "Breakfast × 4", "Sales tax (14%)". */
  label: z.string(),
  date: z.string().nullable(),
  addon_id: z.number().int().nullable(),
  quantity: z.number().int().nullable(),
  ...money,
});
export type TStayQuoteLine = z.infer<typeof StayQuoteLine>;

/** One way to book the same selection (ADR 055): pay at the property, or online now with or without refunds. */
export const StayQuoteOffer = z.object({
  booking_type: z.enum(OFFER_KINDS),
  /** false: paid at the property (flexible). */
  pays_online: z.boolean(),
  /** Whether this listing or room offers it at all (a non-refundable room offers only non_refundable). */
  available: z.boolean(),
  total: z.number(),
  total_minor: z.number().int(),
  /** ISO instant; after it a refundable booking keeps the first night, a flexible one may charge it. */
  cancellation_deadline: z.string(),
});
export type TStayQuoteOffer = z.infer<typeof StayQuoteOffer>;

/** "2 more stays to the next tier" and whether this quote carries the tier's discount (used once per tier). */
export const StayQuoteLoyalty = z.object({
  completed_stays: z.number().int(),
  /** 0 (none yet) … 4 (maximum). */
  tier: z.number().int(),
  /** Completed stays at which the next tier starts; null at the maximum tier. */
  next_tier_at: z.number().int().nullable(),
  stays_to_next: z.number().int().nullable(),
  /** The discount this booking gets (the current tier's, not used yet), or null. */
  discount_percent: z.number().nullable(),
  applied: z.boolean(),
});
export type TStayQuoteLoyalty = z.infer<typeof StayQuoteLoyalty>;

export const StayQuote = z.object({
  property_id: z.number().int(),
  hotel_room_id: z.number().int().nullable(),
  check_in_date: z.string(),
  check_out_date: z.string(),
  nights: z.number().int(),
  rooms: z.number().int(),
  guests: z.number().int(),
  /** The listing's currency: what will be charged. */
  currency: z.string(),
  lines: z.array(StayQuoteLine),
  /** Exactly the sum of the lines. */
  total: z.number(),
  total_minor: z.number().int(),
  /** The same total converted to the requested display currency, for show only (null if none asked). */
  display: z.object({ currency: z.string(), total: z.number(), total_minor: z.number().int() }).nullable(),
  /** The offer these lines price (issue 15). */
  booking_type: z.enum(OFFER_KINDS),
  /** Every offer of this selection, each priced for the same nights (with the loyalty discount if it applies). */
  offers: z.array(StayQuoteOffer),
  /** Until this instant (ISO) a cancellation is free (flexible) or fully refunded (refundable). */
  cancellation_deadline: z.string(),
  /** true: the booking is confirmed at once (after payment for online offers); false: the owner has 24 hours. */
  instant_booking: z.boolean(),
  /** The signed-in guest's loyalty in this classification; null for a visitor. */
  loyalty: StayQuoteLoyalty.nullable(),
});
export type TStayQuote = z.infer<typeof StayQuote>;

// ─── Availability check (issue 15) ───────────────────────────────────────────────────────────────

/** eBroker's `reservable_id`: a number, its text, or a hotel's `[{id, amount}]` (the first room is checked). */
function firstReservableId(value: unknown): unknown {
  const first = Array.isArray(value) ? value[0] : value;
  const id =
    typeof first === "object" && first !== null && "id" in first ? (first as { id: unknown }).id : first;
  return emptyToUndefined(id);
}

/**
 * `POST check-availability` (public, eBroker's call): can `apartment_quantity` units (1 by default) of a home
 * (`reservable_type=property`, `reservable_id` = its id) or a hotel room offer (`hotel_room`, the room's id) be
 * sold on every night of [check_in_date, check_out_date)?
 */
export const CheckAvailabilityBody = z
  .object({
    check_in_date: z.preprocess(emptyToUndefined, z.iso.date({ error: "validation.required.check_in_date" })),
    check_out_date: z.preprocess(
      emptyToUndefined,
      z.iso.date({ error: "validation.required.check_out_date" }),
    ),
    reservable_type: z.preprocess(
      (value) => (typeof value === "string" ? emptyToUndefined(value.trim().toLowerCase()) : value),
      z.enum(["property", "hotel_room"], withKey("validation.invalid_value")).default("property"),
    ),
    reservable_id: z.preprocess(
      firstReservableId,
      z.coerce.number(withKey("validation.invalid_integer")).int().positive().max(MAX_ID),
    ),
    /** eBroker's apartment of a home; a home's identical apartments are one inventory here (ADR 051). */
    apartment_id: optionalId,
    apartment_quantity: coerceOptionalInt(
      z
        .number()
        .int()
        .min(1, withKey("validation.invalid_value"))
        .max(STAY_UNITS_MAX, withKey("validation.invalid_value")),
    ),
    lang: optionalText(10),
  })
  .refine((body) => body.check_out_date > body.check_in_date, {
    ...withKey("validation.check_out_not_after_check_in"),
    path: ["check_out_date"],
    when: ({ issues }) => issues.length === 0,
  });
export type TCheckAvailabilityBody = z.infer<typeof CheckAvailabilityBody>;

export const AvailabilityCheck = z.object({
  is_available: z.boolean(),
  /** The units asked for and whether they can be booked (eBroker's multi-unit keys, always present here). */
  apartment_id: z.number().int().nullable(),
  total_units: z.number().int(),
  booked_units: z.number().int(),
  available_units: z.number().int(),
  can_book_quantity: z.boolean(),
  /** The first night that cannot be sold, or null. */
  unavailable_date: z.string().nullable(),
});
export type TAvailabilityCheck = z.infer<typeof AvailabilityCheck>;
