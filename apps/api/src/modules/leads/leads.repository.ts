import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { users } from "../../db/schema/accounts.js";
import { inquiries } from "../../db/schema/leads.js";
import { properties } from "../../db/schema/properties.js";

/** The listing and how to reach its owner: for the owner's e-mails only, never for a response. */
export async function listingWithOwner(db: Database, propertyId: number) {
  const [row] = await db
    .select({
      id: properties.id,
      slug: properties.slug,
      title: properties.title,
      titleAr: properties.titleAr,
      ownerId: properties.ownerId,
      ownerName: users.name,
      ownerEmail: users.email,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(eq(properties.id, propertyId))
    .limit(1);
  return row ?? null;
}

export async function insertInquiry(db: Database, values: typeof inquiries.$inferInsert) {
  const [row] = await db.insert(inquiries).values(values).returning();
  return row!;
}

type InquiryStatus = (typeof inquiries.$inferSelect)["status"];

/** Requests about listings of `ownerId` (any owner's when null: an admin), newest first, with counts by state. */
export async function inquiriesForOwner(
  db: Database,
  input: {
    ownerId: number | null;
    propertyId?: number | undefined;
    status?: InquiryStatus | undefined;
    offset: number;
    limit: number;
  },
) {
  const scope: SQL[] = [];
  if (input.ownerId !== null) scope.push(eq(properties.ownerId, input.ownerId));
  if (input.propertyId !== undefined) scope.push(eq(inquiries.propertyId, input.propertyId));
  const filtered = input.status ? [...scope, eq(inquiries.status, input.status)] : scope;
  const [rows, [total], byStatus] = await Promise.all([
    db
      .select({
        id: inquiries.id,
        status: inquiries.status,
        clientName: inquiries.clientName,
        clientNumber: inquiries.clientNumber,
        clientEmail: inquiries.clientEmail,
        correspondingDay: inquiries.correspondingDay,
        message: inquiries.message,
        createdAt: inquiries.createdAt,
        propertyId: properties.id,
        slug: properties.slug,
        title: properties.title,
        titleAr: properties.titleAr,
      })
      .from(inquiries)
      .innerJoin(properties, eq(properties.id, inquiries.propertyId))
      .where(and(...filtered))
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .offset(input.offset)
      .limit(input.limit),
    db
      .select({ total: count() })
      .from(inquiries)
      .innerJoin(properties, eq(properties.id, inquiries.propertyId))
      .where(and(...filtered)),
    db
      .select({ status: inquiries.status, total: count() })
      .from(inquiries)
      .innerJoin(properties, eq(properties.id, inquiries.propertyId))
      .where(and(...scope))
      .groupBy(inquiries.status),
  ]);
  return { rows, total: total?.total ?? 0, byStatus };
}

/** The request with the owner of its listing, to decide who may change it. */
export async function inquiryWithOwner(db: Database, inquiryId: number) {
  const [row] = await db
    .select({ id: inquiries.id, status: inquiries.status, ownerId: properties.ownerId })
    .from(inquiries)
    .innerJoin(properties, eq(properties.id, inquiries.propertyId))
    .where(eq(inquiries.id, inquiryId))
    .limit(1);
  return row ?? null;
}

export async function setInquiryStatus(db: Database, inquiryId: number, status: InquiryStatus) {
  const [row] = await db
    .update(inquiries)
    .set({ status })
    .where(eq(inquiries.id, inquiryId))
    .returning({ id: inquiries.id, status: inquiries.status });
  return row ?? null;
}

export async function deleteInquiry(db: Database, inquiryId: number) {
  const removed = await db
    .delete(inquiries)
    .where(eq(inquiries.id, inquiryId))
    .returning({ id: inquiries.id });
  return removed.length > 0;
}

/** How many requests each of these listings received (listings without any are absent). */
export async function inquiryTotals(db: Database, propertyIds: number[]): Promise<Map<number, number>> {
  if (propertyIds.length === 0) return new Map();
  const rows = await db
    .select({ propertyId: inquiries.propertyId, total: count() })
    .from(inquiries)
    .where(inArray(inquiries.propertyId, propertyIds))
    .groupBy(inquiries.propertyId);
  return new Map(rows.map((row) => [row.propertyId, row.total]));
}
