import { z } from "zod";
import {
  coerceBooleanFlag,
  coerceOptionalInt,
  coerceOptionalNumber,
  emptyToUndefined,
  metaKeywords,
  metaTitle,
  requiredText,
  withKey,
} from "../validation/index.js";
import { cityIdField, MAX_ID } from "./catalogue.js";
import { ownerDocumentKinds } from "./listing-management.js";
import { stayPostFields } from "./stays.js";

const { remove_hotel_rooms, remove_hotel_packages, remove_hotel_certificates, ...stayFields } =
  stayPostFields;

export const rentDurations = ["daily", "monthly", "quarterly", "yearly"] as const;
export type RentDuration = (typeof rentDurations)[number];

/** Longest meta description stored: far beyond any search snippet, short enough to be no abuse. */
export const META_DESCRIPTION_STORED_MAX = 1_000;

/** Highest listing price accepted, in EGP major units: far above any real listing, far below bigint limits. */
export const MAX_LISTING_PRICE = 100_000_000_000;

const id = z.number(withKey("validation.invalid_integer")).int().positive().max(MAX_ID);
const optionalId = coerceOptionalInt(id);
const requiredId = (missing: string = "validation.invalid_integer") =>
  optionalId.pipe(z.number({ error: missing }));
const idItem = z.preprocess(
  (value) => (typeof value === "string" && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value),
  id,
);
/** eBroker's edit form appends `String(undefined)` for pictures it added itself; those name nothing. */
const isNoId = (value: unknown) => value === "undefined" || value === "null";

function optionalText(max: number) {
  return z.preprocess(
    emptyToUndefined,
    z.string(withKey("validation.invalid_value")).trim().max(max).optional(),
  );
}

/** A field that must be filled in; its message is "<field> is required" from the listing-post messages. */
function requiredPlainText(field: "address" | "city" | "state" | "country", max: number) {
  const key = { error: `listing_posts.required.${field}` } as const;
  return z.string(key).trim().min(1, key).max(max, withKey("validation.invalid_value"));
}

/** City, state or country as text: blank is absent, so a post naming a catalogue city may leave it out. */
function placeText(field: (typeof PLACE_TEXT_FIELDS)[number]) {
  return z.preprocess(emptyToUndefined, requiredPlainText(field, 120).optional());
}

const PLACE_TEXT_FIELDS = ["city", "state", "country"] as const;

/**
 * Most gallery images, and most documents, one listing holds. A post may send them all at once; an edit may add
 * only what the listing still has room for.
 */
export const LISTING_MEDIA_MAX = 30;

/** A file part of a multipart body; the API checks it was uploaded with this very request. */
const file = z.unknown().optional().meta({ type: "string", format: "binary" });

/** `x`, `x[]` or `x[0]`: one value or many, blank → absent. */
function listOf<T extends z.ZodType>(item: T, max: number) {
  return z.preprocess(
    (value) => {
      const v = emptyToUndefined(value);
      if (v === undefined || v === null) return undefined;
      if (Array.isArray(v)) return v;
      // qs turns `x[5]` beyond its array limit into an object keyed by index; keep its values in order.
      if (typeof v === "object" && !("kind" in (v as object))) return Object.values(v as object);
      return [v];
    },
    z.array(item).max(max, withKey("validation.invalid_value")).optional(),
  );
}

const YOUTUBE_URL =
  /^https:\/\/(www\.|m\.)?(youtube\.com\/(watch\?v=|embed\/|shorts\/)|youtu\.be\/)[\w-]{6,}([?&#][^\s]*)?$/i;

const listingType = z.preprocess(
  (value) => {
    const v = emptyToUndefined(value);
    if (v === 0 || v === "0") return "sell";
    if (v === 1 || v === "1") return "rent";
    return typeof v === "string" ? v.trim().toLowerCase() : v;
  },
  z.enum(["sell", "rent"], withKey("validation.invalid_value")),
);

const parameterValue = z.object({
  parameter_id: requiredId(),
  /** Text or number as text; checkbox values may be several; a file parameter takes a file. */
  value: z.unknown().optional(),
});

const facilityDistance = z.object({
  facility_id: requiredId(),
  distance: coerceOptionalNumber(z.number(withKey("validation.invalid_number")).min(0).max(100_000)).pipe(
    z.number(withKey("validation.invalid_number")),
  ),
});

const viewingSlot = z.object({
  day: z.string().trim().min(1).max(20),
  from: z.string().trim().min(1).max(10),
  to: z.string().trim().min(1).max(10),
});

/** Every Property field of spec §3, as eBroker clients send them (strings from forms, bracket arrays). */
const propertyFields = z.object({
  property_classification: coerceOptionalInt(z.number().int().min(1).max(5)),
  /** eBroker's other name for `property_classification`. */
  propertyClass: coerceOptionalInt(z.number().int().min(1).max(5)),
  category_id: requiredId("listing_posts.required.category"),
  /** 0 or "sell" for sale, 1 or "rent" for rent. */
  property_type: listingType,
  title: requiredText("title").pipe(z.string().max(200, withKey("validation.invalid_value"))),
  title_ar: optionalText(200),
  description: requiredText("description").pipe(z.string().max(10_000, withKey("validation.invalid_value"))),
  description_ar: optionalText(10_000),
  area_description: optionalText(5_000),
  area_description_ar: optionalText(5_000),
  address: requiredPlainText("address", 500),
  address_ar: optionalText(500),
  client_address: optionalText(500),
  /** A city of the catalogue (`get-city-catalogue`): the API then fills city, state and country from it. */
  city_id: cityIdField,
  /** Free text as eBroker clients send it; required unless `city_id` is sent (see PostPropertyBody). */
  city: placeText("city"),
  state: placeText("state"),
  country: placeText("country"),
  latitude: coerceOptionalNumber(z.number(withKey("validation.invalid_number")).min(-90).max(90)).pipe(
    z.number({ error: "listing_posts.required.location" }),
  ),
  longitude: coerceOptionalNumber(z.number(withKey("validation.invalid_number")).min(-180).max(180)).pipe(
    z.number({ error: "listing_posts.required.location" }),
  ),
  /**
   * Major units of EGP as the owner types it; the server stores `price_minor`. Required except for hotels
   * (classification 5), whose price is their lowest room's: the API checks that once it knows the category.
   */
  price: coerceOptionalNumber(
    z
      .number(withKey("validation.invalid_price"))
      .min(0, withKey("validation.invalid_price"))
      .max(MAX_LISTING_PRICE),
  ),
  weekend_commission: coerceOptionalInt(z.number().int().min(0).max(100)),
  rentduration: z.preprocess(
    (value) => (typeof value === "string" ? emptyToUndefined(value.trim().toLowerCase()) : value),
    z.enum(rentDurations, withKey("validation.invalid_value")).optional(),
  ),
  video_link: z.preprocess(
    emptyToUndefined,
    z.string().trim().max(500).regex(YOUTUBE_URL, { error: "listing_posts.youtube_only" }).optional(),
  ),
  is_premium: coerceBooleanFlag,
  slug_id: optionalText(120),
  parameters: listOf(parameterValue, 100),
  facilities: listOf(facilityDistance, 100),
  title_image: file,
  three_d_image: file,
  meta_image: file,
  gallery_images: listOf(z.unknown(), LISTING_MEDIA_MAX),
  documents: listOf(z.unknown(), LISTING_MEDIA_MAX),
  // Identity and ownership papers (PDF or image): kept private to the owner and admins.
  policy_data: file,
  identity_proof: file,
  national_id_passport: file,
  utilities_bills: file,
  power_of_attorney: file,
  meta_title: z.preprocess(emptyToUndefined, metaTitle.trim().max(200).optional()),
  /**
   * Spec §5's 50–160 characters is Manzil's form rule (checked there); eBroker forms have none, so the API saves
   * any length up to a bound and answers a warning outside the range (ADR 037).
   */
  meta_description: z.preprocess(
    emptyToUndefined,
    z.string(withKey("validation.invalid_value")).trim().max(META_DESCRIPTION_STORED_MAX).optional(),
  ),
  meta_keywords: z.preprocess(emptyToUndefined, metaKeywords.optional()),
  // Stays (classifications 4 and 5): the listing's own stay fields; other classifications ignore them.
  availability_type: coerceOptionalInt(z.number().int().min(1).max(2)),
  availabilityType: coerceOptionalInt(z.number().int().min(1).max(2)),
  rent_package: z.preprocess(emptyToUndefined, z.enum(["basic", "premium"]).optional()),
  hotel_apartment_type_id: optionalId,
  corresponding_day: listOf(viewingSlot, 14),
  check_in: optionalText(10),
  check_out: optionalText(10),
  instant_booking: coerceBooleanFlag,
  non_refundable: coerceBooleanFlag,
  company_employee_username: optionalText(200),
  company_employee_email: optionalText(200),
  company_employee_phone_number: optionalText(40),
  revenue_user_name: optionalText(200),
  revenue_email: optionalText(200),
  revenue_phone_number: optionalText(40),
  reservation_user_name: optionalText(200),
  reservation_email: optionalText(200),
  reservation_phone_number: optionalText(40),
  /** Hotel rooms, add-on packages, certificates and calendars of classifications 4 and 5 (ADR 051). */
  ...stayFields,
  /** Sent by eBroker clients; ignored: the owner is whoever the token names. */
  userid: optionalId,
});

/** `POST post_property`: a new listing (JSON, urlencoded or multipart with bracket arrays). */
export const PostPropertyBody = propertyFields
  .superRefine(
    (body, ctx) => {
      if (body.city_id !== undefined) return;
      for (const field of PLACE_TEXT_FIELDS) {
        if (body[field] === undefined)
          ctx.addIssue({ code: "custom", path: [field], message: `listing_posts.required.${field}` });
      }
    },
    // Said together with any other missing field, as when the place was part of the object's own shape.
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  )
  .superRefine((body, ctx) => {
    if (body.property_type === "rent" && body.rentduration === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["rentduration"],
        message: "listing_posts.rentduration_required",
      });
    }
  });
export type TPostPropertyBody = z.infer<typeof PostPropertyBody>;

const idList = z.preprocess(
  (value) =>
    Array.isArray(value) ? value.filter((item) => !isNoId(item)) : isNoId(value) ? undefined : value,
  listOf(idItem, 100),
);

/**
 * `POST update_post_property`: `action_type` 0 updates the fields sent (absent ones stay as they are), 1 deletes
 * the listing. `remove_gallery_images` and `remove_documents` name media ids of this listing;
 * `remove_owner_documents` names kinds of owner papers to delete.
 */
export const UpdatePostPropertyBody = propertyFields.partial().extend({
  id: requiredId("listing_posts.required.id"),
  action_type: coerceOptionalInt(z.number().int().min(0).max(1)),
  remove_gallery_images: idList,
  remove_documents: idList,
  remove_hotel_rooms,
  remove_hotel_packages,
  remove_hotel_certificates,
  remove_owner_documents: listOf(
    z.preprocess(
      (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
      z.enum(ownerDocumentKinds, withKey("validation.invalid_value")),
    ),
    ownerDocumentKinds.length,
  ),
});
export type TUpdatePostPropertyBody = z.infer<typeof UpdatePostPropertyBody>;

/**
 * Advice that did not stop the save (spec §5: an over-long meta title; a meta description outside 50–160 from a
 * client without that rule), by field. `warning: true` is the eBroker envelope's flag for such an answer.
 */
export const listingPostExtra = {
  warning: z.literal(true).optional(),
  warnings: z.record(z.string(), z.array(z.string())).optional(),
};
