import { and, asc, count, eq, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { qualified } from "../../db/qualified.js";
import { savePushToken } from "../../db/push-tokens.js";
import {
  accessTokens,
  companies,
  otpCodes,
  passwordResetTokens,
  pushTokens,
  userIdentities,
  users,
} from "../../db/schema/accounts.js";
import { favourites, projects, properties } from "../../db/schema/properties.js";
import { interestedUsers, personalisedFields } from "../../db/schema/engagement.js";
import { inquiries } from "../../db/schema/leads.js";
import { propertyOwnerDocuments } from "../../db/schema/owner-documents.js";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Db = Database | Tx;

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type UserWithCompany = UserRow & { company: CompanyRow | null };
export type UserChanges = Partial<Omit<typeof users.$inferInsert, "id" | "role" | "createdAt">>;
export type CompanyChanges = Partial<Omit<typeof companies.$inferInsert, "userId" | "createdAt">>;

/** A live (not deleted) user with their company data. */
export async function findUserById(db: Db, id: number): Promise<UserWithCompany | null> {
  const rows = await db
    .select({ user: users, company: companies })
    .from(users)
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  const row = rows[0];
  return row ? { ...row.user, company: row.company } : null;
}

/** Deleted accounts no longer hold an e-mail or a mobile, so they never block one. */
export async function isEmailTakenByOther(db: Db, email: string, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)))
    .limit(1);
  return rows.length > 0;
}

export async function isMobileTakenByOther(db: Db, mobile: string, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, mobile), ne(users.id, userId)))
    .limit(1);
  return rows.length > 0;
}

/** One device token belongs to one user; a user keeps their few most recently seen devices. */
export async function upsertPushToken(db: Db, input: { userId: number; fcmId: string; now: Date }) {
  await savePushToken(db, input);
}

/** The whole profile update in the caller's transaction. */
export async function applyProfileChanges(
  tx: Tx,
  input: {
    userId: number;
    user: UserChanges;
    company: CompanyChanges | null;
    fcmId?: string;
    now: Date;
  },
): Promise<void> {
  await tx
    .update(users)
    .set({ ...input.user, updatedAt: input.now })
    .where(eq(users.id, input.userId));
  if (input.company) {
    await tx
      .insert(companies)
      .values({ ...input.company, userId: input.userId, createdAt: input.now, updatedAt: input.now })
      .onConflictDoUpdate({ target: companies.userId, set: { ...input.company, updatedAt: input.now } });
  }
  if (input.fcmId) await upsertPushToken(tx, { userId: input.userId, fcmId: input.fcmId, now: input.now });
}

export async function confirmEmailChange(tx: Tx, input: { userId: number; email: string; now: Date }) {
  await tx
    .update(users)
    .set({ email: input.email, pendingEmail: null, emailVerifiedAt: input.now, updatedAt: input.now })
    .where(eq(users.id, input.userId));
}

export const DELETED_USER_NAME = "Deleted user";

/**
 * Erases an account's personal data and everything hanging off it, keeping the row (its id is referenced by
 * listings and, later, by bookings and payments that must be kept). Every session is revoked; listings go
 * offline. Runs in the caller's transaction. Returns the private storage keys of the identity papers it deleted,
 * for the caller to remove once the transaction has committed.
 */
export async function anonymiseUser(
  tx: Tx,
  input: { user: UserRow; slug: string; now: Date },
): Promise<string[]> {
  const { user, now } = input;
  const targets = [user.email?.toLowerCase(), user.pendingEmail?.toLowerCase(), user.mobile].filter(
    (target): target is string => Boolean(target),
  );
  if (targets.length > 0) await tx.delete(otpCodes).where(inArray(otpCodes.target, targets));
  await tx.delete(companies).where(eq(companies.userId, user.id));
  await tx.delete(pushTokens).where(eq(pushTokens.userId, user.id));
  await tx.delete(userIdentities).where(eq(userIdentities.userId, user.id));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
  await tx.delete(favourites).where(eq(favourites.userId, user.id));
  await tx.delete(interestedUsers).where(eq(interestedUsers.userId, user.id));
  await tx.delete(personalisedFields).where(eq(personalisedFields.userId, user.id));
  // Requests the user sent hold their name, phone and e-mail; their listings' papers hold identity documents.
  await tx.delete(inquiries).where(eq(inquiries.userId, user.id));
  const papers = await tx
    .delete(propertyOwnerDocuments)
    .where(
      inArray(
        propertyOwnerDocuments.propertyId,
        tx.select({ id: properties.id }).from(properties).where(eq(properties.ownerId, user.id)),
      ),
    )
    .returning({ key: propertyOwnerDocuments.storageKey });
  await tx
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(and(eq(accessTokens.userId, user.id), isNull(accessTokens.revokedAt)));
  await tx.update(properties).set({ isActive: false, updatedAt: now }).where(eq(properties.ownerId, user.id));
  await tx.update(projects).set({ isActive: false, updatedAt: now }).where(eq(projects.ownerId, user.id));
  await tx
    .update(users)
    .set({
      name: DELETED_USER_NAME,
      slug: input.slug,
      email: null,
      pendingEmail: null,
      mobile: null,
      passwordHash: null,
      profileImage: null,
      address: null,
      whatsappNumber: null,
      aboutMe: null,
      facebookId: null,
      twitterId: null,
      instagramId: null,
      youtubeId: null,
      latitude: null,
      longitude: null,
      city: null,
      state: null,
      country: null,
      customerType: null,
      ownerKind: null,
      managementType: null,
      notificationsEnabled: false,
      emailVerifiedAt: null,
      mobileVerifiedAt: null,
      isActive: false,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, user.id));
  return papers.map((paper) => paper.key);
}

// Public listings: approved, active, on the market (the same rule as the agents list).
const onMarket = (classification?: number) =>
  sql`p.owner_id = ${qualified(users.id)} and p.moderation_status = 'approved' and p.is_active
    and p.listing_type in ('sell', 'rent')${classification === undefined ? sql`` : sql` and p.classification = ${classification}`}`;
const propertyCount = sql<number>`(select count(*)::int from ${properties} p where ${onMarket()})`;
const projectCount = sql<number>`(select count(*)::int from ${projects} p
  where p.owner_id = ${qualified(users.id)} and p.moderation_status = 'approved' and p.is_active)`;

const publicColumns = {
  id: users.id,
  name: users.name,
  slug: users.slug,
  role: users.role,
  profileImage: users.profileImage,
  customerType: users.customerType,
  verificationStatus: users.verificationStatus,
  aboutMe: users.aboutMe,
  facebookId: users.facebookId,
  twitterId: users.twitterId,
  instagramId: users.instagramId,
  youtubeId: users.youtubeId,
  propertyCount,
  projectCount,
};
export type PublicUserRow = {
  id: number;
  name: string;
  slug: string;
  role: "customer" | "admin";
  profileImage: string | null;
  customerType: "property_owner" | "agent" | null;
  verificationStatus: "initial" | "pending" | "success" | "failed";
  aboutMe: string | null;
  facebookId: string | null;
  twitterId: string | null;
  instagramId: string | null;
  youtubeId: string | null;
  propertyCount: number;
  projectCount: number;
};

const isVisible = and(eq(users.isActive, true), isNull(users.deletedAt));

const withCounts = (row: PublicUserRow): PublicUserRow => ({
  ...row,
  propertyCount: Number(row.propertyCount),
  projectCount: Number(row.projectCount),
});

/** An active, not deleted user by id or slug, public columns only. */
export async function findPublicUser(
  db: Db,
  by: { id?: number; slug?: string },
): Promise<PublicUserRow | null> {
  const match = or(
    by.id === undefined ? undefined : eq(users.id, by.id),
    by.slug === undefined ? undefined : eq(users.slug, by.slug),
  );
  const rows = await db.select(publicColumns).from(users).where(and(match, isVisible)).limit(1);
  return rows[0] ? withCounts(rows[0]) : null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listPublicUsers(
  db: Db,
  input: {
    search?: string;
    hasProperty?: boolean;
    classification?: number;
    isAdmin?: boolean;
    limit: number;
    offset: number;
  },
): Promise<{ rows: PublicUserRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [isVisible];
  if (input.search) conditions.push(sql`${users.name} ilike ${`%${escapeLike(input.search)}%`}`);
  if (input.classification !== undefined) {
    conditions.push(sql`exists (select 1 from ${properties} p where ${onMarket(input.classification)})`);
  } else if (input.hasProperty) {
    conditions.push(sql`exists (select 1 from ${properties} p where ${onMarket()})`);
  }
  if (input.isAdmin !== undefined) conditions.push(eq(users.role, input.isAdmin ? "admin" : "customer"));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select(publicColumns)
      .from(users)
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows: rows.map(withCounts), total: Number(totals[0]?.n ?? 0) };
}

/** Everything the data export lists besides the profile itself. */
export async function findUserRecords(db: Db, userId: number) {
  const [identities, devices, sessions, ownProperties, ownProjects, liked] = await Promise.all([
    db
      .select({ provider: userIdentities.provider, createdAt: userIdentities.createdAt })
      .from(userIdentities)
      .where(eq(userIdentities.userId, userId))
      .orderBy(asc(userIdentities.createdAt)),
    db
      .select({ createdAt: pushTokens.createdAt, lastSeenAt: pushTokens.lastSeenAt })
      .from(pushTokens)
      .where(eq(pushTokens.userId, userId))
      .orderBy(asc(pushTokens.createdAt)),
    db
      .select({
        label: accessTokens.label,
        createdAt: accessTokens.createdAt,
        expiresAt: accessTokens.expiresAt,
        lastUsedAt: accessTokens.lastUsedAt,
        revokedAt: accessTokens.revokedAt,
      })
      .from(accessTokens)
      .where(eq(accessTokens.userId, userId))
      .orderBy(asc(accessTokens.createdAt), asc(accessTokens.id)),
    db
      .select({
        id: properties.id,
        slug: properties.slug,
        title: properties.title,
        titleAr: properties.titleAr,
        classification: properties.classification,
        listingType: properties.listingType,
        moderationStatus: properties.moderationStatus,
        isActive: properties.isActive,
        priceMinor: properties.priceMinor,
        currency: properties.currency,
        address: properties.address,
        city: properties.city,
        state: properties.state,
        country: properties.country,
        createdAt: properties.createdAt,
        updatedAt: properties.updatedAt,
      })
      .from(properties)
      .where(eq(properties.ownerId, userId))
      .orderBy(asc(properties.id)),
    db
      .select({
        id: projects.id,
        slug: projects.slug,
        title: projects.title,
        titleAr: projects.titleAr,
        moderationStatus: projects.moderationStatus,
        isActive: projects.isActive,
        city: projects.city,
        createdAt: projects.createdAt,
      })
      .from(projects)
      .where(eq(projects.ownerId, userId))
      .orderBy(asc(projects.id)),
    db
      .select({
        propertyId: favourites.propertyId,
        slug: properties.slug,
        title: properties.title,
        createdAt: favourites.createdAt,
      })
      .from(favourites)
      .innerJoin(properties, eq(properties.id, favourites.propertyId))
      .where(eq(favourites.userId, userId))
      .orderBy(asc(favourites.createdAt), asc(favourites.propertyId)),
  ]);
  const [interests, preferences] = await Promise.all([
    db
      .select({
        propertyId: interestedUsers.propertyId,
        slug: properties.slug,
        title: properties.title,
        createdAt: interestedUsers.createdAt,
      })
      .from(interestedUsers)
      .innerJoin(properties, eq(properties.id, interestedUsers.propertyId))
      .where(eq(interestedUsers.userId, userId))
      .orderBy(asc(interestedUsers.createdAt), asc(interestedUsers.propertyId)),
    db.select().from(personalisedFields).where(eq(personalisedFields.userId, userId)).limit(1),
  ]);
  return {
    identities,
    devices,
    sessions,
    ownProperties,
    ownProjects,
    liked,
    interests,
    preferences: preferences[0] ?? null,
  };
}
