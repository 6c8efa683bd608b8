import { z } from "zod";
import { coerceOptionalInt, emptyToUndefined } from "../validation/index.js";
import { MAX_ID } from "./catalogue.js";

const lang = z.preprocess(emptyToUndefined, z.string().trim().max(10).optional());
const optionalId = coerceOptionalInt(z.number().int().positive().max(MAX_ID));

/** What a member can feature: a listing or a project, each paid with its own package feature. */
export const FEATURE_TARGETS = ["property", "project"] as const;
export type TFeatureTarget = (typeof FEATURE_TARGETS)[number];

/**
 * An advertisement's life: `pending` until an admin approves it (or at once when auto-approval applies),
 * `approved` while it runs, `expired` once its end passed (a job sets it; readers also check the end),
 * `rejected` by an admin.
 */
export const ADVERTISEMENT_STATUSES = ["pending", "approved", "rejected", "expired"] as const;
export type TAdvertisementStatus = (typeof ADVERTISEMENT_STATUSES)[number];

/** Featured items per page of `get-featured-data`. */
export const FEATURED_PAGE = 100;

/**
 * `store_advertisement`. The id that matches `feature_for` is required (checked by the service, so the message
 * names the missing field); the other one is ignored. Unknown keys are dropped, not refused: eBroker clients send
 * leftovers of older forms (`package_id`, `type`), and the price is never theirs to set anyway.
 */
export const StoreAdvertisementBody = z.object({
  feature_for: z.preprocess(emptyToUndefined, z.enum(FEATURE_TARGETS)),
  property_id: optionalId,
  project_id: optionalId,
  lang,
});
export type TStoreAdvertisementBody = z.infer<typeof StoreAdvertisementBody>;

export const FeaturedDataQuery = z.object({
  offset: coerceOptionalInt(z.number().int().min(0).max(1_000_000)),
  limit: coerceOptionalInt(z.number().int().min(1).max(FEATURED_PAGE)),
  lang,
});
export type TFeaturedDataQuery = z.infer<typeof FeaturedDataQuery>;

export const Advertisement = z.object({
  id: z.number().int(),
  feature_for: z.enum(FEATURE_TARGETS),
  status: z.enum(ADVERTISEMENT_STATUSES),
  /** ISO 8601 instants. */
  start_date: z.string(),
  end_date: z.string(),
  /** Titles in the caller's language; images as absolute URLs ("" when none). */
  property: z
    .object({ id: z.number().int(), title: z.string(), slug_id: z.string(), title_image: z.string() })
    .nullable(),
  project: z
    .object({ id: z.number().int(), title: z.string(), slug_id: z.string(), image: z.string() })
    .nullable(),
});
export type TAdvertisement = z.infer<typeof Advertisement>;
