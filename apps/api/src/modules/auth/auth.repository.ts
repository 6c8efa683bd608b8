import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { accessTokens, users } from "../../db/schema/accounts.js";

export type ViewerRow = {
  id: number;
  role: "customer" | "admin";
  name: string;
  email: string | null;
  customerType: "property_owner" | "agent" | null;
  verificationStatus: "initial" | "pending" | "success" | "failed";
  isActive: boolean;
};

export async function findViewerByTokenHash(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<ViewerRow | null> {
  const rows = await db
    .select({
      id: users.id,
      role: users.role,
      name: users.name,
      email: users.email,
      customerType: users.customerType,
      verificationStatus: users.verificationStatus,
      isActive: users.isActive,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, tokenHash),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, now),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Whether a token, live or revoked, belongs to an account an admin deactivated: deactivation also revokes the
 * sessions, and their next request should still learn why they ended.
 */
export async function tokenOfDeactivatedAccount(db: Database, tokenHash: string): Promise<boolean> {
  const rows = await db
    .select({ isActive: users.isActive })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(and(eq(accessTokens.tokenHash, tokenHash), isNull(users.deletedAt)))
    .limit(1);
  return rows[0]?.isActive === false;
}

export async function insertAccessToken(
  db: Database,
  values: { userId: number; tokenHash: string; label: string; expiresAt: Date },
): Promise<void> {
  await db.insert(accessTokens).values(values);
}

export async function revokeAccessToken(db: Database, tokenHash: string, now: Date): Promise<void> {
  await db.update(accessTokens).set({ revokedAt: now }).where(eq(accessTokens.tokenHash, tokenHash));
}

/** Revokes every live session of a user (password reset, deactivation, deletion). */
export async function revokeAllAccessTokensOfUser(db: Database, userId: number, now: Date): Promise<number> {
  const rows = await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)))
    .returning({ id: accessTokens.id });
  return rows.length;
}

/** Tokens that stopped working (expired or signed out) before `before`: nothing can use or show them any more. */
export async function deleteDeadAccessTokens(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(accessTokens)
    .where(or(lt(accessTokens.expiresAt, before), lt(accessTokens.revokedAt, before)))
    .returning({ id: accessTokens.id });
  return rows.length;
}
