import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { savePushToken } from "../../db/push-tokens.js";
import {
  passwordResetTokens,
  pushTokens,
  spentTickets,
  userIdentities,
  users,
} from "../../db/schema/accounts.js";

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<
  Pick<
    NewUser,
    | "email"
    | "mobile"
    | "passwordHash"
    | "emailVerifiedAt"
    | "mobileVerifiedAt"
    | "role"
    | "name"
    | "isActive"
  >
>;

// Deleted rows are returned too: their unique e-mail or mobile still blocks new accounts, and sign-in must
// refuse them with the deactivation message rather than create a second account.
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows[0] ?? null;
}

export async function findUserByMobile(db: Database, mobile: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  return rows[0] ?? null;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findUserByIdentity(
  db: Database,
  provider: "google" | "apple",
  subject: string,
): Promise<UserRow | null> {
  const rows = await db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
    .limit(1);
  return rows[0]?.user ?? null;
}

/** Inserts a user; null when a unique e-mail, mobile or slug is already taken (a concurrent sign-up). */
export async function insertUser(db: Database, values: NewUser): Promise<UserRow | null> {
  const rows = await db.insert(users).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function updateUser(db: Database, id: number, changes: UserChanges, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, id));
}

/**
 * Marks the live account using `email` as verified. Answers the account when this call verified it (not when it
 * already was), so the welcome goes out once, to an address that is known to work.
 */
export async function markEmailVerified(
  db: Database,
  email: string,
  now: Date,
): Promise<{ id: number; name: string } | null> {
  const [verified] = await db
    .update(users)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        isNull(users.deletedAt),
        isNull(users.emailVerifiedAt),
      ),
    )
    .returning({ id: users.id, name: users.name });
  return verified ?? null;
}

export async function linkIdentity(
  db: Database,
  values: { userId: number; provider: "google" | "apple"; subject: string },
): Promise<void> {
  await db.insert(userIdentities).values(values).onConflictDoNothing();
}

/** A device belongs to whoever signed in on it last; a user keeps their few most recently seen devices. */
export async function upsertPushToken(db: Database, userId: number, fcmId: string, now: Date): Promise<void> {
  await savePushToken(db, { userId, fcmId, now });
}

export async function deletePushToken(db: Database, userId: number, fcmId: string): Promise<void> {
  await db.delete(pushTokens).where(and(eq(pushTokens.userId, userId), eq(pushTokens.fcmId, fcmId)));
}

export async function insertPasswordResetToken(
  db: Database,
  values: { userId: number; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

/**
 * Uses a reset token once: marks it used and returns its user only when it was live. One UPDATE, so two
 * concurrent requests cannot both succeed.
 */
export async function consumePasswordResetToken(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<number | null> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return rows[0]?.userId ?? null;
}

/** After a reset, other links sent earlier stop working too. */
export async function retireResetTokensOfUser(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Records a ticket as used; false when it was used before (a replay). Expired rows are pruned on the way. */
export async function spendTicket(db: Database, jti: string, expiresAt: Date, now: Date): Promise<boolean> {
  await db.delete(spentTickets).where(lt(spentTickets.expiresAt, now));
  const inserted = await db
    .insert(spentTickets)
    .values({ jti, expiresAt })
    .onConflictDoNothing()
    .returning({ jti: spentTickets.jti });
  return inserted.length === 1;
}

/** Reset links that expired before `before`, used or not: a link is refused past its expiry anyway. */
export async function deleteExpiredPasswordResetTokens(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.expiresAt, before))
    .returning({ id: passwordResetTokens.id });
  return rows.length;
}

export async function deleteExpiredSpentTickets(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(spentTickets)
    .where(lt(spentTickets.expiresAt, before))
    .returning({ jti: spentTickets.jti });
  return rows.length;
}
