import { and, asc, desc, eq, gt, inArray, isNotNull, lt, lte, sql, type SQL } from "drizzle-orm";
import type { TPackageFeatureType } from "@manzil/domain/contracts";
import type { TPaymentState } from "@manzil/domain/payments";
import type { Database } from "../../db/client.js";
import { users } from "../../db/schema/accounts.js";
import { features, packageFeatures, packages } from "../../db/schema/content.js";
import { userPackageLimits, userPackages } from "../../db/schema/packages.js";
import { paymentTransactions } from "../../db/schema/payments.js";
import { qualified } from "../../db/qualified.js";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type PackageRow = typeof packages.$inferSelect;
export type PackageFeatureRow = {
  packageId: number;
  featureId: number;
  type: TPackageFeatureType;
  name: string;
  nameAr: string;
  limitType: "limited" | "unlimited";
  limit: number | null;
};
export type HeldPackageRow = {
  userPackageId: number;
  startsAt: Date;
  endsAt: Date;
  package: PackageRow;
};
export type LimitRow = { userPackageId: number; featureId: number; totalLimit: number; usedLimit: number };

/** A held package counts from its start up to (not including) its end. */
function activeAt(now: Date): SQL {
  return and(lte(userPackages.startsAt, now), gt(userPackages.endsAt, now)) as SQL;
}

/** Packages on sale, cheapest first; `iosOnly` keeps App Store products and the free packages. */
export async function purchasablePackages(
  db: Database,
  options: { iosOnly: boolean },
): Promise<PackageRow[]> {
  const onSale = eq(packages.isActive, true);
  return db
    .select()
    .from(packages)
    .where(
      options.iosOnly
        ? and(onSale, sql`(${isNotNull(packages.iosProductId)} or ${eq(packages.packageType, "free")})`)
        : onSale,
    )
    .orderBy(asc(packages.priceMinor), asc(packages.id));
}

export async function packageById(db: Database | Tx, id: number): Promise<PackageRow | null> {
  const rows = await db.select().from(packages).where(eq(packages.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function featuresOfPackages(
  db: Database | Tx,
  packageIds: readonly number[],
): Promise<PackageFeatureRow[]> {
  if (packageIds.length === 0) return [];
  return db
    .select({
      packageId: packageFeatures.packageId,
      featureId: features.id,
      type: features.type,
      name: features.name,
      nameAr: features.nameAr,
      limitType: packageFeatures.limitType,
      limit: packageFeatures.limit,
    })
    .from(packageFeatures)
    .innerJoin(features, eq(features.id, packageFeatures.featureId))
    .where(inArray(packageFeatures.packageId, [...packageIds]))
    .orderBy(asc(features.id));
}

export async function allFeatures(db: Database | Tx) {
  return db
    .select({ id: features.id, type: features.type, name: features.name, nameAr: features.nameAr })
    .from(features)
    .orderBy(asc(features.id));
}

/** Every package the member holds or held, newest first. */
export async function heldPackages(db: Database, userId: number): Promise<HeldPackageRow[]> {
  return db
    .select({
      userPackageId: userPackages.id,
      startsAt: userPackages.startsAt,
      endsAt: userPackages.endsAt,
      package: packages,
    })
    .from(userPackages)
    .innerJoin(packages, eq(packages.id, userPackages.packageId))
    .where(eq(userPackages.userId, userId))
    .orderBy(desc(userPackages.startsAt), desc(userPackages.id));
}

export async function limitsOf(db: Database, userPackageIds: readonly number[]): Promise<LimitRow[]> {
  if (userPackageIds.length === 0) return [];
  return db
    .select({
      userPackageId: userPackageLimits.userPackageId,
      featureId: userPackageLimits.featureId,
      totalLimit: userPackageLimits.totalLimit,
      usedLimit: userPackageLimits.usedLimit,
    })
    .from(userPackageLimits)
    .where(inArray(userPackageLimits.userPackageId, [...userPackageIds]));
}

export type Entitlement = {
  isAdmin: boolean;
  /** Any package active now. */
  hasPackage: boolean;
  /** An active package includes the feature. */
  hasFeature: boolean;
  /** An active package includes it without a limit. */
  isUnlimited: boolean;
  /** Credits left over all active packages (limited features only). */
  remaining: number;
  used: number;
  total: number;
};

/** Everything the checks need about one member and one feature, in one round trip. */
export async function entitlementOf(
  db: Database | Tx,
  input: { userId: number; type: TPackageFeatureType; now: Date },
): Promise<Entitlement> {
  const { userId, type, now } = input;
  const held = and(eq(userPackages.userId, userId), activeAt(now));
  const featureOfHeld = (onlyUnlimited: boolean) =>
    db
      .select({ one: sql`1` })
      .from(userPackages)
      .innerJoin(packageFeatures, eq(packageFeatures.packageId, userPackages.packageId))
      .innerJoin(features, eq(features.id, packageFeatures.featureId))
      .where(
        and(
          held,
          eq(features.type, type),
          onlyUnlimited ? eq(packageFeatures.limitType, "unlimited") : undefined,
        ),
      );
  const credits = db
    .select({
      used: sql<number>`coalesce(sum(${userPackageLimits.usedLimit}), 0)::int`.as("used"),
      total: sql<number>`coalesce(sum(${userPackageLimits.totalLimit}), 0)::int`.as("total"),
    })
    .from(userPackageLimits)
    .innerJoin(userPackages, eq(userPackages.id, userPackageLimits.userPackageId))
    .innerJoin(features, eq(features.id, userPackageLimits.featureId))
    .where(and(held, eq(features.type, type)))
    .as("credits");
  const rows = await db
    .select({
      isAdmin: sql<boolean>`exists (select 1 from ${users} where ${qualified(users.id)} = ${userId} and ${qualified(users.role)} = 'admin')`,
      hasPackage: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(userPackages)
        .where(held)})`,
      hasFeature: sql<boolean>`exists (${featureOfHeld(false)})`,
      isUnlimited: sql<boolean>`exists (${featureOfHeld(true)})`,
      used: credits.used,
      total: credits.total,
    })
    .from(credits);
  const row = rows[0];
  const used = Number(row?.used ?? 0);
  const total = Number(row?.total ?? 0);
  return {
    isAdmin: Boolean(row?.isAdmin),
    hasPackage: Boolean(row?.hasPackage),
    hasFeature: Boolean(row?.hasFeature),
    isUnlimited: Boolean(row?.isUnlimited),
    used,
    total,
    remaining: Math.max(0, total - used),
  };
}

/**
 * Moves one credit of a limited feature in the member's package running at `now` that ends first among those where
 * `movable` holds: one conditional UPDATE that checks `movable` again, so of two parallel calls for the last credit
 * only one gets a row back (the CHECK constraint would refuse an overdraft anyway).
 */
async function moveOneCredit(
  db: Database | Tx,
  input: { userId: number; type: TPackageFeatureType; now: Date },
  step: 1 | -1,
) {
  const movable =
    step === 1
      ? lt(userPackageLimits.usedLimit, userPackageLimits.totalLimit)
      : gt(userPackageLimits.usedLimit, 0);
  const candidate = db
    .select({ id: userPackageLimits.id })
    .from(userPackageLimits)
    .innerJoin(userPackages, eq(userPackages.id, userPackageLimits.userPackageId))
    .innerJoin(features, eq(features.id, userPackageLimits.featureId))
    .where(
      and(eq(userPackages.userId, input.userId), activeAt(input.now), eq(features.type, input.type), movable),
    )
    .orderBy(asc(userPackages.endsAt), asc(userPackageLimits.id))
    .limit(1);
  const updated = await db
    .update(userPackageLimits)
    .set({ usedLimit: sql`${userPackageLimits.usedLimit} + ${step}` })
    .where(and(sql`${userPackageLimits.id} = (${candidate})`, movable))
    .returning({ userPackageId: userPackageLimits.userPackageId });
  return updated[0]?.userPackageId ?? null;
}

/**
 * Takes one credit of a limited feature from the member's active package that ends first. Returns the held package
 * the credit came from (its duration sets how long a featured listing runs), or null when none was taken.
 */
export async function takeOneCredit(
  db: Database | Tx,
  input: { userId: number; type: TPackageFeatureType; now: Date },
): Promise<number | null> {
  return moveOneCredit(db, input, 1);
}

/**
 * Gives one spent credit of a limited feature back to the member's package still running at `now` that ends
 * first and has one spent (the order `takeOneCredit` spends in). Returns whether a credit went back: none does
 * when every package that had one spent has ended meanwhile.
 */
export async function returnOneCredit(
  db: Database | Tx,
  input: { userId: number; type: TPackageFeatureType; now: Date },
): Promise<boolean> {
  return (await moveOneCredit(db, input, -1)) !== null;
}

/**
 * Locks the member's row for the rest of the transaction, so two parallel assignments of one package cannot
 * both see "not held yet".
 */
export async function lockMember(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

/**
 * Whether the member holds this package until after `now`. Only the end counts: a parallel request that got its
 * clock a moment earlier must still see a package starting a moment later as held.
 */
export async function holdsUnexpired(
  tx: Database | Tx,
  input: { userId: number; packageId: number; now: Date },
): Promise<boolean> {
  const rows = await tx
    .select({ id: userPackages.id })
    .from(userPackages)
    .where(
      and(
        eq(userPackages.userId, input.userId),
        eq(userPackages.packageId, input.packageId),
        gt(userPackages.endsAt, input.now),
      ),
    )
    .limit(1);
  return rows.length === 1;
}

/** The held package and one credit row per limited feature (total = the package's limit, none used). */
export async function insertUserPackage(
  tx: Tx,
  input: {
    userId: number;
    packageId: number;
    startsAt: Date;
    endsAt: Date;
    limits: { featureId: number; totalLimit: number }[];
  },
): Promise<number> {
  const [row] = await tx
    .insert(userPackages)
    .values({
      userId: input.userId,
      packageId: input.packageId,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
    })
    .returning({ id: userPackages.id });
  if (!row) throw new Error("insert into user_packages returned nothing");
  if (input.limits.length > 0) {
    await tx
      .insert(userPackageLimits)
      .values(input.limits.map((limit) => ({ userPackageId: row.id, usedLimit: 0, ...limit })));
  }
  return row.id;
}

/** Ends the member's unexpired holdings of a package at `now` (a refunded purchase); history stays. */
export async function endHeldPackage(
  tx: Tx,
  input: { userId: number; packageId: number; now: Date },
): Promise<number> {
  const ended = await tx
    .update(userPackages)
    .set({ endsAt: input.now })
    .where(
      and(
        eq(userPackages.userId, input.userId),
        eq(userPackages.packageId, input.packageId),
        gt(userPackages.endsAt, input.now),
      ),
    )
    .returning({ id: userPackages.id });
  return ended.length;
}

/** The member's newest payment for each package they ever started paying for (get-package's status). */
export async function latestPackagePayments(
  db: Database,
  userId: number,
): Promise<Map<number, { id: number; state: TPaymentState }>> {
  const rows = await db
    .select({
      id: paymentTransactions.id,
      packageId: paymentTransactions.purposeId,
      state: paymentTransactions.state,
    })
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.userId, userId), eq(paymentTransactions.purpose, "package")))
    .orderBy(desc(paymentTransactions.createdAt), desc(paymentTransactions.id));
  const latest = new Map<number, { id: number; state: TPaymentState }>();
  for (const row of rows) if (!latest.has(row.packageId)) latest.set(row.packageId, row);
  return latest;
}
