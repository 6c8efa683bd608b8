import type {
  TAdvertisement,
  TFeaturedDataQuery,
  TFeatureTarget,
  TStoreAdvertisementBody,
} from "@manzil/domain/contracts";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import type { Language } from "../../plugins/i18n.js";
import type { Viewer } from "../auth/auth.service.js";
import type { PackagesService } from "../packages/packages.service.js";
import type { createSettingsService } from "../settings/settings.service.js";
import { mapAdvertisement } from "./advertisements.mapper.js";
import {
  advertisementsOf,
  expireEnded,
  featurableListing,
  heldPackageDurationHours,
  insertAdvertisement,
  isFeatured,
  unlimitedPackageDurationHours,
} from "./advertisements.repository.js";

type Actor = Pick<Viewer, "id" | "role" | "verificationStatus">;
type Ctx = { lang: Language; filesUrl: string; now: Date };

const HOUR_MS = 60 * 60 * 1000;
/**
 * How long a featuring runs when no package sets it: an admin featuring without any package. Package durations
 * are required and positive (packages_duration_ck), so a member's featuring always follows their package.
 */
const DEFAULT_FEATURE_HOURS = 30 * 24;
const DEFAULT_PAGE = 10;
/** The database's names for "one live advertisement per listing" (migration 0017). */
const LIVE_INDEXES = new Set(["advertisements_live_property_uq", "advertisements_live_project_uq"]);

const FEATURE_OF = { property: "property_feature", project: "project_feature" } as const;

const isFlagOn = (value: string | undefined) => value === "1" || value === "true";

/** A parallel request featured the same listing first: the unique index refused the second insert. */
function isLiveIndexClash(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === "object"; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint, message } = cause as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
    };
    if (code !== "23505") continue;
    if (typeof constraint === "string") return LIVE_INDEXES.has(constraint);
    // Drivers that leave out the constraint name still say it in the message.
    return typeof message === "string" && [...LIVE_INDEXES].some((name) => message.includes(name));
  }
  return false;
}

export type AdvertisementsServiceDeps = {
  packages: PackagesService;
  settings: Pick<ReturnType<typeof createSettingsService>, "raw">;
  demoMode: boolean;
};

/**
 * Featured listings and projects (eBroker `store_advertisement`, `get-featured-data`). Featuring spends one
 * `property_feature` / `project_feature` credit; the credit and the advertisement are written in one
 * transaction, and the database keeps one live advertisement per listing (unique partial indexes).
 */
export function createAdvertisementsService(db: Database, deps: AdvertisementsServiceDeps) {
  async function liveListing(actor: Actor, target: TFeatureTarget, listingId: number) {
    const listing = await featurableListing(db, target, listingId);
    // Another member's listing is answered like a missing one: its existence is none of the caller's business.
    if (!listing || listing.ownerId !== actor.id) {
      throw new AppError("NOT_FOUND", { messageKey: `advertisements.${target}_not_found` });
    }
    if (listing.moderationStatus !== "approved" || !listing.isActive) {
      throw new AppError("VALIDATION_FAILED", {
        messageKey: "advertisements.not_live",
        fields: { [`${target}_id`]: ["advertisements.not_live"] },
      });
    }
    return listing;
  }

  return {
    /**
     * `store_advertisement`. Checks run cheapest first; the credit is spent and the advertisement written in one
     * transaction, so a refusal after the credit was taken (a parallel request featured the listing first)
     * gives the credit back with everything else.
     */
    async store(
      actor: Actor,
      body: TStoreAdvertisementBody,
      ctx: Ctx,
    ): Promise<{ advertisement: TAdvertisement; messageKey: string }> {
      const target = body.feature_for;
      const listingId = target === "property" ? body.property_id : body.project_id;
      if (listingId === undefined) {
        throw new AppError("VALIDATION_FAILED", {
          messageKey: `advertisements.${target}_required`,
          fields: { [`${target}_id`]: [`advertisements.${target}_required`] },
        });
      }
      const listing = await liveListing(actor, target, listingId);
      if (await isFeatured(db, { target, listingId: listing.id, now: ctx.now })) {
        throw new AppError("CONFLICT", { messageKey: "advertisements.already_featured" });
      }
      if (deps.demoMode) throw new AppError("DEMO_MODE");
      const settings = await deps.settings.raw();
      // Admins review featurings (out of this module); a verified member skips the queue when auto-approval is on.
      const approved =
        actor.role === "admin" ||
        (isFlagOn(settings.get("auto_approve")) && actor.verificationStatus === "success");
      const feature = FEATURE_OF[target];

      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          // An ended featuring the expiry job has not reached yet must not block a new one.
          await expireEnded(tx, { now: ctx.now, target, listingId: listing.id });
          // Throws NOT_SUBSCRIBED / PACKAGE_LIMIT_OVER (403, eBroker's "package" messages) and rolls back.
          const spent = await deps.packages.consume(actor.id, feature, ctx.now, { tx });
          const hours =
            (spent.userPackageId !== null
              ? await heldPackageDurationHours(tx, spent.userPackageId)
              : await unlimitedPackageDurationHours(tx, { userId: actor.id, type: feature, now: ctx.now })) ??
            DEFAULT_FEATURE_HOURS;
          return insertAdvertisement(tx, {
            userId: actor.id,
            target,
            listingId: listing.id,
            status: approved ? "approved" : "pending",
            startsAt: ctx.now,
            endsAt: new Date(ctx.now.getTime() + hours * HOUR_MS),
          });
        });
      } catch (error) {
        if (isLiveIndexClash(error)) {
          throw new AppError("CONFLICT", { messageKey: "advertisements.already_featured", cause: error });
        }
        throw error;
      }
      const { rows } = await advertisementsOf(db, { userId: actor.id, id, offset: 0, limit: 1 });
      const stored = rows[0];
      if (!stored) throw new Error(`advertisement ${id} just stored is missing`);
      return {
        advertisement: mapAdvertisement(stored, ctx),
        messageKey: approved ? "advertisements.stored" : "advertisements.stored_pending",
      };
    },

    /** `get-featured-data`: the member's advertisements, newest first. */
    async featuredOf(
      userId: number,
      query: TFeaturedDataQuery,
      ctx: Ctx,
    ): Promise<{ items: TAdvertisement[]; total: number }> {
      const { rows, total } = await advertisementsOf(db, {
        userId,
        offset: query.offset ?? 0,
        limit: query.limit ?? DEFAULT_PAGE,
      });
      return { items: rows.map((row) => mapAdvertisement(row, ctx)), total };
    },

    /** The expiry job: live advertisements whose end has come become `expired`. Running it twice changes nothing. */
    async expireEnded(now: Date): Promise<number> {
      return expireEnded(db, { now });
    },
  };
}

export type AdvertisementsService = ReturnType<typeof createAdvertisementsService>;
