import { and, asc, eq, gt, inArray, isNull, lte, notExists } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.js";
import { users } from "../../db/schema/accounts.js";
import { packages } from "../../db/schema/content.js";
import { userPackages } from "../../db/schema/packages.js";

/** The member holds no later package of the same kind that runs past `endsAfter` (so this one was not renewed). */
function notRenewed(db: Database, endsAfter: Date | typeof userPackages.endsAt) {
  const renewal = alias(userPackages, "renewal");
  return notExists(
    db
      .select({ id: renewal.id })
      .from(renewal)
      .where(
        and(
          eq(renewal.userId, userPackages.userId),
          eq(renewal.packageId, userPackages.packageId),
          gt(renewal.endsAt, endsAfter),
        ),
      ),
  );
}

/**
 * Held packages that ended in (`after`, `until`] and were not renewed: the member holds no later package of the
 * same kind running past `until`. Members without an e-mail address are left out (nothing to send).
 */
export async function packagesEndedBetween(
  db: Database,
  window: { after: Date; until: Date },
): Promise<number[]> {
  const rows = await db
    .select({ id: userPackages.id })
    .from(userPackages)
    .innerJoin(users, eq(users.id, userPackages.userId))
    .where(
      and(
        gt(userPackages.endsAt, window.after),
        lte(userPackages.endsAt, window.until),
        eq(users.isActive, true),
        notRenewed(db, window.until),
      ),
    )
    .orderBy(asc(userPackages.id));
  return rows.map((r) => r.id);
}

/** Who to tell that a held package ended, and which package it was. */
export async function endedPackageNotice(db: Database, userPackageId: number) {
  const rows = await db
    .select({
      email: users.email,
      name: users.name,
      packageName: packages.name,
      packageNameAr: packages.nameAr,
      endsAt: userPackages.endsAt,
    })
    .from(userPackages)
    .innerJoin(users, eq(users.id, userPackages.userId))
    .innerJoin(packages, eq(packages.id, userPackages.packageId))
    .where(eq(userPackages.id, userPackageId))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Marks the held packages that end in (`now`, `until`], started, were not told yet and are not renewed (the
 * member holds no later package of the same kind running past this one's end), and answers them: each is
 * claimed once, whichever scan or instance gets there first, so the member hears of it once.
 */
export async function claimPackagesEndingSoon(db: Database, window: { now: Date; until: Date }) {
  const due = db
    .select({ id: userPackages.id })
    .from(userPackages)
    .innerJoin(users, eq(users.id, userPackages.userId))
    .where(
      and(
        isNull(userPackages.expiryNoticedAt),
        lte(userPackages.startsAt, window.now),
        gt(userPackages.endsAt, window.now),
        lte(userPackages.endsAt, window.until),
        eq(users.isActive, true),
        notRenewed(db, userPackages.endsAt),
      ),
    );
  const claimed = await db
    .update(userPackages)
    .set({ expiryNoticedAt: window.now })
    .where(and(inArray(userPackages.id, due), isNull(userPackages.expiryNoticedAt)))
    .returning({
      id: userPackages.id,
      userId: userPackages.userId,
      packageId: userPackages.packageId,
      endsAt: userPackages.endsAt,
    });
  if (claimed.length === 0) return [];
  const names = await db
    .select({ id: packages.id, name: packages.name, nameAr: packages.nameAr })
    .from(packages)
    .where(inArray(packages.id, [...new Set(claimed.map((row) => row.packageId))]));
  const byId = new Map(names.map((row) => [row.id, row]));
  return claimed.map((row) => ({
    ...row,
    packageName: byId.get(row.packageId)?.name ?? "",
    packageNameAr: byId.get(row.packageId)?.nameAr ?? null,
  }));
}
