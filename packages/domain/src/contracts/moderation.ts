import { z } from "zod";
import { coerceOptionalInt, emptyToUndefined } from "../validation/index.js";
import { MAX_ID, paging } from "./catalogue.js";
import { moderationStatuses } from "./listing-management.js";

/** What an admin may decide about a listing or project waiting for review (spec §4). */
export const moderationDecisions = ["approved", "rejected"] as const;
export type ModerationDecision = (typeof moderationDecisions)[number];

/** The longest rejection reason kept; the owner reads it on their list and in the e-mail. */
export const MAX_REJECTION_REASON = 1000;

const requiredId = coerceOptionalInt(z.number().int().positive().max(MAX_ID)).pipe(
  z.number({ error: "moderation.id_required" }),
);

/**
 * `POST admin/moderate-property` and `POST admin/moderate-project`: approve, or reject with a reason the
 * owner will see. Deciding again is allowed (an approved listing can be taken down with a reason).
 */
export const ModerationDecisionBody = z
  .object({
    id: requiredId,
    request_status: z.enum(moderationDecisions, { error: "validation.invalid_value" }),
    reject_reason: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .max(MAX_REJECTION_REASON, { error: "moderation.reason_too_long" })
        .refine((text) => !text.includes("\u0000"), { error: "validation.invalid_value" })
        .optional(),
    ),
  })
  .superRefine((body, ctx) => {
    if (body.request_status === "rejected" && !body.reject_reason) {
      ctx.addIssue({ code: "custom", path: ["reject_reason"], message: "moderation.reason_required" });
    }
  });
export type TModerationDecisionBody = z.infer<typeof ModerationDecisionBody>;

/** `GET admin/moderation-queue`: listings or projects in one review state, by when they last changed. */
export const ModerationQueueQuery = z.object({
  type: z.preprocess(emptyToUndefined, z.enum(["property", "project"]).default("property")),
  request_status: z.preprocess(emptyToUndefined, z.enum(moderationStatuses).default("pending")),
  /** `oldest` (the default) serves the longest-waiting first; `newest` shows what just arrived. */
  sort: z.preprocess(emptyToUndefined, z.enum(["oldest", "newest"]).default("oldest")),
  ...paging,
});
export type TModerationQueueQuery = z.infer<typeof ModerationQueueQuery>;

/** One item in the review queue: enough to decide and to open it. */
export const ModerationQueueItem = z.object({
  id: z.number().int(),
  type: z.enum(["property", "project"]),
  slug_id: z.string(),
  title: z.string(),
  title_ar: z.string(),
  /** The start of the description in the caller's language (English when there is no Arabic), enough to judge it. */
  description: z.string(),
  city: z.string(),
  request_status: z.enum(moderationStatuses),
  reject_reason: z.string().nullable(),
  owner: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  updated_at: z.string(),
});
export type TModerationQueueItem = z.infer<typeof ModerationQueueItem>;

/** The answer to a decision: where the item stands now. */
export const ModerationOutcome = z.object({
  id: z.number().int(),
  request_status: z.enum(moderationStatuses),
  reject_reason: z.string().nullable(),
});
export type TModerationOutcome = z.infer<typeof ModerationOutcome>;
