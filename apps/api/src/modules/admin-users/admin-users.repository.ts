import { and, count, desc, eq, ilike, isNull, or, type SQL } from "drizzle-orm";
import type { TAdminUsersQuery } from "@manzil/domain/contracts";
import type { Database } from "../../db/client.js";
import { accessTokens, users } from "../../db/schema/accounts.js";
import { paymentTransactions } from "../../db/schema/payments.js";
import { projects, properties } from "../../db/schema/properties.js";
import { reservations } from "../../db/schema/reservations.js";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The columns an admin sees: never the password hash, never a token. */
const adminColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  mobile: users.mobile,
  role: users.role,
  customerType: users.customerType,
  verificationStatus: users.verificationStatus,
  isActive: users.isActive,
  createdAt: users.createdAt,
};

export type AdminUserRow = {
  id: number;
  name: string;
  email: string | null;
  mobile: string | null;
  role: "customer" | "admin";
  customerType: "property_owner" | "agent" | null;
  verificationStatus: "initial" | "pending" | "success" | "failed";
  isActive: boolean;
  createdAt: Date;
};

export async function searchUsers(
  db: Database,
  query: TAdminUsersQuery,
): Promise<{ rows: AdminUserRow[]; total: number }> {
  // Deleted accounts are gone for the console too; their records live on in the audit log.
  const conditions: SQL[] = [isNull(users.deletedAt)];
  if (query.q) {
    const needle = `%${escapeLike(query.q)}%`;
    conditions.push(or(ilike(users.name, needle), ilike(users.email, needle), ilike(users.mobile, needle))!);
  }
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.is_active !== undefined) conditions.push(eq(users.isActive, query.is_active));
  if (query.customer_type) conditions.push(eq(users.customerType, query.customer_type));
  if (query.verification_status) conditions.push(eq(users.verificationStatus, query.verification_status));
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select(adminColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .offset(query.offset ?? 0)
      .limit(query.limit ?? 20),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function userDetail(db: Database, id: number) {
  const [row] = await db
    .select({
      ...adminColumns,
      address: users.address,
      city: users.city,
      country: users.country,
      emailVerifiedAt: users.emailVerifiedAt,
      mobileVerifiedAt: users.mobileVerifiedAt,
    })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  if (!row) return null;
  // Each count rides an index on the owner/guest/user column.
  const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  const [ownProperties, ownProjects, ownReservations, ownPayments] = await Promise.all([
    countOf(db.select({ n: count() }).from(properties).where(eq(properties.ownerId, id))),
    countOf(db.select({ n: count() }).from(projects).where(eq(projects.ownerId, id))),
    countOf(db.select({ n: count() }).from(reservations).where(eq(reservations.guestId, id))),
    countOf(db.select({ n: count() }).from(paymentTransactions).where(eq(paymentTransactions.userId, id))),
  ]);
  return {
    ...row,
    counts: {
      properties: ownProperties,
      projects: ownProjects,
      reservations: ownReservations,
      payments: ownPayments,
    },
  };
}

/** The user's row under a lock, so two admins acting on one account at once take turns. */
export async function lockUser(tx: Tx, id: number): Promise<AdminUserRow | null> {
  const [row] = await tx
    .select(adminColumns)
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .for("update")
    .limit(1);
  return row ?? null;
}

export async function updateUser(
  tx: Tx,
  id: number,
  values: Partial<{ isActive: boolean; role: "customer" | "admin" }>,
  now: Date,
): Promise<AdminUserRow> {
  const [row] = await tx
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, id))
    .returning(adminColumns);
  return row!;
}

/** Ends every live session of the user in the caller's transaction; returns how many were live. */
export async function revokeTokensOf(tx: Tx, userId: number, now: Date): Promise<number> {
  const rows = await tx
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)))
    .returning({ id: accessTokens.id });
  return rows.length;
}
