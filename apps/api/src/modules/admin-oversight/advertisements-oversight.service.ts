import type {
  TAdminAdvertisement,
  TAdminAdvertisementDecision,
  TAdminAdvertisementsQuery,
} from "@manzil/domain/contracts";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { recordAdminAction, type AuditActor } from "../audit/audit.repository.js";
import type { ModerationService } from "../moderation/moderation.service.js";
import type { PackagesService } from "../packages/packages.service.js";
import {
  lockAdvertisement,
  searchAdvertisements,
  updateAdvertisement,
  type AdminAdRow,
  type AdStatus,
} from "./advertisements-oversight.repository.js";

const FEATURE_OF = { property: "property_feature", project: "project_feature" } as const;

function toAdminAd(row: AdminAdRow): TAdminAdvertisement {
  return {
    id: row.id,
    target: row.target,
    status: row.status,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    listing: { id: row.listingId, slug_id: row.slug, title: row.title, title_ar: row.titleAr ?? "" },
    owner: { id: row.ownerId, name: row.ownerName, email: row.ownerEmail },
  };
}

const audited = (row: { status: AdStatus; startsAt: Date; endsAt: Date }) => ({
  status: row.status,
  starts_at: row.startsAt.toISOString(),
  ends_at: row.endsAt.toISOString(),
});

type Decision = "approve" | "reject" | "end";

/**
 * Issue 17: the admins' answer to members' featurings (ADR 070). Pending ones are approved or rejected (the
 * credit going back when it can), approved ones can be ended early. Each decision locks the advertisement,
 * checks the move is allowed (409 otherwise) and commits with its audit record; the owner is told afterwards.
 */
export function createAdminAdvertisementsService(
  db: Database,
  deps: {
    packages: Pick<PackagesService, "giveBack">;
    moderation: Pick<ModerationService, "tellOwner">;
    demoMode: boolean;
  },
) {
  async function decide(
    actor: AuditActor,
    id: number,
    decision: Decision,
    input: { reason?: string; now: Date },
  ): Promise<{ ad: TAdminAdvertisementDecision; row: AdminAdRow }> {
    if (deps.demoMode) throw new AppError("DEMO_MODE");
    const { now } = input;
    return db.transaction(async (tx) => {
      const before = await lockAdvertisement(tx, id);
      if (!before) throw new AppError("NOT_FOUND", { messageKey: "admin_oversight.ad_not_found" });
      const conflict = (messageKey: string) => new AppError("CONFLICT", { messageKey });
      let after: { status: AdStatus; startsAt: Date; endsAt: Date };
      let creditReturned = false;
      if (decision === "end") {
        if (before.status !== "approved") throw conflict("admin_oversight.ad_not_running");
        // Ends now; one not started yet ends a moment after its start (the period must stay non-empty).
        const endsAt = now > before.startsAt ? now : new Date(before.startsAt.getTime() + 1);
        after = { status: "expired", startsAt: before.startsAt, endsAt };
      } else {
        if (before.status !== "pending") throw conflict("admin_oversight.ad_not_pending");
        if (decision === "approve") {
          if (before.endsAt <= now) throw conflict("admin_oversight.ad_period_over");
          if (!before.listingApproved || !before.listingActive) {
            throw conflict("admin_oversight.ad_listing_not_live");
          }
          // The member paid for a length of featuring: it runs that long from the approval, not from the asking.
          const length = before.endsAt.getTime() - before.startsAt.getTime();
          const startsAt = now > before.startsAt ? now : before.startsAt;
          after = { status: "approved", startsAt, endsAt: new Date(startsAt.getTime() + length) };
        } else {
          after = { status: "rejected", startsAt: before.startsAt, endsAt: before.endsAt };
          creditReturned = await deps.packages.giveBack(before.ownerId, FEATURE_OF[before.target], now, {
            tx,
          });
        }
      }
      await updateAdvertisement(tx, id, after);
      await recordAdminAction(tx, actor, {
        action: `advertisements.${decision}`,
        targetType: "advertisement",
        targetId: id,
        before: audited(before),
        after: {
          ...audited(after),
          ...(input.reason ? { reason: input.reason } : {}),
          ...(decision === "reject" ? { credit_returned: creditReturned } : {}),
        },
      });
      const row = { ...before, ...after };
      return { ad: { ...toAdminAd(row), credit_returned: creditReturned }, row };
    });
  }

  /** The owner hears of an approval or a rejection; one ended early shows as ended on their own list. */
  async function tellOwner(row: AdminAdRow, approved: boolean, reason: string) {
    await deps.moderation.tellOwner(
      row.target,
      {
        id: row.listingId,
        slug: row.slug,
        title: row.title,
        titleAr: row.titleAr,
        ownerId: row.ownerId,
        ownerName: row.ownerName,
        ownerEmail: row.ownerEmail,
      },
      {
        approved,
        reason,
        variant: "featured",
        template: approved ? "advertisement_approved" : "advertisement_rejected",
        noticeLink: "/user/advertisement",
      },
    );
  }

  return {
    async list(query: TAdminAdvertisementsQuery): Promise<{ items: TAdminAdvertisement[]; total: number }> {
      const { rows, total } = await searchAdvertisements(db, query);
      return { items: rows.map(toAdminAd), total };
    },

    async approve(actor: AuditActor, id: number, now: Date) {
      const { ad, row } = await decide(actor, id, "approve", { now });
      await tellOwner(row, true, "");
      return ad;
    },

    async reject(actor: AuditActor, id: number, input: { reason: string; now: Date }) {
      const { ad, row } = await decide(actor, id, "reject", input);
      await tellOwner(row, false, input.reason);
      return ad;
    },

    async end(actor: AuditActor, id: number, now: Date) {
      return (await decide(actor, id, "end", { now })).ad;
    },
  };
}

export type AdminAdvertisementsService = ReturnType<typeof createAdminAdvertisementsService>;
