import { z } from "zod";
import { listingTypeParam, MAX_ID, optionalText } from "./catalogue.js";
import { bilingualFields } from "./envelope.js";
import { coerceOptionalInt, coerceOptionalNumber } from "../validation/index.js";

const requiredId = coerceOptionalInt(z.number().int().positive().max(MAX_ID)).pipe(z.number());

/** `compare-properties`: two different public listings of one category. */
export const ComparePropertiesQuery = z.object({
  source_property_id: requiredId,
  target_property_id: requiredId,
  lang: z.string().max(10).optional(),
});
export type TComparePropertiesQuery = z.infer<typeof ComparePropertiesQuery>;

const ComparedParameter = z.object({
  id: z.number().int(),
  ...bilingualFields("name"),
  image: z.string(),
  value: z.string(),
});

const NearByPlace = z.object({
  id: z.number().int(),
  ...bilingualFields("name"),
  image: z.string(),
  distance: z.number(),
});

export const ComparedProperty = z.object({
  id: z.number().int(),
  slug_id: z.string(),
  ...bilingualFields("title"),
  ...bilingualFields("city"),
  ...bilingualFields("state"),
  ...bilingualFields("country"),
  ...bilingualFields("address"),
  category_id: z.number().int(),
  is_premium: z.boolean(),
  title_image: z.string(),
  created_at: z.string(),
  price: z.number(),
  price_minor: z.number().int(),
  currency: z.string().length(3),
  rentduration: z.string().nullable(),
  property_type: z.enum(["sell", "rent", "sold", "rented"]),
  total_likes: z.number().int(),
  total_views: z.number().int(),
  /** The listing's parameters (eBroker calls them facilities here). */
  facilities: z.array(ComparedParameter),
  near_by_places: z.array(NearByPlace),
});
export type TComparedProperty = z.infer<typeof ComparedProperty>;

export const ComparisonResult = z.object({
  source_property: ComparedProperty,
  target_property: ComparedProperty,
});
export type TComparisonResult = z.infer<typeof ComparisonResult>;

/**
 * `get_nearby_properties`: public listings near a point (nearest first) or in a city and state (newest first),
 * either narrowed by `type` (eBroker's name for the listing type). Empty values are absent, as eBroker's web sends
 * `city=&state=&type=`; with neither point nor place it lists every public listing, newest first.
 */
export const NearbyPropertiesQuery = z
  .object({
    latitude: coerceOptionalNumber(z.number().min(-90).max(90)),
    longitude: coerceOptionalNumber(z.number().min(-180).max(180)),
    /** Kilometres; 10 when left out. */
    radius: coerceOptionalNumber(z.number().positive().max(500)),
    city: optionalText(120),
    state: optionalText(120),
    type: listingTypeParam,
    property_type: listingTypeParam,
    property_classification: coerceOptionalInt(z.number().int().min(1).max(5)),
    offset: coerceOptionalInt(z.number().int().min(0).max(1_000_000)),
    limit: coerceOptionalInt(z.number().int().min(1).max(100)),
    lang: z.string().max(10).optional(),
  })
  .superRefine((query, ctx) => {
    // A point needs both coordinates: the missing one is the field to fix.
    if ((query.latitude === undefined) === (query.longitude === undefined)) return;
    const missing = query.latitude === undefined ? "latitude" : "longitude";
    ctx.addIssue({ code: "custom", path: [missing], message: "zod.required" });
  });
export type TNearbyPropertiesQuery = z.infer<typeof NearbyPropertiesQuery>;

/**
 * `set_property_total_click` (FormData): a listing opened by id or slug. eBroker's web sends `slug_id`
 * (older) or `property_slug_id` beside `project_slug_id`, often with the other one empty.
 */
export const PropertyClickBody = z
  .object({
    property_id: coerceOptionalInt(z.number().int().positive().max(MAX_ID)),
    slug_id: optionalText(200),
    property_slug_id: optionalText(200),
    project_slug_id: optionalText(200),
  })
  .refine(
    (body) =>
      body.property_id !== undefined ||
      body.slug_id !== undefined ||
      body.property_slug_id !== undefined ||
      body.project_slug_id !== undefined,
    { path: ["property_slug_id"], error: "zod.required" },
  );
export type TPropertyClickBody = z.infer<typeof PropertyClickBody>;

/** The listing's view count after the click; null for a project, whose views are not counted. */
export const PropertyClick = z.object({ id: z.number().int(), total_click: z.number().int() }).nullable();

/** `get-all-similar-properties`: listings like one listing (by id or slug), paged. */
export const AllSimilarPropertiesQuery = z
  .object({
    property_id: coerceOptionalInt(z.number().int().positive().max(MAX_ID)),
    slug_id: optionalText(200),
    offset: coerceOptionalInt(z.number().int().min(0).max(1_000_000)),
    limit: coerceOptionalInt(z.number().int().min(1).max(100)),
    lang: z.string().max(10).optional(),
  })
  .refine((query) => query.property_id !== undefined || query.slug_id !== undefined, {
    path: ["property_id"],
    error: "zod.required",
  });
export type TAllSimilarPropertiesQuery = z.infer<typeof AllSimilarPropertiesQuery>;
