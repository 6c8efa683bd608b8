import { asc, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { users } from "../../db/schema/accounts.js";
import { projects, properties } from "../../db/schema/properties.js";

export type ReviewedKind = "property" | "project";
export type ReviewState = "pending" | "approved" | "rejected";

const DESCRIPTION_EXCERPT = 300;

// Listings and projects carry the same review columns; the queue and the decision read them alike.
const tableOf = (kind: ReviewedKind) => (kind === "property" ? properties : projects);

/** One page of items in a review state, the longest-waiting (or the newest) first, with their owners' names. */
export async function reviewQueue(
  db: Database,
  input: { kind: ReviewedKind; state: ReviewState; newestFirst: boolean; offset: number; limit: number },
) {
  const table = tableOf(input.kind);
  const where = eq(table.moderationStatus, input.state);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: table.id,
        slug: table.slug,
        title: table.title,
        titleAr: table.titleAr,
        description: sql<string>`left(${table.description}, ${DESCRIPTION_EXCERPT})`,
        descriptionAr: sql<string | null>`left(${table.descriptionAr}, ${DESCRIPTION_EXCERPT})`,
        city: table.city,
        moderationStatus: table.moderationStatus,
        rejectionReason: table.rejectionReason,
        updatedAt: table.updatedAt,
        ownerId: users.id,
        ownerName: users.name,
        ownerEmail: users.email,
      })
      .from(table)
      .innerJoin(users, eq(users.id, table.ownerId))
      .where(where)
      .orderBy(
        ...(input.newestFirst
          ? [desc(table.updatedAt), desc(table.id)]
          : [asc(table.updatedAt), asc(table.id)]),
      )
      .offset(input.offset)
      .limit(input.limit),
    db.select({ total: count() }).from(table).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The item and its owner's address, for the decision and the e-mail that tells the owner. */
export async function reviewedItem(db: Database, kind: ReviewedKind, id: number) {
  const table = tableOf(kind);
  const [row] = await db
    .select({
      id: table.id,
      slug: table.slug,
      title: table.title,
      titleAr: table.titleAr,
      isActive: table.isActive,
      moderationStatus: table.moderationStatus,
      ownerId: table.ownerId,
      ownerName: users.name,
      ownerEmail: users.email,
    })
    .from(table)
    .innerJoin(users, eq(users.id, table.ownerId))
    .where(eq(table.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * Records a decision. `enable` switches a project on at its first approval (a new project waits switched
 * off); listings keep whatever visibility their owner chose.
 */
export async function recordDecision(
  db: Database | Parameters<Parameters<Database["transaction"]>[0]>[0],
  input: {
    kind: ReviewedKind;
    id: number;
    state: Exclude<ReviewState, "pending">;
    reason: string | null;
    enable: boolean;
    now: Date;
  },
) {
  const table = tableOf(input.kind);
  const [row] = await db
    .update(table)
    .set({
      moderationStatus: input.state,
      rejectionReason: input.state === "rejected" ? input.reason : null,
      ...(input.enable ? { isActive: true } : {}),
      updatedAt: input.now,
    })
    .where(eq(table.id, input.id))
    .returning({
      id: table.id,
      moderationStatus: table.moderationStatus,
      rejectionReason: table.rejectionReason,
    });
  return row ?? null;
}
