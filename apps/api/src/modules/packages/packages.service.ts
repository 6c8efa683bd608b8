import {
  isConsumableFeature,
  type CONSUMABLE_FEATURE_TYPES,
  type TActivePackage,
  type TAssignPackageBody,
  type TFeatureSummary,
  type TPackageCard,
  type TPackageFeatureType,
  type TPackageLimitStatus,
} from "@manzil/domain/contracts";
import type { TPaymentState } from "@manzil/domain/payments";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import type { Language } from "../../plugins/i18n.js";
import type { Viewer } from "../auth/auth.service.js";
import { mapActivePackage, mapFeatureSummary, mapPackageCard } from "./packages.mapper.js";
import {
  allFeatures,
  endHeldPackage,
  entitlementOf,
  featuresOfPackages,
  heldPackages,
  latestPackagePayments,
  holdsUnexpired,
  insertUserPackage,
  limitsOf,
  lockMember,
  packageById,
  purchasablePackages,
  returnOneCredit,
  takeOneCredit,
  type PackageFeatureRow,
  type PackageRow,
} from "./packages.repository.js";

export type ConsumableFeatureType = (typeof CONSUMABLE_FEATURE_TYPES)[number];
type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** What is left of a consumable feature over all active packages; `remaining` is null when unlimited. */
export type FeatureUsage = { isUnlimited: boolean; used: number; total: number; remaining: number | null };

const HOUR_MS = 60 * 60 * 1000;
/** Another request may take the credit we picked; a few retries find the next one before giving up. */
const CONSUME_ATTEMPTS = 3;

/**
 * What the member's latest payment for a package says when the package is not running now (backend-facts §4
 * item 21). A succeeded payment says nothing more: the package is then active or expired by its dates, and a
 * refunded one was taken back.
 */
const PACKAGE_STATUS_OF_PAYMENT: Record<TPaymentState, TPackageCard["package_status"]> = {
  pending: "pending",
  review: "review",
  failed: "failed",
  cancelled: "failed",
  rejected: "rejected",
  succeeded: null,
  refunded: "inactive",
};

function groupByPackage(rows: PackageFeatureRow[]): Map<number, PackageFeatureRow[]> {
  const byPackage = new Map<number, PackageFeatureRow[]>();
  for (const row of rows) byPackage.set(row.packageId, [...(byPackage.get(row.packageId) ?? []), row]);
  return byPackage;
}

/**
 * Subscription packages (eBroker `get-package`, `assign_package`, `check-package-limit`) and the entitlement
 * checks other modules gate features with. Admins (`role = 'admin'`) hold every feature without limit.
 */
export function createPackagesService(db: Database) {
  /**
   * The member holds `chosen` from `now`, with its limits copied; false when they already hold it unexpired.
   * The member's row is locked so that two parallel requests cannot both give it.
   */
  async function holdFreePackage(userId: number, chosen: PackageRow, now: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      await lockMember(tx, userId);
      if (await holdsUnexpired(tx, { userId, packageId: chosen.id, now })) return false;
      const features = await featuresOfPackages(tx, [chosen.id]);
      await insertUserPackage(tx, {
        userId,
        packageId: chosen.id,
        startsAt: now,
        endsAt: new Date(now.getTime() + chosen.durationHours * HOUR_MS),
        limits: features
          .filter((f) => f.limitType === "limited")
          .map((f) => ({ featureId: f.featureId, totalLimit: f.limit ?? 0 })),
      });
      return true;
    });
  }

  async function activePackagesOf(userId: number, ctx: { lang: Language; now: Date }) {
    const held = await heldPackages(db, userId);
    const active = held.filter((h) => h.startsAt <= ctx.now && h.endsAt > ctx.now);
    const [features, limits] = await Promise.all([
      featuresOfPackages(db, [...new Set(active.map((h) => h.package.id))]),
      limitsOf(
        db,
        active.map((h) => h.userPackageId),
      ),
    ]);
    const byPackage = groupByPackage(features);
    return {
      held,
      active: active.map((h) => mapActivePackage(h, byPackage.get(h.package.id) ?? [], limits, ctx)),
    };
  }

  const service = {
    /** `get-package`: packages on sale, the viewer's active ones with their credits, and the feature list. */
    async catalogue(input: { viewer: Viewer | null; lang: Language; iosOnly: boolean; now: Date }): Promise<{
      packages: TPackageCard[];
      activePackages: TActivePackage[];
      allFeatures: TFeatureSummary[];
    }> {
      const [onSale, featureList, mine, payments] = await Promise.all([
        purchasablePackages(db, { iosOnly: input.iosOnly }),
        allFeatures(db),
        input.viewer ? activePackagesOf(input.viewer.id, input) : null,
        input.viewer
          ? latestPackagePayments(db, input.viewer.id)
          : new Map<number, { id: number; state: TPaymentState }>(),
      ]);
      const byPackage = groupByPackage(
        await featuresOfPackages(
          db,
          onSale.map((p) => p.id),
        ),
      );
      const statusOf = (packageId: number): TPackageCard["package_status"] => {
        const held = mine?.held.filter((h) => h.package.id === packageId) ?? [];
        if (held.some((h) => h.startsAt <= input.now && h.endsAt > input.now)) return "active";
        const payment = payments.get(packageId);
        const paymentStatus = payment ? PACKAGE_STATUS_OF_PAYMENT[payment.state] : null;
        if (paymentStatus) return paymentStatus;
        return held.some((h) => h.endsAt <= input.now) ? "expired" : null;
      };
      return {
        packages: onSale.map((p) =>
          mapPackageCard(p, byPackage.get(p.id) ?? [], {
            lang: input.lang,
            status: statusOf(p.id),
            paymentTransactionId: payments.get(p.id)?.id ?? null,
          }),
        ),
        activePackages: mine?.active ?? [],
        allFeatures: featureList.map((f) => mapFeatureSummary(f, input.lang)),
      };
    },

    /** `check-package-limit` for a guest: no package, so nothing is available, and no error either (ADR 036). */
    guestLimitStatus(): TPackageLimitStatus {
      return { package_available: false, feature_available: false, limit_available: false };
    },

    /** `check-package-limit`. For access rights nothing is counted, so `limit_available` follows the feature. */
    async checkLimit(userId: number, type: TPackageFeatureType, now: Date): Promise<TPackageLimitStatus> {
      const e = await entitlementOf(db, { userId, type, now });
      if (e.isAdmin) return { package_available: true, feature_available: true, limit_available: true };
      return {
        package_available: e.hasPackage,
        feature_available: e.hasFeature,
        limit_available: isConsumableFeature(type) ? e.isUnlimited || e.remaining > 0 : e.hasFeature,
      };
    },

    /**
     * A new account's free packages (those on sale), held from now: the FAQ promises free listing, so a new
     * owner does not meet "no active package" on the way to their first listing.
     */
    async grantWelcome(userId: number, now: Date): Promise<void> {
      const free = (await purchasablePackages(db, { iosOnly: false })).filter(
        (p) => p.packageType === "free",
      );
      for (const chosen of free) await holdFreePackage(userId, chosen, now);
    },

    /**
     * `assign_package`: free packages only (paid ones wait for payments), never one the member already holds.
     * The member's row is locked so that two parallel requests cannot both assign it.
     */
    async assign(userId: number, body: TAssignPackageBody, ctx: { lang: Language; now: Date }) {
      if (body.in_app) {
        throw new AppError("VALIDATION_FAILED", {
          messageKey: "packages.in_app_unavailable",
          fields: { in_app: ["packages.in_app_unavailable"] },
        });
      }
      const chosen = await packageById(db, body.package_id);
      if (!chosen || !chosen.isActive)
        throw new AppError("NOT_FOUND", { messageKey: "packages.package_not_found" });
      if (chosen.packageType !== "free") {
        throw new AppError("VALIDATION_FAILED", {
          messageKey: "packages.paid_needs_payment",
          fields: { package_id: ["packages.paid_needs_payment"] },
        });
      }
      const held = await holdFreePackage(userId, chosen, ctx.now);
      if (!held) throw new AppError("CONFLICT", { messageKey: "packages.already_active" });
      const { active } = await activePackagesOf(userId, ctx);
      const assigned = active.find((p) => p.id === chosen.id);
      if (!assigned) throw new Error("the package just assigned is not active");
      return assigned;
    },

    /**
     * What a paid package costs, for a member about to pay for it: the price comes from the package row, never
     * from the client. Free packages go through `assign_package`; a package held now is not sold twice.
     */
    async priceForPurchase(input: { userId: number; packageId: number; now: Date }) {
      const chosen = await packageById(db, input.packageId);
      if (!chosen || !chosen.isActive)
        throw new AppError("NOT_FOUND", { messageKey: "packages.package_not_found" });
      if (chosen.packageType === "free" || chosen.priceMinor <= 0) {
        throw new AppError("VALIDATION_FAILED", {
          messageKey: "payments.free_package",
          fields: { package_id: ["payments.free_package"] },
        });
      }
      if (await holdsUnexpired(db, { userId: input.userId, packageId: chosen.id, now: input.now })) {
        throw new AppError("CONFLICT", { messageKey: "packages.already_active" });
      }
      return {
        packageId: chosen.id,
        name: chosen.name,
        amountMinor: chosen.priceMinor,
        currency: chosen.currency,
      };
    },

    /**
     * Activates a package whose payment just succeeded, inside the ledger's transaction (ADR 038), so that the
     * state change and the activation commit together or not at all. Credits are copied as `assign` does.
     */
    async activatePurchased(
      tx: Tx,
      input: { userId: number; packageId: number; now: Date },
    ): Promise<number> {
      const bought = await packageById(tx, input.packageId);
      if (!bought) throw new Error(`package ${input.packageId} paid for no longer exists`);
      const features = await featuresOfPackages(tx, [bought.id]);
      return insertUserPackage(tx, {
        userId: input.userId,
        packageId: bought.id,
        startsAt: input.now,
        endsAt: new Date(input.now.getTime() + bought.durationHours * HOUR_MS),
        limits: features
          .filter((f) => f.limitType === "limited")
          .map((f) => ({ featureId: f.featureId, totalLimit: f.limit ?? 0 })),
      });
    },

    /**
     * Ends a package whose payment was refunded, inside the ledger's transaction (ADR 038): the member keeps
     * the history but loses the package's rights and credits from `now`.
     */
    async endPurchased(tx: Tx, input: { userId: number; packageId: number; now: Date }): Promise<number> {
      return endHeldPackage(tx, input);
    },

    /**
     * The gate for access rights and the "may this member use it at all" question for consumable features:
     * `hasFeature(userId, type, now)` is true when a package active at `now` includes `type`, or the user is an
     * admin. It does not look at credits: use `usageOf` to show them and `consume` to spend one.
     * Used by mortgage details (`mortgage_calculator_detail`), premium listings (`premium_properties`) and
     * project pages (`project_access`).
     */
    async hasFeature(userId: number, type: TPackageFeatureType, now: Date): Promise<boolean> {
      const e = await entitlementOf(db, { userId, type, now });
      return e.isAdmin || e.hasFeature;
    },

    /** `web-settings.subscription`: whether the member holds a package running now. Admins hold everything. */
    async hasActivePackage(userId: number, now: Date): Promise<boolean> {
      const [held, e] = await Promise.all([
        heldPackages(db, userId),
        entitlementOf(db, { userId, type: "property_list", now }),
      ]);
      return e.isAdmin || held.some((h) => h.startsAt <= now && h.endsAt > now);
    },

    /** `web-settings.features_available` for a signed-in member. */
    async accessRights(userId: number, now: Date) {
      const [premium, projects] = await Promise.all([
        service.hasFeature(userId, "premium_properties", now),
        service.hasFeature(userId, "project_access", now),
      ]);
      return { premium_properties: premium, project_access: projects };
    },

    async usageOf(userId: number, type: ConsumableFeatureType, now: Date): Promise<FeatureUsage> {
      const e = await entitlementOf(db, { userId, type, now });
      const isUnlimited = e.isAdmin || e.isUnlimited;
      return { isUnlimited, used: e.used, total: e.total, remaining: isUnlimited ? null : e.remaining };
    },

    /**
     * Spends one credit of a consumable feature, or throws NOT_SUBSCRIBED (no active package gives the feature)
     * or PACKAGE_LIMIT_OVER (all credits used). Unlimited packages and admins spend nothing. Pass `tx` to make
     * the spending part of the caller's transaction (e.g. undone when the listing insert fails).
     * `userPackageId` is the held package the credit came from (null when nothing was spent).
     */
    async consume(
      userId: number,
      type: ConsumableFeatureType,
      now: Date,
      options: { tx?: Tx } = {},
    ): Promise<{ isUnlimited: boolean; userPackageId: number | null }> {
      const executor = options.tx ?? db;
      let e = await entitlementOf(executor, { userId, type, now });
      if (e.isAdmin || e.isUnlimited) return { isUnlimited: true, userPackageId: null };
      for (let attempt = 0; attempt < CONSUME_ATTEMPTS && e.remaining > 0; attempt++) {
        const userPackageId = await takeOneCredit(executor, { userId, type, now });
        if (userPackageId !== null) return { isUnlimited: false, userPackageId };
        e = await entitlementOf(executor, { userId, type, now });
      }
      throw new AppError(e.hasFeature || e.total > 0 ? "PACKAGE_LIMIT_OVER" : "NOT_SUBSCRIBED");
    },

    /**
     * Undoes one `consume` of a featuring the admins turned down (ADR 070): the credit goes back to the running
     * package that ends first with one spent. Nothing goes back when nothing was spent (an admin, an unlimited
     * package) or when the package it came from has ended. Pass `tx` to make it part of the rejection.
     */
    async giveBack(
      userId: number,
      type: ConsumableFeatureType,
      now: Date,
      options: { tx?: Tx } = {},
    ): Promise<boolean> {
      const executor = options.tx ?? db;
      const e = await entitlementOf(executor, { userId, type, now });
      if (e.isAdmin || e.isUnlimited) return false;
      return returnOneCredit(executor, { userId, type, now });
    },
  };
  return service;
}

export type PackagesService = ReturnType<typeof createPackagesService>;
