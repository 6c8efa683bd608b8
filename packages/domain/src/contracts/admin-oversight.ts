import { z } from "zod";
import { coerceOptionalInt, emptyToUndefined } from "../validation/index.js";
import { MAX_ID, paging } from "./catalogue.js";
import { moderationStatuses } from "./listing-management.js";
import { MAX_REJECTION_REASON } from "./moderation.js";

/** Issue 17 (ADR 070): the admin console's oversight of members' reports on listings and of featured ads. */

const optionalText = (max: number) =>
  z.preprocess(emptyToUndefined, z.string().trim().min(1).max(max).optional());

const id = coerceOptionalInt(z.number().int().positive().max(MAX_ID)).pipe(z.number());

/** A reason the owner reads (in their inbox and e-mail): required, at most 1000 characters. */
const ownerReason = z.preprocess(
  emptyToUndefined,
  z
    .string({ error: "admin_oversight.reason_required" })
    .trim()
    .min(1, { error: "admin_oversight.reason_required" })
    .max(MAX_REJECTION_REASON, { error: "admin_oversight.reason_too_long" })
    .refine((text) => !text.includes("\u0000"), { error: "validation.invalid_value" }),
);

const isoDate = z.preprocess(emptyToUndefined, z.iso.date({ error: "validation.invalid_value" }).optional());

// --- Reports on listings -----------------------------------------------------------------------------------

export const reportStates = ["open", "resolved"] as const;
export const reportResolutions = ["dismissed", "listing_deactivated"] as const;
export type TReportResolution = (typeof reportResolutions)[number];

/** `GET /api/admin/reports`: listings with open (the default) or resolved reports, latest report first. */
export const AdminReportsQuery = z.object({
  status: z.preprocess(
    emptyToUndefined,
    z.enum(reportStates, { error: "validation.invalid_value" }).default("open"),
  ),
  ...paging,
});
export type TAdminReportsQuery = z.infer<typeof AdminReportsQuery>;

export const AdminReportPropertyParams = z.object({ propertyId: id });

const ReportedListing = z.object({
  id: z.number().int(),
  slug_id: z.string(),
  title: z.string(),
  title_ar: z.string(),
  request_status: z.enum(moderationStatuses),
  is_active: z.boolean(),
  /** Whether the public can see it now (approved and switched on by its owner). */
  is_public: z.boolean(),
  owner: z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() }),
});

/** One listing in the reports list: its reports in the chosen state, summed up. */
export const AdminReportedListing = z.object({
  property: ReportedListing,
  report_count: z.number().int(),
  latest_report_at: z.string(),
  /** Listed reasons in the caller's language, the most given first. */
  reasons: z.array(
    z.object({ reason_id: z.number().int().nullable(), reason: z.string(), count: z.number().int() }),
  ),
  /** Reports in the member's own words ("other"), newest first. */
  other_messages: z.array(z.object({ message: z.string(), created_at: z.string() })),
  /** For resolved reports: what was done last and when. */
  resolution: z.enum(reportResolutions).nullable(),
  resolved_at: z.string().nullable(),
});
export type TAdminReportedListing = z.infer<typeof AdminReportedListing>;

export const AdminReport = z.object({
  id: z.number().int(),
  reporter: z.object({ id: z.number().int(), name: z.string() }),
  reason_id: z.number().int().nullable(),
  /** The listed reason in the caller's language; null for a report in the member's own words. */
  reason: z.string().nullable(),
  other_message: z.string().nullable(),
  created_at: z.string(),
  resolution: z.enum(reportResolutions).nullable(),
  resolved_at: z.string().nullable(),
  resolved_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type TAdminReport = z.infer<typeof AdminReport>;

/** `GET /api/admin/reports/:propertyId`: the listing and every report on it, open ones first, newest first. */
export const AdminReportDetail = z.object({
  property: ReportedListing,
  open_count: z.number().int(),
  reports: z.array(AdminReport),
});
export type TAdminReportDetail = z.infer<typeof AdminReportDetail>;

/** `POST /api/admin/reports/:propertyId/deactivate-listing`: the reason the owner is told. */
export const AdminDeactivateReportedBody = z.object({ reason: ownerReason });
export type TAdminDeactivateReportedBody = z.infer<typeof AdminDeactivateReportedBody>;

export const AdminReportsResolved = z.object({
  property_id: z.number().int(),
  resolution: z.enum(reportResolutions),
  resolved_count: z.number().int(),
});
export type TAdminReportsResolved = z.infer<typeof AdminReportsResolved>;

// --- Featured advertisements -------------------------------------------------------------------------------

export const adminAdvertisementStatuses = ["pending", "approved", "rejected", "expired"] as const;
export type TAdminAdvertisementStatus = (typeof adminAdvertisementStatuses)[number];

/**
 * `GET /api/admin/advertisements`: pending ones first, then the newest. `q` searches the listing's or project's
 * title (both languages), `owner` the owner's name or e-mail; `from` / `to` (YYYY-MM-DD) keep those running in
 * that period.
 */
export const AdminAdvertisementsQuery = z
  .object({
    status: z.preprocess(
      emptyToUndefined,
      z.enum(adminAdvertisementStatuses, { error: "validation.invalid_value" }).optional(),
    ),
    q: optionalText(100),
    owner: optionalText(100),
    from: isoDate,
    to: isoDate,
    ...paging,
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.to < query.from) {
      ctx.addIssue({ code: "custom", path: ["to"], message: "admin_oversight.period_reversed" });
    }
  });
export type TAdminAdvertisementsQuery = z.infer<typeof AdminAdvertisementsQuery>;

export const AdminAdvertisementParams = z.object({ id });

export const AdminAdvertisement = z.object({
  id: z.number().int(),
  target: z.enum(["property", "project"]),
  status: z.enum(adminAdvertisementStatuses),
  starts_at: z.string(),
  ends_at: z.string(),
  created_at: z.string(),
  listing: z.object({ id: z.number().int(), slug_id: z.string(), title: z.string(), title_ar: z.string() }),
  owner: z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() }),
});
export type TAdminAdvertisement = z.infer<typeof AdminAdvertisement>;

export const AdminRejectAdvertisementBody = z.object({ reason: ownerReason });
export type TAdminRejectAdvertisementBody = z.infer<typeof AdminRejectAdvertisementBody>;

/** The advertisement after a decision; `credit_returned` says whether a rejection gave the featuring back. */
export const AdminAdvertisementDecision = AdminAdvertisement.extend({ credit_returned: z.boolean() });
export type TAdminAdvertisementDecision = z.infer<typeof AdminAdvertisementDecision>;
