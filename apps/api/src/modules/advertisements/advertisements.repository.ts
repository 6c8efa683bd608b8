import { and, count, desc, eq, gt, inArray, lte } from "drizzle-orm";
import type { TFeatureTarget } from "@manzil/domain/contracts";
import type { Database } from "../../db/client.js";
import { packageFeatures, packages, features } from "../../db/schema/content.js";
import { userPackages } from "../../db/schema/packages.js";
import { advertisements, projects, properties } from "../../db/schema/properties.js";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const LIVE = ["pending", "approved"] as const;

export type FeaturableListing = {
  id: number;
  ownerId: number;
  moderationStatus: "pending" | "approved" | "rejected";
  isActive: boolean;
};

/** The listing or project a member asks to feature, whoever owns it (the service decides who may). */
export async function featurableListing(
  db: Database,
  target: TFeatureTarget,
  id: number,
): Promise<FeaturableListing | null> {
  const table = target === "property" ? properties : projects;
  const rows = await db
    .select({
      id: table.id,
      ownerId: table.ownerId,
      moderationStatus: table.moderationStatus,
      isActive: table.isActive,
    })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return rows[0] ?? null;
}

const listingColumn = (target: TFeatureTarget) =>
  target === "property" ? advertisements.propertyId : advertisements.projectId;

/** Whether the listing has a live (pending or approved) advertisement still running at `now`. */
export async function isFeatured(
  db: Database,
  input: { target: TFeatureTarget; listingId: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .select({ id: advertisements.id })
    .from(advertisements)
    .where(
      and(
        eq(listingColumn(input.target), input.listingId),
        inArray(advertisements.status, [...LIVE]),
        gt(advertisements.endsAt, input.now),
      ),
    )
    .limit(1);
  return rows.length === 1;
}

/**
 * Live advertisements already past their end, the expiry job not having run yet: expired now, so the unique
 * index (one live advertisement per listing) lets the member feature the listing again. Optionally for one
 * listing only. Returns how many were expired.
 */
export async function expireEnded(
  db: Database | Tx,
  input: { now: Date; target?: TFeatureTarget; listingId?: number },
): Promise<number> {
  const rows = await db
    .update(advertisements)
    .set({ status: "expired" })
    .where(
      and(
        inArray(advertisements.status, [...LIVE]),
        lte(advertisements.endsAt, input.now),
        input.target && input.listingId !== undefined
          ? eq(listingColumn(input.target), input.listingId)
          : undefined,
      ),
    )
    .returning({ id: advertisements.id });
  return rows.length;
}

/** How long the held package runs, in hours. */
export async function heldPackageDurationHours(tx: Tx, userPackageId: number): Promise<number | null> {
  const rows = await tx
    .select({ hours: packages.durationHours })
    .from(userPackages)
    .innerJoin(packages, eq(packages.id, userPackages.packageId))
    .where(eq(userPackages.id, userPackageId))
    .limit(1);
  return rows[0]?.hours ?? null;
}

/** The longest package active at `now` that gives the feature without a limit (nothing is spent from it). */
export async function unlimitedPackageDurationHours(
  tx: Tx,
  input: { userId: number; type: "property_feature" | "project_feature"; now: Date },
): Promise<number | null> {
  const rows = await tx
    .select({ hours: packages.durationHours })
    .from(userPackages)
    .innerJoin(packages, eq(packages.id, userPackages.packageId))
    .innerJoin(packageFeatures, eq(packageFeatures.packageId, packages.id))
    .innerJoin(features, eq(features.id, packageFeatures.featureId))
    .where(
      and(
        eq(userPackages.userId, input.userId),
        lte(userPackages.startsAt, input.now),
        gt(userPackages.endsAt, input.now),
        eq(features.type, input.type),
        eq(packageFeatures.limitType, "unlimited"),
      ),
    )
    .orderBy(desc(packages.durationHours))
    .limit(1);
  return rows[0]?.hours ?? null;
}

export async function insertAdvertisement(
  tx: Tx,
  row: {
    userId: number;
    target: TFeatureTarget;
    listingId: number;
    status: "pending" | "approved";
    startsAt: Date;
    endsAt: Date;
  },
): Promise<number> {
  const [inserted] = await tx
    .insert(advertisements)
    .values({
      userId: row.userId,
      target: row.target,
      propertyId: row.target === "property" ? row.listingId : null,
      projectId: row.target === "project" ? row.listingId : null,
      status: row.status,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      createdAt: row.startsAt,
    })
    .returning({ id: advertisements.id });
  if (!inserted) throw new Error("insert into advertisements returned nothing");
  return inserted.id;
}

export type AdvertisementRow = {
  id: number;
  target: TFeatureTarget;
  status: "pending" | "approved" | "rejected" | "expired";
  startsAt: Date;
  endsAt: Date;
  property: { id: number; title: string; titleAr: string | null; slug: string; image: string | null } | null;
  project: { id: number; title: string; titleAr: string | null; slug: string; image: string | null } | null;
};

/** The member's advertisements, newest first (optionally one of them), with how many there are. */
export async function advertisementsOf(
  db: Database,
  input: { userId: number; offset: number; limit: number; id?: number },
): Promise<{ rows: AdvertisementRow[]; total: number }> {
  const where = and(
    eq(advertisements.userId, input.userId),
    input.id !== undefined ? eq(advertisements.id, input.id) : undefined,
  );
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: advertisements.id,
        target: advertisements.target,
        status: advertisements.status,
        startsAt: advertisements.startsAt,
        endsAt: advertisements.endsAt,
        // Left joins: drizzle answers null for the object of the side that is not there.
        property: {
          id: properties.id,
          title: properties.title,
          titleAr: properties.titleAr,
          slug: properties.slug,
          image: properties.titleImage,
        },
        project: {
          id: projects.id,
          title: projects.title,
          titleAr: projects.titleAr,
          slug: projects.slug,
          image: projects.image,
        },
      })
      .from(advertisements)
      .leftJoin(properties, eq(properties.id, advertisements.propertyId))
      .leftJoin(projects, eq(projects.id, advertisements.projectId))
      .where(where)
      .orderBy(desc(advertisements.createdAt), desc(advertisements.id))
      .offset(input.offset)
      .limit(input.limit),
    db.select({ n: count() }).from(advertisements).where(where),
  ]);
  return { rows, total: Number(counted[0]?.n ?? 0) };
}
