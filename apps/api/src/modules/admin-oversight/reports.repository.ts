import { and, count, countDistinct, desc, eq, inArray, isNotNull, isNull, max, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.js";
import { users } from "../../db/schema/accounts.js";
import { reportReasons, userReports } from "../../db/schema/engagement.js";
import { properties } from "../../db/schema/properties.js";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type ReportState = "open" | "resolved";
export type Resolution = "dismissed" | "listing_deactivated";

const inState = (state: ReportState) =>
  state === "open" ? isNull(userReports.resolvedAt) : isNotNull(userReports.resolvedAt);

/** The reported listings and their owners, by id. */
export async function reportedListings(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: properties.id,
      slug: properties.slug,
      title: properties.title,
      titleAr: properties.titleAr,
      moderationStatus: properties.moderationStatus,
      isActive: properties.isActive,
      ownerId: users.id,
      ownerName: users.name,
      ownerEmail: users.email,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(inArray(properties.id, ids));
}
export type ReportedListingRow = Awaited<ReturnType<typeof reportedListings>>[number];

/** One page of listings with reports in `state`, the latest report first, and how many listings there are. */
export async function reportedPage(
  db: Database,
  input: { state: ReportState; offset: number; limit: number },
) {
  const where = inState(input.state);
  const latest = max(userReports.createdAt);
  const [groups, [totals]] = await Promise.all([
    db
      .select({
        propertyId: userReports.propertyId,
        count: count(),
        latest,
        resolvedAt: max(userReports.resolvedAt),
      })
      .from(userReports)
      .where(where)
      .groupBy(userReports.propertyId)
      .orderBy(desc(latest), desc(userReports.propertyId))
      .offset(input.offset)
      .limit(input.limit),
    db
      .select({ total: countDistinct(userReports.propertyId) })
      .from(userReports)
      .where(where),
  ]);
  return { groups, total: totals?.total ?? 0 };
}

/** The listed reasons given on these listings (in `state`), with how often each was given. */
export async function reasonTallies(db: Database, ids: number[], state: ReportState) {
  if (ids.length === 0) return [];
  const n = count();
  return db
    .select({
      propertyId: userReports.propertyId,
      reasonId: reportReasons.id,
      reason: reportReasons.reason,
      reasonAr: reportReasons.reasonAr,
      count: n,
    })
    .from(userReports)
    .innerJoin(reportReasons, eq(reportReasons.id, userReports.reasonId))
    .where(and(inArray(userReports.propertyId, ids), inState(state)))
    .groupBy(userReports.propertyId, reportReasons.id)
    .orderBy(desc(n), reportReasons.sequence);
}

/** Reports in the member's own words on these listings (in `state`), newest first. */
export async function otherMessages(db: Database, ids: number[], state: ReportState) {
  if (ids.length === 0) return [];
  return db
    .select({
      propertyId: userReports.propertyId,
      message: userReports.otherMessage,
      createdAt: userReports.createdAt,
    })
    .from(userReports)
    .where(and(inArray(userReports.propertyId, ids), inState(state), isNotNull(userReports.otherMessage)))
    .orderBy(desc(userReports.createdAt), desc(userReports.id));
}

/** The latest resolution per listing (of those given): what the list says was done last. */
export async function latestResolutions(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectDistinctOn([userReports.propertyId], {
      propertyId: userReports.propertyId,
      resolution: userReports.resolution,
    })
    .from(userReports)
    .where(and(inArray(userReports.propertyId, ids), isNotNull(userReports.resolvedAt)))
    .orderBy(userReports.propertyId, desc(userReports.resolvedAt), desc(userReports.id));
}

const reporter = alias(users, "reporter");
const resolver = alias(users, "resolver");

/** Every report on one listing, open ones first, then newest first. */
export async function reportsOf(db: Database | Tx, propertyId: number) {
  return db
    .select({
      id: userReports.id,
      reporterId: reporter.id,
      reporterName: reporter.name,
      reasonId: userReports.reasonId,
      reason: reportReasons.reason,
      reasonAr: reportReasons.reasonAr,
      otherMessage: userReports.otherMessage,
      createdAt: userReports.createdAt,
      resolution: userReports.resolution,
      resolvedAt: userReports.resolvedAt,
      resolverId: resolver.id,
      resolverName: resolver.name,
    })
    .from(userReports)
    .innerJoin(reporter, eq(reporter.id, userReports.userId))
    .leftJoin(reportReasons, eq(reportReasons.id, userReports.reasonId))
    .leftJoin(resolver, eq(resolver.id, userReports.resolvedBy))
    .where(eq(userReports.propertyId, propertyId))
    .orderBy(sql`${userReports.resolvedAt} is not null`, desc(userReports.createdAt), desc(userReports.id));
}

/**
 * The listing's open reports under a row lock: a second admin acting at the same time waits here, and then finds
 * none open (the first one resolved them), which the service answers with 409.
 */
export async function lockOpenReports(tx: Tx, propertyId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: userReports.id })
    .from(userReports)
    .where(and(eq(userReports.propertyId, propertyId), isNull(userReports.resolvedAt)))
    .orderBy(userReports.id)
    .for("update");
  return rows.map((r) => r.id);
}

export async function resolveReports(
  tx: Tx,
  input: { ids: number[]; resolution: Resolution; by: number; now: Date },
): Promise<void> {
  await tx
    .update(userReports)
    .set({ resolvedAt: input.now, resolvedBy: input.by, resolution: input.resolution })
    .where(inArray(userReports.id, input.ids));
}
