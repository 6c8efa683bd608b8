import { and, asc, countDistinct, eq, gt, inArray, lte, ne } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { packageFeatures, packages } from "../../db/schema/content.js";
import { userPackages } from "../../db/schema/packages.js";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type PackageRow = typeof packages.$inferSelect;
// The public catalogue's reads serve the console too: the same features, the same rows.
export {
  allFeatures as featureCatalogue,
  featuresOfPackages as includedFeatures,
  type PackageFeatureRow as IncludedFeature,
} from "../packages/packages.repository.js";

export async function allPackages(db: Database): Promise<PackageRow[]> {
  return db.select().from(packages).orderBy(asc(packages.priceMinor), asc(packages.id));
}

export async function packageRow(db: Database | Tx, id: number, lock = false): Promise<PackageRow | null> {
  const query = db.select().from(packages).where(eq(packages.id, id)).limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** Members holding each package at `now` (started and not ended), by package id. */
export async function holdersAt(
  db: Database | Tx,
  packageIds: number[],
  now: Date,
): Promise<Map<number, number>> {
  if (packageIds.length === 0) return new Map();
  const rows = await db
    .select({ packageId: userPackages.packageId, holders: countDistinct(userPackages.userId) })
    .from(userPackages)
    .where(
      and(
        inArray(userPackages.packageId, packageIds),
        lte(userPackages.startsAt, now),
        gt(userPackages.endsAt, now),
      ),
    )
    .groupBy(userPackages.packageId);
  return new Map(rows.map((row) => [row.packageId, Number(row.holders)]));
}

/** Another package already sold under this App Store product id. */
export async function iosProductTaken(
  tx: Tx,
  iosProductId: string,
  exceptId: number | null,
): Promise<boolean> {
  const rows = await tx
    .select({ id: packages.id })
    .from(packages)
    .where(
      and(eq(packages.iosProductId, iosProductId), exceptId === null ? undefined : ne(packages.id, exceptId)),
    )
    .limit(1);
  return rows.length > 0;
}

export type PackageValues = Omit<typeof packages.$inferInsert, "id" | "createdAt" | "updatedAt">;

export async function insertPackage(tx: Tx, values: PackageValues, now: Date): Promise<PackageRow> {
  const [row] = await tx
    .insert(packages)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updatePackage(
  tx: Tx,
  id: number,
  values: Partial<PackageValues>,
  now: Date,
): Promise<PackageRow> {
  const [row] = await tx
    .update(packages)
    .set({ ...values, updatedAt: now })
    .where(eq(packages.id, id))
    .returning();
  return row!;
}

/** Replaces the package's feature rows with `rows` (feature ids already resolved). */
export async function replaceFeatures(
  tx: Tx,
  packageId: number,
  rows: { featureId: number; limitType: "limited" | "unlimited"; limit: number | null }[],
): Promise<void> {
  await tx.delete(packageFeatures).where(eq(packageFeatures.packageId, packageId));
  if (rows.length > 0) await tx.insert(packageFeatures).values(rows.map((row) => ({ packageId, ...row })));
}
