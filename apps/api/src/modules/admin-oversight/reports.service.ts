import type {
  TAdminReportDetail,
  TAdminReportedListing,
  TAdminReportsQuery,
  TAdminReportsResolved,
} from "@manzil/domain/contracts";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { pick } from "../../lib/localise.js";
import type { Language } from "../../plugins/i18n.js";
import { recordAdminAction, type AuditActor } from "../audit/audit.repository.js";
import { recordDecision, reviewedItem } from "../moderation/moderation.repository.js";
import type { ModerationService } from "../moderation/moderation.service.js";
import {
  latestResolutions,
  lockOpenReports,
  otherMessages,
  reasonTallies,
  reportedListings,
  reportedPage,
  reportsOf,
  resolveReports,
  type ReportedListingRow,
  type Resolution,
} from "./reports.repository.js";

const DEFAULT_PAGE = 20;

const toListing = (row: ReportedListingRow) => ({
  id: row.id,
  slug_id: row.slug,
  title: row.title,
  title_ar: row.titleAr ?? "",
  request_status: row.moderationStatus,
  is_active: row.isActive,
  is_public: row.moderationStatus === "approved" && row.isActive,
  owner: { id: row.ownerId, name: row.ownerName, email: row.ownerEmail },
});

const noReports = () => new AppError("NOT_FOUND", { messageKey: "admin_oversight.no_reports" });

const groupBy = <T extends { propertyId: number }>(rows: T[]) => {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.propertyId, [...(map.get(row.propertyId) ?? []), row]);
  return map;
};

/**
 * Issue 17: members' reports on listings, as the admins see them (per listing), and the two ways to close them:
 * nothing wrong (dismiss) or the listing taken down through the review's own rejection, its owner told why.
 */
export function createAdminReportsService(
  db: Database,
  deps: { moderation: Pick<ModerationService, "tellOwner">; demoMode: boolean },
) {
  /** Locks the listing's open reports, marks them resolved, takes the listing down if so decided; all or nothing. */
  async function resolve(
    actor: AuditActor,
    propertyId: number,
    input: { resolution: Resolution; reason?: string; now: Date },
  ): Promise<{
    resolved: TAdminReportsResolved;
    item: NonNullable<Awaited<ReturnType<typeof reviewedItem>>>;
  }> {
    if (deps.demoMode) throw new AppError("DEMO_MODE");
    const item = await reviewedItem(db, "property", propertyId);
    if (!item) throw noReports();
    const resolvedCount = await db.transaction(async (tx) => {
      const open = await lockOpenReports(tx, propertyId);
      if (open.length === 0) {
        // Reports that were there and are all closed: another admin got there first (or did earlier).
        const any = await reportsOf(tx, propertyId);
        if (any.length === 0) throw noReports();
        throw new AppError("CONFLICT", { messageKey: "admin_oversight.already_resolved" });
      }
      await resolveReports(tx, { ids: open, resolution: input.resolution, by: actor.id, now: input.now });
      let after: Record<string, unknown> = {};
      if (input.resolution === "listing_deactivated") {
        // The review's rejection takes it off public pages and keeps it off until an admin approves it again:
        // the owner cannot switch a rejected listing back on, only edit it and send it for review.
        const decided = await recordDecision(tx, {
          kind: "property",
          id: propertyId,
          state: "rejected",
          reason: input.reason ?? null,
          enable: false,
          now: input.now,
        });
        after = { request_status: decided?.moderationStatus, reject_reason: decided?.rejectionReason };
      }
      await recordAdminAction(tx, actor, {
        action: input.resolution === "dismissed" ? "reports.dismiss" : "reports.deactivate_listing",
        targetType: "property",
        targetId: propertyId,
        before: { open_reports: open, request_status: item.moderationStatus, is_active: item.isActive },
        after: { resolution: input.resolution, resolved_reports: open, ...after },
      });
      return open.length;
    });
    return {
      resolved: { property_id: propertyId, resolution: input.resolution, resolved_count: resolvedCount },
      item,
    };
  }

  return {
    async list(
      query: TAdminReportsQuery,
      lang: Language,
    ): Promise<{ items: TAdminReportedListing[]; total: number }> {
      const state = query.status;
      const { groups, total } = await reportedPage(db, {
        state,
        offset: query.offset ?? 0,
        limit: query.limit ?? DEFAULT_PAGE,
      });
      const ids = groups.map((g) => g.propertyId);
      const [listings, tallies, others, resolutions] = await Promise.all([
        reportedListings(db, ids),
        reasonTallies(db, ids, state),
        otherMessages(db, ids, state),
        state === "resolved" ? latestResolutions(db, ids) : Promise.resolve([]),
      ]);
      const listingOf = new Map(listings.map((l) => [l.id, l]));
      const talliesOf = groupBy(tallies);
      const othersOf = groupBy(others);
      const resolutionOf = new Map(resolutions.map((r) => [r.propertyId, r.resolution]));
      const items = groups.flatMap((group) => {
        const listing = listingOf.get(group.propertyId);
        if (!listing) return [];
        return [
          {
            property: toListing(listing),
            report_count: group.count,
            latest_report_at: new Date(group.latest as Date | string).toISOString(),
            reasons: (talliesOf.get(group.propertyId) ?? []).map((t) => ({
              reason_id: t.reasonId,
              reason: pick(lang, t.reason, t.reasonAr),
              count: t.count,
            })),
            other_messages: (othersOf.get(group.propertyId) ?? []).map((o) => ({
              message: o.message ?? "",
              created_at: o.createdAt.toISOString(),
            })),
            resolution: resolutionOf.get(group.propertyId) ?? null,
            resolved_at:
              state === "resolved" && group.resolvedAt
                ? new Date(group.resolvedAt as Date | string).toISOString()
                : null,
          },
        ];
      });
      return { items, total };
    },

    async detail(propertyId: number, lang: Language): Promise<TAdminReportDetail> {
      const [[listing], reports] = await Promise.all([
        reportedListings(db, [propertyId]),
        reportsOf(db, propertyId),
      ]);
      if (!listing || reports.length === 0) throw noReports();
      return {
        property: toListing(listing),
        open_count: reports.filter((r) => r.resolvedAt === null).length,
        reports: reports.map((r) => ({
          id: r.id,
          reporter: { id: r.reporterId, name: r.reporterName },
          reason_id: r.reasonId,
          reason: r.reasonId !== null && r.reason !== null ? pick(lang, r.reason, r.reasonAr) : null,
          other_message: r.otherMessage,
          created_at: r.createdAt.toISOString(),
          resolution: r.resolution,
          resolved_at: r.resolvedAt?.toISOString() ?? null,
          resolved_by:
            r.resolverId !== null && r.resolverName !== null
              ? { id: r.resolverId, name: r.resolverName }
              : null,
        })),
      };
    },

    async dismiss(actor: AuditActor, propertyId: number, now: Date): Promise<TAdminReportsResolved> {
      const { resolved } = await resolve(actor, propertyId, { resolution: "dismissed", now });
      return resolved;
    },

    /** Takes the listing down with the reason, then tells the owner (notice and e-mail) after the commit. */
    async deactivateListing(
      actor: AuditActor,
      propertyId: number,
      input: { reason: string; now: Date },
    ): Promise<TAdminReportsResolved> {
      const { resolved, item } = await resolve(actor, propertyId, {
        resolution: "listing_deactivated",
        reason: input.reason,
        now: input.now,
      });
      await deps.moderation.tellOwner("property", item, {
        approved: false,
        reason: input.reason,
        variant: "taken_down",
        template: "listing_taken_down",
      });
      return resolved;
    },
  };
}

export type AdminReportsService = ReturnType<typeof createAdminReportsService>;
