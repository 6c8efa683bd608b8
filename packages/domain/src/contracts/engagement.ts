import { z } from "zod";
import { coerceOptionalInt, email, emptyToUndefined, requiredText } from "../validation/index.js";
import { MAX_ID, MAX_PRICE, paging } from "./catalogue.js";
import { bilingualFields } from "./envelope.js";

const noNul = (text: string) => !text.includes("\u0000");
const boundedText = (max: number) => z.string().max(max).refine(noNul, { error: "validation.invalid_value" });

export const ReportReason = z.object({ id: z.number().int(), ...bilingualFields("reason") });
export type TReportReason = z.infer<typeof ReportReason>;

/** `add_reports`: a listed reason, or `reason_id` 0 / absent with the member's own words. */
export const AddReportBody = z
  .object({
    property_id: coerceOptionalInt(z.number().int().positive().max(MAX_ID)).pipe(z.number()),
    // eBroker clients send 0 for "other".
    reason_id: z.preprocess(
      (value) => (value === 0 || value === "0" ? undefined : value),
      coerceOptionalInt(z.number().int().positive().max(MAX_ID)),
    ),
    other_message: z.preprocess(emptyToUndefined, boundedText(1000).trim().optional()),
  })
  .refine((body) => body.reason_id !== undefined || body.other_message !== undefined, {
    error: "validation.report_reason_required",
    path: ["reason_id"],
  });
export type TAddReportBody = z.infer<typeof AddReportBody>;

/** `contct_us` (spelt as the clients call it): every field required, spec §5 messages. */
export const ContactUsBody = z.object({
  first_name: requiredText("first_name").pipe(boundedText(100)),
  last_name: requiredText("last_name").pipe(boundedText(100)),
  email,
  subject: requiredText("subject").pipe(boundedText(200)),
  message: requiredText("message").pipe(boundedText(5000)),
});
export type TContactUsBody = z.infer<typeof ContactUsBody>;

const requiredId = coerceOptionalInt(z.number().int().positive().max(MAX_ID)).pipe(z.number());

/** eBroker's on/off `type`: 1 (add, interested) or 0 (remove, not interested); "1"/"0" from forms. */
const onOff = coerceOptionalInt(z.number().int().min(0).max(1)).pipe(z.number());

/** `add_favourite` and `interested_users`: idempotent either way. */
export const ToggleListingBody = z.object({ property_id: requiredId, type: onOff });
export type TToggleListingBody = z.infer<typeof ToggleListingBody>;

export const FavouriteState = z.object({ property_id: z.number().int(), is_favourite: z.boolean() });
export type TFavouriteState = z.infer<typeof FavouriteState>;

export const InterestState = z.object({ property_id: z.number().int(), is_interested: z.boolean() });
export type TInterestState = z.infer<typeof InterestState>;

/** Paged lists of the caller's own things (`get_favourite_property`, `get_user_recommendation`). */
export const OwnListQuery = z.object({ ...paging });
export type TOwnListQuery = z.infer<typeof OwnListQuery>;

export const InterestedUsersQuery = z.object({ property_id: requiredId, ...paging });
export type TInterestedUsersQuery = z.infer<typeof InterestedUsersQuery>;

/** A lead for the listing's owner: who is interested and how to reach them. */
export const InterestedUser = z.object({
  id: z.number().int(),
  name: z.string(),
  slug_id: z.string(),
  profile: z.string(),
  customer_type: z.string().nullable(),
  email: z.string(),
  mobile: z.string(),
  interested_at: z.string(),
});
export type TInterestedUser = z.infer<typeof InterestedUser>;

/** A CSV string or an array → trimmed, non-blank parts; blank → absent. */
function listParts(value: unknown): string[] | undefined {
  const v = emptyToUndefined(value);
  if (v === undefined || v === null) return undefined;
  const parts = (Array.isArray(v) ? v : String(v).split(",")).map((part) => String(part).trim());
  return parts.filter((part) => part !== "");
}

// Lists are checked as a whole so that a bad element is reported under the field a form shows, not `field.3`.
const invalidValue = { error: "validation.invalid_value" } as const;
const ID_TEXT = /^[1-9]\d{0,9}$/;
const PRICE_TEXT = /^\d+(\.\d+)?$/;

/** "1,2", [1, 2] or "1" → [1, 2]; duplicates dropped. */
const idList = z.preprocess(
  listParts,
  z
    .array(z.string())
    .max(50)
    .refine((parts) => parts.every((part) => ID_TEXT.test(part) && Number(part) <= MAX_ID), invalidValue)
    .transform((parts) => [...new Set(parts.map(Number))])
    .optional(),
);

/** "min,max" in major units of EGP; either side may be blank ("500000," is "from 500,000"). */
const priceRange = z.preprocess(
  (value) => {
    const v = emptyToUndefined(value);
    if (v === undefined || v === null) return undefined;
    return (Array.isArray(v) ? v : String(v).split(",")).map((side) => String(side ?? "").trim());
  },
  z
    .array(z.string())
    .refine(
      (sides) =>
        sides.length === 2 &&
        sides.every((side) => side === "" || (PRICE_TEXT.test(side) && Number(side) <= MAX_PRICE)),
      invalidValue,
    )
    .transform(
      (sides) =>
        sides.map((side) => (side === "" ? undefined : Number(side))) as [
          number | undefined,
          number | undefined,
        ],
    )
    .optional(),
);

const marketTypeWords: Record<string, "sell" | "rent"> = {
  "0": "sell",
  "1": "rent",
  sell: "sell",
  rent: "rent",
};

/** "0", "1", "0,1", the words, or an array of them → ["sell", "rent"] in that order. */
const marketTypes = z.preprocess(
  listParts,
  z
    .array(z.string())
    .refine(
      (parts) => parts.every((part) => Object.hasOwn(marketTypeWords, part.toLowerCase())),
      invalidValue,
    )
    .transform((parts) => {
      const chosen = new Set(parts.map((part) => marketTypeWords[part.toLowerCase()]));
      return (["sell", "rent"] as const).filter((type) => chosen.has(type));
    })
    .optional(),
);

/** `POST personalised-fields` in eBroker names (`outdoor_facilitiy_ids` is spelt as the clients send it). */
export const PersonalisedFieldsBody = z
  .object({
    category_ids: idList,
    outdoor_facilitiy_ids: idList,
    price_range: priceRange,
    property_type: marketTypes,
    city: z.preprocess(emptyToUndefined, boundedText(100).trim().optional()),
  })
  .refine(
    (body) =>
      Boolean(body.category_ids?.length) ||
      Boolean(body.outdoor_facilitiy_ids?.length) ||
      body.price_range?.some((side) => side !== undefined) === true ||
      Boolean(body.property_type?.length) ||
      body.city !== undefined,
    { error: "engagement.interests_empty" },
  );
export type TPersonalisedFieldsBody = z.infer<typeof PersonalisedFieldsBody>;

/** The stored interests, in eBroker's shapes (CSV strings) and in plain ones. */
export const PersonalisedFields = z.object({
  category_ids: z.array(z.number().int()),
  outdoor_facilitiy_ids: z.array(z.number().int()),
  /** "min,max" in major units of EGP, a side blank when open; "" when no price was given. */
  price_range: z.string(),
  price_min_minor: z.number().int().nullable(),
  price_max_minor: z.number().int().nullable(),
  currency: z.string().length(3),
  /** "0", "1" or "0,1" as eBroker clients read it. */
  property_type: z.string(),
  property_types: z.array(z.enum(["sell", "rent"])),
  city: z.string(),
  updated_at: z.string(),
});
export type TPersonalisedFields = z.infer<typeof PersonalisedFields>;
