import type { z } from "zod";
import type { AdminPackageBody, TAdminPackage, TAdminPackageList } from "@manzil/domain/contracts";
import { DEFAULT_CURRENCY } from "@manzil/domain/currency";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { recordAdminAction, type AuditActor } from "../audit/audit.repository.js";
import {
  allPackages,
  featureCatalogue,
  holdersAt,
  includedFeatures,
  insertPackage,
  iosProductTaken,
  packageRow,
  replaceFeatures,
  updatePackage,
  type IncludedFeature,
  type PackageRow,
  type Tx,
} from "./admin-packages.repository.js";
import { isUniqueViolation } from "./full-order.js";

type PackageInput = z.output<typeof AdminPackageBody>;

const notFound = () => new AppError("NOT_FOUND", { messageKey: "admin_offers.package_not_found" });
const iosTaken = () =>
  new AppError("CONFLICT", {
    messageKey: "admin_offers.ios_product_taken",
    fields: { ios_product_id: ["admin_offers.ios_product_taken"] },
  });

function toAdminPackage(row: PackageRow, included: IncludedFeature[], holders: number): TAdminPackage {
  return {
    id: row.id,
    name: row.name,
    name_ar: row.nameAr,
    package_type: row.packageType,
    price_minor: row.priceMinor,
    currency: row.currency,
    duration_hours: row.durationHours,
    ios_product_id: row.iosProductId,
    is_active: row.isActive,
    holders,
    features: included
      .filter((feature) => feature.packageId === row.id)
      .map((feature) => ({
        type: feature.type,
        name: feature.name,
        name_ar: feature.nameAr,
        limit_type: feature.limitType,
        limit: feature.limitType === "limited" ? feature.limit : null,
      })),
    created_at: row.createdAt.toISOString(),
  };
}

/** The package as the audit log keeps it: its own columns and what each feature allows. */
const auditedPackage = (pkg: TAdminPackage) => {
  const { holders: _holders, created_at: _created, ...facts } = pkg;
  return {
    ...facts,
    features: pkg.features.map(({ type, limit_type, limit }) => ({ type, limit_type, limit })),
  };
};

/**
 * Which features a holder may use and which are unlimited are read from `package_features` at the time of use;
 * only the credits of limited features and the dates are copied into `user_packages`/`user_package_limits`.
 * So, while members hold a package, its features may change their limits (new buyers get the new limit, holders
 * keep their credits) but not which features it includes nor whether each is limited (ADR 068).
 */
function entitlementShape(features: readonly { type: string; limit_type: string }[]): string {
  return features
    .map((feature) => `${feature.type}:${feature.limit_type}`)
    .sort()
    .join(",");
}

/** Issue 17: admins define the packages members buy — names, price, validity and what each feature allows. */
export function createAdminPackagesService(db: Database) {
  async function read(dbOrTx: Database | Tx, row: PackageRow, now: Date): Promise<TAdminPackage> {
    const [included, holders] = await Promise.all([
      includedFeatures(dbOrTx, [row.id]),
      holdersAt(dbOrTx, [row.id], now),
    ]);
    return toAdminPackage(row, included, holders.get(row.id) ?? 0);
  }

  /** Writes the package's own columns and its feature rows; refuses a product id another package uses. */
  async function write(tx: Tx, id: number | null, input: PackageInput, now: Date): Promise<PackageRow> {
    if (input.ios_product_id && (await iosProductTaken(tx, input.ios_product_id, id))) throw iosTaken();
    const values = {
      name: input.name,
      nameAr: input.name_ar,
      packageType: input.package_type,
      priceMinor: input.price_minor,
      durationHours: input.duration_hours,
      iosProductId: input.ios_product_id ?? null,
    };
    const row =
      id === null
        ? await insertPackage(tx, { ...values, currency: DEFAULT_CURRENCY, isActive: true }, now)
        : await updatePackage(tx, id, values, now);
    const featureIds = new Map((await featureCatalogue(tx)).map((feature) => [feature.type, feature.id]));
    await replaceFeatures(
      tx,
      row.id,
      input.features.map((feature) => ({
        featureId: featureIds.get(feature.type)!,
        limitType: feature.limit_type,
        limit: feature.limit_type === "limited" ? (feature.limit ?? null) : null,
      })),
    );
    return row;
  }

  /** Two admins saving one product id at once: the unique index decides, and the loser gets the same 409. */
  async function conflictsAsAppErrors<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, "packages_ios_product_uq")) throw iosTaken();
      throw error;
    }
  }

  return {
    async list(now: Date): Promise<TAdminPackageList> {
      const rows = await allPackages(db);
      const ids = rows.map((row) => row.id);
      const [included, holders, catalogue] = await Promise.all([
        includedFeatures(db, ids),
        holdersAt(db, ids, now),
        featureCatalogue(db),
      ]);
      return {
        packages: rows.map((row) => toAdminPackage(row, included, holders.get(row.id) ?? 0)),
        features: catalogue.map((feature) => ({
          type: feature.type,
          name: feature.name,
          name_ar: feature.nameAr,
        })),
        currency: DEFAULT_CURRENCY,
      };
    },

    async detail(id: number, now: Date): Promise<TAdminPackage> {
      const row = await packageRow(db, id);
      if (!row) throw notFound();
      return read(db, row, now);
    },

    create(actor: AuditActor, input: PackageInput, now: Date): Promise<TAdminPackage> {
      return conflictsAsAppErrors(() =>
        db.transaction(async (tx) => {
          const row = await write(tx, null, input, now);
          const after = await read(tx, row, now);
          await recordAdminAction(tx, actor, {
            action: "packages.create",
            targetType: "package",
            targetId: row.id,
            after: auditedPackage(after),
          });
          return after;
        }),
      );
    },

    update(actor: AuditActor, id: number, input: PackageInput, now: Date): Promise<TAdminPackage> {
      return conflictsAsAppErrors(() =>
        db.transaction(async (tx) => {
          const locked = await packageRow(tx, id, true);
          if (!locked) throw notFound();
          const before = await read(tx, locked, now);
          if (before.holders > 0 && entitlementShape(before.features) !== entitlementShape(input.features)) {
            throw new AppError("CONFLICT", {
              messageKey: "admin_offers.package_held",
              params: { count: before.holders },
              fields: { features: ["admin_offers.package_held_field"] },
            });
          }
          const after = await read(tx, await write(tx, id, input, now), now);
          await recordAdminAction(tx, actor, {
            action: "packages.update",
            targetType: "package",
            targetId: id,
            before: auditedPackage(before),
            after: auditedPackage(after),
          });
          return after;
        }),
      );
    },

    /** On sale or not; members holding it keep it either way. */
    setActive(actor: AuditActor, id: number, isActive: boolean, now: Date): Promise<TAdminPackage> {
      return db.transaction(async (tx) => {
        const locked = await packageRow(tx, id, true);
        if (!locked) throw notFound();
        const row = await updatePackage(tx, id, { isActive }, now);
        await recordAdminAction(tx, actor, {
          action: isActive ? "packages.activate" : "packages.deactivate",
          targetType: "package",
          targetId: id,
          before: { is_active: locked.isActive },
          after: { is_active: row.isActive },
        });
        return read(tx, row, now);
      });
    },
  };
}

export type AdminPackagesService = ReturnType<typeof createAdminPackagesService>;
