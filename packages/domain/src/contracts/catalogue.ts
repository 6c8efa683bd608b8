import { z } from "zod";
import {
  coerceBooleanFlag,
  coerceOptionalInt,
  coerceOptionalNumber,
  emptyToUndefined,
} from "../validation/index.js";

/** 1 sell/long rent, 2 commercial, 3 new project, 4 vacation home, 5 hotel. */
export const propertyClassifications = [1, 2, 3, 4, 5] as const;
export type PropertyClassification = (typeof propertyClassifications)[number];

/** PostgreSQL `integer` ids: anything larger could never match and must not reach the database. */
export const MAX_ID = 2_147_483_647;
/** Prices a client may filter by, in major units (1e12 EGP is far above any listing, well inside bigint). */
export const MAX_PRICE = 1_000_000_000_000;

// PostgreSQL text cannot hold NUL; a request carrying one is malformed, not a server fault.
export const optionalText = (max = 200) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .max(max)
      .refine((text) => !text.includes("\u0000"), { error: "validation.invalid_value" })
      .optional(),
  );
const optionalId = coerceOptionalInt(z.number().int().positive().max(MAX_ID));
const classification = coerceOptionalInt(z.number().int().min(1).max(5));

/** eBroker clients send `property_type` as 0/1 or as the words; sold (2) and rented (3) exist too. */
export const listingTypeParam = z.preprocess(
  (value) => {
    const v = emptyToUndefined(value);
    if (v === undefined) return undefined;
    const map: Record<string, string> = { "0": "sell", "1": "rent", "2": "sold", "3": "rented" };
    const text = String(v).trim().toLowerCase();
    return map[text] ?? text;
  },
  z.enum(["sell", "rent", "sold", "rented"]).optional(),
);

export const paging = {
  offset: coerceOptionalInt(z.number().int().min(0).max(1_000_000)),
  limit: coerceOptionalInt(z.number().int().min(1).max(100)),
};

const geo = {
  latitude: coerceOptionalNumber(z.number().min(-90).max(90)),
  longitude: coerceOptionalNumber(z.number().min(-180).max(180)),
  /** Kilometres. */
  radius: coerceOptionalNumber(z.number().positive().max(20_000)),
};

/** Filters shared by `get_property` and `get-property-list` (prices in major units of EGP, as clients send). */
const propertyFilters = {
  ...paging,
  ...geo,
  id: optionalId,
  slug_id: optionalText(200),
  category_id: optionalId,
  category_slug_id: optionalText(200),
  property_classification: classification,
  property_type: listingTypeParam,
  min_price: coerceOptionalNumber(z.number().min(0).max(MAX_PRICE)),
  max_price: coerceOptionalNumber(z.number().min(0).max(MAX_PRICE)),
  city: optionalText(),
  state: optionalText(),
  country: optionalText(),
  search: optionalText(200),
  /** 0: last week, 1: last month (eBroker semantics). */
  posted_since: coerceOptionalInt(z.number().int().min(0).max(1)),
  userid: optionalId,
  promoted: coerceBooleanFlag,
  users_promoted: coerceBooleanFlag,
  most_viewed: coerceBooleanFlag,
  most_liked: coerceBooleanFlag,
  top_rated: coerceBooleanFlag,
  get_all_premium_properties: coerceBooleanFlag,
  /** Parameters matched by name as the reference does: bedrooms (0 = studio), bathrooms, area in m². */
  bedrooms: coerceOptionalInt(z.number().int().min(0).max(1000)),
  bathrooms: coerceOptionalInt(z.number().int().min(0).max(1000)),
  min_area: coerceOptionalNumber(z.number().min(0).max(MAX_PRICE)),
  max_area: coerceOptionalNumber(z.number().min(0).max(MAX_PRICE)),
  /** Listings that have this parameter filled in (e.g. "Parking"). */
  parameter_id: optionalId,
  /**
   * A category's other parameters, from `parameter[<id>]=<option>` (a choice, or one of a checkbox's values)
   * and `parameter_min[<id>]` / `parameter_max[<id>]` (numbers), gathered by `gatherParameterFilters`.
   */
  parameter_filters: z
    .array(
      z.object({
        id: z.number().int().positive().max(MAX_ID),
        equals: optionalText(200),
        min: coerceOptionalNumber(z.number().min(0).max(MAX_PRICE)),
        max: coerceOptionalNumber(z.number().min(0).max(MAX_PRICE)),
      }),
    )
    .max(10)
    .optional(),
  /** Comma-separated outdoor facility ids: listings near every one of them. */
  facility_ids: z.preprocess(
    (value) => {
      const v = emptyToUndefined(value);
      if (v === undefined) return undefined;
      return (Array.isArray(v) ? v : String(v).split(","))
        .map((part) => String(part).trim())
        .filter((part) => part !== "");
    },
    z.array(z.coerce.number().int().positive().max(MAX_ID)).max(20).optional(),
  ),
  /** Stays (vacation homes, hotels) free for these nights; check-out after check-in. */
  check_in_date: z.preprocess(emptyToUndefined, z.iso.date().optional()),
  check_out_date: z.preprocess(emptyToUndefined, z.iso.date().optional()),
  is_commercial: coerceBooleanFlag,
  language: optionalText(10),
  lang: optionalText(10),
};

const PARAMETER_KEY = /^parameter(_min|_max)?\[(\d{1,10})\]$/;

/**
 * Query strings arrive flat (`parameter_min[12]=2` is one key); this gathers those keys into
 * `parameter_filters` before validation. Other keys pass through untouched.
 */
export function gatherParameterFilters(query: unknown): unknown {
  if (typeof query !== "object" || query === null || Array.isArray(query)) return query;
  const rest: Record<string, unknown> = {};
  const byId = new Map<number, { id: number; equals?: unknown; min?: unknown; max?: unknown }>();
  for (const [key, raw] of Object.entries(query)) {
    const match = PARAMETER_KEY.exec(key);
    if (!match) {
      rest[key] = raw;
      continue;
    }
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (typeof value === "string" && value.trim() === "") continue;
    const id = Number(match[2]);
    const entry = byId.get(id) ?? { id };
    if (match[1] === "_min") entry.min = value;
    else if (match[1] === "_max") entry.max = value;
    else entry.equals = value;
    byId.set(id, entry);
  }
  return byId.size > 0 ? { ...rest, parameter_filters: [...byId.values()] } : rest;
}

const checkDates = (query: { check_in_date?: string | undefined; check_out_date?: string | undefined }) =>
  !query.check_in_date || !query.check_out_date || query.check_out_date > query.check_in_date;
const checkDatesIssue = { path: ["check_out_date"], error: "validation.check_out_after_check_in" };

export const GetPropertyQuery = z.preprocess(
  gatherParameterFilters,
  z
    .object({
      ...propertyFilters,
      get_similar: coerceBooleanFlag,
      /** Sent by eBroker clients; ignored: the viewer is whoever the token names. */
      current_user: optionalId,
    })
    .refine(checkDates, checkDatesIssue),
);
export type TGetPropertyQuery = z.infer<typeof GetPropertyQuery>;

export const propertySortOrders = [
  "newest",
  "oldest",
  "price_asc",
  "price_desc",
  "most_viewed",
  "most_liked",
  "featured",
  "top_rated",
  "trending",
  "distance",
] as const;

export const GetPropertyListQuery = z.preprocess(
  gatherParameterFilters,
  z
    .object({
      ...propertyFilters,
      sort_by: z.preprocess(emptyToUndefined, z.enum(propertySortOrders).optional()),
    })
    .refine(checkDates, checkDatesIssue),
);
export type TGetPropertyListQuery = z.infer<typeof GetPropertyListQuery>;

export const HomepageDataQuery = z.object({ ...geo, lang: optionalText(10) });
export type THomepageDataQuery = z.infer<typeof HomepageDataQuery>;

export const GetCategoriesQuery = z.object({
  ...paging,
  id: optionalId,
  slug_id: optionalText(200),
  search: optionalText(100),
  has_property: coerceBooleanFlag,
  property_classification: classification,
  lang: optionalText(10),
});
export type TGetCategoriesQuery = z.infer<typeof GetCategoriesQuery>;

export const GetLanguagesQuery = z.object({
  language_code: optionalText(10),
  web_language_file: coerceBooleanFlag,
  lang: optionalText(10),
});
export type TGetLanguagesQuery = z.infer<typeof GetLanguagesQuery>;

export const WebSettingsQuery = z.object({ type: optionalText(100), lang: optionalText(10) });
export type TWebSettingsQuery = z.infer<typeof WebSettingsQuery>;

export const SeoSettingsQuery = z.object({ page: optionalText(100), lang: optionalText(10) });
export type TSeoSettingsQuery = z.infer<typeof SeoSettingsQuery>;

/** `get-city-catalogue`: the places an owner may put a listing or project in; `search` matches either language. */
export const CityCatalogueQuery = z.object({
  search: optionalText(80),
});
export type TCityCatalogueQuery = z.infer<typeof CityCatalogueQuery>;

/**
 * One active city of the catalogue. `city`, `state` and `country` are in the caller's language; the `_en` and
 * `_ar` twins let a form show both and search either.
 */
export const CatalogueCity = z.object({
  id: z.number().int(),
  city: z.string(),
  city_en: z.string(),
  city_ar: z.string(),
  state: z.string(),
  state_en: z.string(),
  state_ar: z.string(),
  country: z.string(),
  country_en: z.string(),
  country_ar: z.string(),
  country_code: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type TCatalogueCity = z.infer<typeof CatalogueCity>;

/** A city of the catalogue a listing or project is placed in; with it, city, state and country may be left out. */
export const cityIdField = coerceOptionalInt(z.number().int().positive().max(MAX_ID));
