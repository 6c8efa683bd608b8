import { and, count, desc, eq, gt, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import type { TAdminAdvertisementsQuery } from "@manzil/domain/contracts";
import type { Database } from "../../db/client.js";
import { users } from "../../db/schema/accounts.js";
import { advertisements, projects, properties } from "../../db/schema/properties.js";
import type { Tx } from "./reports.repository.js";

export type AdStatus = "pending" | "approved" | "rejected" | "expired";

const DAY_MS = 86_400_000;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const columns = {
  id: advertisements.id,
  target: advertisements.target,
  status: advertisements.status,
  startsAt: advertisements.startsAt,
  endsAt: advertisements.endsAt,
  createdAt: advertisements.createdAt,
  listingId: sql<number>`coalesce(${properties.id}, ${projects.id})`,
  slug: sql<string>`coalesce(${properties.slug}, ${projects.slug})`,
  title: sql<string>`coalesce(${properties.title}, ${projects.title})`,
  titleAr: sql<string | null>`coalesce(${properties.titleAr}, ${projects.titleAr})`,
  listingApproved: sql<boolean>`coalesce(${properties.moderationStatus}, ${projects.moderationStatus}) = 'approved'`,
  listingActive: sql<boolean>`coalesce(${properties.isActive}, ${projects.isActive})`,
  ownerId: users.id,
  ownerName: users.name,
  ownerEmail: users.email,
};

const joined = (db: Database | Tx) =>
  db
    .select(columns)
    .from(advertisements)
    .innerJoin(users, eq(users.id, advertisements.userId))
    .leftJoin(properties, eq(properties.id, advertisements.propertyId))
    .leftJoin(projects, eq(projects.id, advertisements.projectId));

export type AdminAdRow = {
  id: number;
  target: "property" | "project";
  status: AdStatus;
  startsAt: Date;
  endsAt: Date;
  createdAt: Date;
  listingId: number;
  slug: string;
  title: string;
  titleAr: string | null;
  listingApproved: boolean;
  listingActive: boolean;
  ownerId: number;
  ownerName: string;
  ownerEmail: string | null;
};

/** One page of advertisements: pending ones first (they wait for an answer), then the newest. */
export async function searchAdvertisements(
  db: Database,
  query: TAdminAdvertisementsQuery,
): Promise<{ rows: AdminAdRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(advertisements.status, query.status));
  if (query.q) {
    const needle = `%${escapeLike(query.q)}%`;
    conditions.push(
      or(
        ilike(properties.title, needle),
        ilike(properties.titleAr, needle),
        ilike(projects.title, needle),
        ilike(projects.titleAr, needle),
      ),
    );
  }
  if (query.owner) {
    const needle = `%${escapeLike(query.owner)}%`;
    conditions.push(or(ilike(users.name, needle), ilike(users.email, needle)));
  }
  // Running at some moment of the period: started before its last day ended, ending after its first day began.
  if (query.from) conditions.push(gt(advertisements.endsAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) {
    conditions.push(lt(advertisements.startsAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)));
  }
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(
        sql`${advertisements.status} <> 'pending'`,
        desc(advertisements.createdAt),
        desc(advertisements.id),
      )
      .offset(query.offset ?? 0)
      .limit(query.limit ?? 20),
    db
      .select({ total: count() })
      .from(advertisements)
      .innerJoin(users, eq(users.id, advertisements.userId))
      .leftJoin(properties, eq(properties.id, advertisements.propertyId))
      .leftJoin(projects, eq(projects.id, advertisements.projectId))
      .where(where),
  ]);
  return { rows: rows as AdminAdRow[], total: totals?.total ?? 0 };
}

/**
 * The advertisement, its row locked for the rest of the transaction: of two admins deciding it at once, the
 * second reads the first one's decision. The lock is taken on the advertisement alone (Postgres refuses to lock
 * the nullable side of an outer join), then the listing and owner are read.
 */
export async function lockAdvertisement(tx: Tx, id: number): Promise<AdminAdRow | null> {
  const [locked] = await tx
    .select({ id: advertisements.id })
    .from(advertisements)
    .where(eq(advertisements.id, id))
    .for("update");
  if (!locked) return null;
  const [row] = await joined(tx).where(eq(advertisements.id, id));
  return (row as AdminAdRow | undefined) ?? null;
}

export async function updateAdvertisement(
  tx: Tx,
  id: number,
  values: Partial<{ status: AdStatus; startsAt: Date; endsAt: Date }>,
): Promise<void> {
  await tx.update(advertisements).set(values).where(eq(advertisements.id, id));
}
