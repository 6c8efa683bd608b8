import { z } from "zod";
import { coerceBooleanFlag, coerceOptionalInt, emptyToUndefined } from "../validation/index.js";
import { listingTypeParam, MAX_ID } from "./catalogue.js";
import { PropertyDetail } from "./property-responses.js";

/** Moderation states of a listing (spec §4): new and edited listings wait for an admin. */
export const moderationStatuses = ["pending", "approved", "rejected"] as const;
export type ModerationStatus = (typeof moderationStatuses)[number];

const id = z.number().int().positive().max(MAX_ID);
const optionalId = coerceOptionalInt(id);
const requiredId = optionalId.pipe(z.number());

const invalidValue = { error: "validation.invalid_value" } as const;

/** "a,b", ["a", "b"] or "a" → trimmed, lower-case, non-blank parts without repeats; blank → absent. */
function csvParts(value: unknown): string[] | undefined {
  const v = emptyToUndefined(value);
  if (v === undefined || v === null) return undefined;
  const parts = (Array.isArray(v) ? v : String(v).split(",")).map((part) =>
    String(part).trim().toLowerCase(),
  );
  return [...new Set(parts.filter((part) => part !== ""))];
}

/** eBroker's `status` list: 1 active (shown), 0 inactive (hidden by the owner); the words work too. */
const activeFlags = z.preprocess(
  csvParts,
  z
    .array(z.string())
    .max(2)
    .refine((parts) => parts.every((part) => ["0", "1", "active", "inactive"].includes(part)), invalidValue)
    .transform((parts) => [...new Set(parts.map((part) => part === "1" || part === "active"))])
    .optional(),
);

const requestStatuses = z.preprocess(
  csvParts,
  z
    .array(z.string())
    .max(3)
    .refine(
      (parts) => parts.every((part) => (moderationStatuses as readonly string[]).includes(part)),
      invalidValue,
    )
    .transform((parts) => parts as ModerationStatus[])
    .optional(),
);

/** `get-added-properties`: the caller's own listings in every state (reference §2.3 item 8). */
export const GetAddedPropertiesQuery = z.object({
  id: optionalId,
  slug_id: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
  property_type: listingTypeParam,
  property_classification: coerceOptionalInt(z.number().int().min(1).max(5)),
  status: activeFlags,
  request_status: requestStatuses,
  search: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .max(200)
      .refine((text) => !text.includes("\u0000"), invalidValue)
      .optional(),
  ),
  /** What `search` matches: the title in either language (default), or the listing's id or slug. */
  search_type: z.preprocess(emptyToUndefined, z.enum(["property_name", "reference_id"]).optional()),
  /** Only listings featured right now (an approved advertisement running today). */
  is_promoted: coerceBooleanFlag,
  offset: coerceOptionalInt(z.number().int().min(0).max(1_000_000)),
  limit: coerceOptionalInt(z.number().int().min(1).max(1000)),
  /** Sent by eBroker clients; ignored: the owner is whoever the token names. */
  userid: optionalId,
});
export type TGetAddedPropertiesQuery = z.infer<typeof GetAddedPropertiesQuery>;

/** Spec §3: the identity and ownership papers an owner may attach to a listing, one file of each kind. */
export const ownerDocumentKinds = [
  "policy_data",
  "identity_proof",
  "national_id_passport",
  "utilities_bills",
  "power_of_attorney",
] as const;
export type OwnerDocumentKind = (typeof ownerDocumentKinds)[number];

/**
 * One of those papers as its owner (or an admin) sees it. They are private: never part of a public payload, and
 * `url` is a signed link that stops working after a few minutes, so a page fetches fresh ones when it opens.
 */
export const OwnerDocument = z.object({
  kind: z.enum(ownerDocumentKinds),
  url: z.string(),
  /** `application/pdf`, `image/jpeg`, `image/png` or `image/webp`, decided by the file's content. */
  content_type: z.string(),
  /** Bytes. */
  size: z.number().int().min(0),
});
export type TOwnerDocument = z.infer<typeof OwnerDocument>;

/** One of the owner's listings: the full details plus where it stands. */
export const OwnListing = PropertyDetail.extend({
  request_status: z.enum(moderationStatuses),
  /** 1 shown to the public once approved, 0 switched off by its owner. */
  status: z.union([z.literal(0), z.literal(1)]),
  /** Why an admin rejected the listing; null unless rejected. */
  reject_reason: z.string().nullable(),
  /** The owner's private papers for this listing, with short-lived signed links. */
  owner_documents: z.array(OwnerDocument),
  /** Requests clients sent about the listing (inquiries and viewing requests), whatever their state. */
  total_inquiries: z.number().int().min(0),
});
export type TOwnListing = z.infer<typeof OwnListing>;

const tally = z.number().int().min(0);

/**
 * An owner's items counted by review state, over all of them whatever the filters (tabs and dashboard): moderation
 * states, and approved ones switched on (`active`) or off (`inactive`). Listings and projects share it.
 */
export const ReviewStateCounts = z.object({
  all: tally,
  pending: tally,
  approved: tally,
  rejected: tally,
  active: tally,
  inactive: tally,
});

/** The owner's listings by review state, and those sold or rented. */
export const OwnListingCounts = ReviewStateCounts.extend({ sold: tally, rented: tally });
export type TOwnListingCounts = z.infer<typeof OwnListingCounts>;

/** Extra top-level keys of `get-added-properties` beside `data` and `total` (the filtered count). */
export const ownListingsExtra = {
  /** Views of all the owner's listings together. */
  total_views: z.number().int().min(0),
  counts: OwnListingCounts,
};

/** `change-property-status`: switch an approved listing off (0) or back on (1). */
export const ChangePropertyStatusBody = z.object({
  property_id: requiredId,
  status: coerceOptionalInt(z.number().int().min(0).max(1)).pipe(z.number()),
});
export type TChangePropertyStatusBody = z.infer<typeof ChangePropertyStatusBody>;

/**
 * `update_property_status`: the listing's market state, as eBroker numbers it (0 for sale, 1 for rent,
 * 2 sold, 3 rented) or in words. Sales go to sold and back, rentals to rented and back.
 */
export const UpdatePropertyStatusBody = z.object({
  property_id: requiredId,
  status: listingTypeParam.pipe(z.enum(["sell", "rent", "sold", "rented"])),
});
export type TUpdatePropertyStatusBody = z.infer<typeof UpdatePropertyStatusBody>;

/** `delete_property`: the listing by `id` (eBroker) or `property_id`. */
export const DeletePropertyBody = z
  .object({ id: optionalId, property_id: optionalId })
  .refine((body) => body.id !== undefined || body.property_id !== undefined, {
    error: "zod.required",
    path: ["id"],
  })
  .transform((body) => ({ property_id: (body.id ?? body.property_id) as number }));
export type TDeletePropertyBody = z.infer<typeof DeletePropertyBody>;

/** Where a listing stands after a status change. */
export const ListingState = z.object({
  id,
  property_type: z.enum(["sell", "rent", "sold", "rented"]),
  request_status: z.enum(moderationStatuses),
  status: z.union([z.literal(0), z.literal(1)]),
});
export type TListingState = z.infer<typeof ListingState>;

export const DeletedListing = z.object({ id });

/** `get-owner-documents`: the private papers of one listing, for its owner or an admin. */
export const GetOwnerDocumentsQuery = z.object({ property_id: requiredId });
export type TGetOwnerDocumentsQuery = z.infer<typeof GetOwnerDocumentsQuery>;
export type TDeletedListing = z.infer<typeof DeletedListing>;
