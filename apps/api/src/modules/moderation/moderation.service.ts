import type {
  TModerationDecisionBody,
  TModerationOutcome,
  TModerationQueueItem,
  TModerationQueueQuery,
} from "@manzil/domain/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { pick } from "../../lib/localise.js";
import { isLanguage, type Language } from "../../plugins/i18n.js";
import type { Viewer } from "../auth/auth.service.js";
import { recordAdminAction, type AuditActor } from "../audit/audit.repository.js";
import type { EmailTemplate, Messaging } from "../messaging/messaging.types.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import type { SettingsService } from "../settings/settings.service.js";
import { recordDecision, reviewedItem, reviewQueue, type ReviewedKind } from "./moderation.repository.js";

type Actor = Pick<Viewer, "id" | "role">;

/** What telling an owner needs to know of their listing or project. */
export type OwnedItem = {
  id: number;
  slug: string;
  title: string;
  titleAr: string | null;
  ownerId: number;
  ownerName: string;
  ownerEmail: string | null;
};

const DEFAULT_PAGE = 20;

/** Spec §4 review of listings and projects: the admins' queue and their decisions, told to the owner. */
export function createModerationService(
  db: Database,
  deps: {
    settings: SettingsService;
    messaging: Messaging;
    /** The owner's inbox notice of a decision (absent in tests that build the service alone). */
    notifications?: Pick<NotificationsService, "notifyQuietly">;
    publicUrl: string;
    log: FastifyBaseLogger;
    demoMode: boolean;
  },
) {
  const requireAdmin = (actor: Actor) => {
    if (actor.role !== "admin") throw new AppError("FORBIDDEN", { messageKey: "moderation.admins_only" });
  };

  /** Approved items link to their public page; rejected ones to where the owner can mend them. */
  const linkFor = (kind: ReviewedKind, item: { id: number; slug: string }, approved: boolean) => {
    if (kind === "property") {
      return `${deps.publicUrl}/${approved ? "properties-details" : "my-property"}/${encodeURIComponent(item.slug)}`;
    }
    return approved
      ? `${deps.publicUrl}/project-details/${encodeURIComponent(item.slug)}`
      : `${deps.publicUrl}/user/edit-project/${item.id}`;
  };

  async function queue(
    actor: Actor,
    query: TModerationQueueQuery,
    lang: Language,
  ): Promise<{ items: TModerationQueueItem[]; total: number }> {
    requireAdmin(actor);
    const { rows, total } = await reviewQueue(db, {
      kind: query.type,
      state: query.request_status,
      newestFirst: query.sort === "newest",
      offset: query.offset ?? 0,
      limit: query.limit ?? DEFAULT_PAGE,
    });
    const items = rows.map((row) => ({
      id: row.id,
      type: query.type,
      slug_id: row.slug,
      title: row.title,
      title_ar: row.titleAr ?? "",
      description: pick(lang, row.description, row.descriptionAr),
      city: row.city,
      request_status: row.moderationStatus,
      reject_reason: row.moderationStatus === "rejected" ? (row.rejectionReason ?? "") : null,
      owner: { id: row.ownerId, name: row.ownerName, email: row.ownerEmail ?? "" },
      updated_at: row.updatedAt.toISOString(),
    }));
    return { items, total };
  }

  /**
   * Tells the owner of a decision on their listing or project, after it is stored: an inbox notice and an
   * e-mail in the site's language. Neither undoes the decision when it fails. `variant` words the notice for
   * another occasion than review (a listing taken down after reports, a featuring decided); `template` and
   * `noticeLink` change the e-mail and where the notice leads.
   */
  async function tellOwner(
    kind: ReviewedKind,
    item: OwnedItem,
    told: {
      approved: boolean;
      reason: string;
      variant?: string;
      template?: EmailTemplate;
      noticeLink?: string;
    },
  ): Promise<void> {
    const { approved } = told;
    await deps.notifications?.notifyQuietly({
      userId: item.ownerId,
      kind: approved ? "listing_approved" : "listing_rejected",
      params: {
        title: item.title,
        title_ar: item.titleAr ?? "",
        reason: told.reason,
        ...(told.variant ? { variant: told.variant } : {}),
      },
      link: told.noticeLink ?? (kind === "property" ? "/user/properties" : "/user/my-projects"),
      propertyId: kind === "property" ? item.id : null,
    });

    if (item.ownerEmail) {
      const language = (await deps.settings.raw()).get("default_language");
      const lang: Language = isLanguage(language) ? language : "en";
      const title = pick(lang, item.title, item.titleAr);
      try {
        await deps.messaging.sendEmail({
          to: item.ownerEmail,
          template: told.template ?? (approved ? "listing_approved" : "listing_rejected"),
          lang,
          params: { name: item.ownerName, title, link: linkFor(kind, item, approved), reason: told.reason },
        });
      } catch (error) {
        deps.log.warn({ err: error, kind, id: item.id }, "could not e-mail the owner about a decision");
      }
    }
  }

  /**
   * Records the decision, then e-mails the owner in the site's language. The decision stands even when the
   * mail server is down: the owner also sees it on their list.
   */
  async function decide(
    actor: Actor,
    kind: ReviewedKind,
    body: TModerationDecisionBody,
    now: Date,
    /** Who decided, as the audit log records them (the route's signed-in admin). */
    auditActor?: AuditActor,
  ): Promise<TModerationOutcome> {
    requireAdmin(actor);
    if (deps.demoMode) throw new AppError("DEMO_MODE");
    const item = await reviewedItem(db, kind, body.id);
    if (!item) throw new AppError("NOT_FOUND", { messageKey: "moderation.not_found" });
    const approved = body.request_status === "approved";
    const enable = kind === "project" && approved && item.moderationStatus === "pending" && !item.isActive;
    // The decision and its audit record commit together (ADR 063).
    const row = await db.transaction(async (tx) => {
      const decided = await recordDecision(tx, {
        kind,
        id: item.id,
        state: body.request_status,
        reason: approved ? null : (body.reject_reason ?? null),
        enable,
        now,
      });
      if (decided && auditActor) {
        await recordAdminAction(tx, auditActor, {
          action: `moderation.${approved ? "approve" : "reject"}`,
          targetType: kind,
          targetId: item.id,
          before: { request_status: item.moderationStatus, is_active: item.isActive },
          after: {
            request_status: decided.moderationStatus,
            reject_reason: decided.rejectionReason,
            is_active: item.isActive || enable,
          },
        });
      }
      return decided;
    });
    if (!row) throw new AppError("NOT_FOUND", { messageKey: "moderation.not_found" });

    await tellOwner(kind, item, { approved, reason: body.reject_reason ?? "" });
    return {
      id: row.id,
      request_status: row.moderationStatus,
      reject_reason: row.moderationStatus === "rejected" ? (row.rejectionReason ?? "") : null,
    };
  }

  return { queue, decide, tellOwner };
}

export type ModerationService = ReturnType<typeof createModerationService>;
