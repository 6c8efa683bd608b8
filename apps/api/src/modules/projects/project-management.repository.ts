import { and, count, desc, eq, inArray, like, ne, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { REVIEW_TALLY_KEYS, reviewTallies, talliesOf } from "../../db/review-tallies.js";
import { users } from "../../db/schema/accounts.js";
import { categories, cities } from "../../db/schema/catalogue.js";
import { projectMedia, projectPlans, projects } from "../../db/schema/properties.js";
import { projectCity, promotedSql, selection } from "./projects.repository.js";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Executor = Database | Tx;

export type ProjectModeration = (typeof projects.$inferSelect)["moderationStatus"];
export type ProjectValues = Partial<Omit<typeof projects.$inferInsert, "id" | "ownerId" | "createdAt">>;

/** What the ownership and status rules need to know about one project. */
export type ProjectStanding = {
  id: number;
  ownerId: number;
  moderationStatus: ProjectModeration;
  isActive: boolean;
  image: string | null;
  metaImage: string | null;
};

const standingColumns = {
  id: projects.id,
  ownerId: projects.ownerId,
  moderationStatus: projects.moderationStatus,
  isActive: projects.isActive,
  image: projects.image,
  metaImage: projects.metaImage,
};

export type OwnProjectFilters = {
  ownerId: number;
  id?: number | undefined;
  slug?: string | undefined;
  isActive?: boolean | undefined;
  moderation?: ProjectModeration | undefined;
  search?: string | undefined;
  promotedAt?: Date | undefined;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function ownWhere(filters: OwnProjectFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(projects.ownerId, filters.ownerId)];
  if (filters.id !== undefined) conditions.push(eq(projects.id, filters.id));
  if (filters.slug !== undefined) conditions.push(eq(projects.slug, filters.slug));
  if (filters.isActive !== undefined) {
    conditions.push(eq(projects.isActive, filters.isActive), eq(projects.moderationStatus, "approved"));
  }
  if (filters.moderation !== undefined) conditions.push(eq(projects.moderationStatus, filters.moderation));
  if (filters.promotedAt !== undefined) conditions.push(promotedSql(filters.promotedAt));
  if (filters.search !== undefined) {
    const needle = sql`'%' || manzil_search_fold(${escapeLike(filters.search)}) || '%'`;
    conditions.push(
      sql`manzil_search_fold(concat_ws(' ', ${projects.title}, ${projects.titleAr})) like ${needle}`,
    );
  }
  return and(...conditions);
}

function fromProjects(db: Executor, now: Date) {
  return db
    .select(selection(now, undefined))
    .from(projects)
    .innerJoin(categories, eq(categories.id, projects.categoryId))
    .leftJoin(cities, projectCity);
}

/** A page of the owner's projects in every state, newest first, with how many match. */
export async function ownProjects(
  db: Database,
  input: { filters: OwnProjectFilters; offset: number; limit: number; now: Date },
) {
  const where = ownWhere(input.filters);
  const [rows, counted] = await Promise.all([
    fromProjects(db, input.now)
      .where(where)
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .offset(input.offset)
      .limit(input.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(projects)
      .where(where),
  ]);
  return { rows, total: Number(counted[0]?.total ?? 0) };
}

/** One project in any state (for its owner or an admin), or undefined. */
export async function projectInAnyState(db: Executor, id: number, now: Date) {
  const [row] = await fromProjects(db, now).where(eq(projects.id, id)).limit(1);
  return row;
}

/** All the owner's projects counted by state, and their views together. */
export async function ownProjectTotals(db: Database, ownerId: number) {
  const [row] = await db.select(reviewTallies(projects)).from(projects).where(eq(projects.ownerId, ownerId));
  return talliesOf(row, REVIEW_TALLY_KEYS);
}

export async function projectStanding(db: Executor, id: number): Promise<ProjectStanding | null> {
  const [row] = await db.select(standingColumns).from(projects).where(eq(projects.id, id)).limit(1);
  return row ?? null;
}

/** What the posting gates need to know about the poster. */
export async function posterProfile(db: Database, userId: number) {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      mobile: users.mobile,
      role: users.role,
      verificationStatus: users.verificationStatus,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Whether the category exists, is switched on and is one for new projects (classification 3). */
export async function isProjectCategory(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.isActive, true), eq(categories.classification, 3)))
    .limit(1);
  return Boolean(row);
}

/** Slugs already taken that start like `base` (the candidate and its numbered variants), except project `exceptId`. */
export async function slugsLike(db: Executor, base: string, exceptId?: number): Promise<Set<string>> {
  const rows = await db
    .select({ slug: projects.slug })
    .from(projects)
    .where(
      and(
        or(eq(projects.slug, base), like(projects.slug, `${escapeLike(base)}-%`)),
        exceptId === undefined ? undefined : ne(projects.id, exceptId),
      ),
    );
  return new Set(rows.map((row) => row.slug));
}

export async function insertProject(tx: Tx, values: typeof projects.$inferInsert): Promise<number> {
  const [row] = await tx.insert(projects).values(values).returning({ id: projects.id });
  return row!.id;
}

export async function updateProject(tx: Tx, id: number, values: ProjectValues): Promise<void> {
  await tx.update(projects).set(values).where(eq(projects.id, id));
}

export async function insertProjectMedia(
  tx: Tx,
  rows: { projectId: number; kind: "gallery" | "document"; file: string; name: string | null }[],
): Promise<void> {
  if (rows.length === 0) return;
  const projectId = rows[0]!.projectId;
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${projectMedia.position}), -1)::int` })
    .from(projectMedia)
    .where(eq(projectMedia.projectId, projectId));
  const start = Number(last?.position ?? -1) + 1;
  await tx.insert(projectMedia).values(rows.map((row, i) => ({ ...row, position: start + i })));
}

/** How many media of `kind` the project keeps once `removing` (ids of its own; others' are ignored) are gone. */
export async function projectMediaCountAfterRemoval(
  executor: Executor,
  input: { projectId: number; kind: "gallery" | "document"; removing: number[] },
): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(projectMedia)
    .where(
      and(
        eq(projectMedia.projectId, input.projectId),
        eq(projectMedia.kind, input.kind),
        input.removing.length > 0 ? notInArray(projectMedia.id, input.removing) : undefined,
      ),
    );
  return Number(row?.total ?? 0);
}

/** How many floor plans the project keeps once `removing` (ids of its own) are gone. */
export async function projectPlanCountAfterRemoval(
  executor: Executor,
  input: { projectId: number; removing: number[] },
): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(projectPlans)
    .where(
      and(
        eq(projectPlans.projectId, input.projectId),
        input.removing.length > 0 ? notInArray(projectPlans.id, input.removing) : undefined,
      ),
    );
  return Number(row?.total ?? 0);
}

/** Removes the project's media of that kind among `ids` (others' ids are ignored); returns their files. */
export async function deleteProjectMedia(
  tx: Tx,
  input: { projectId: number; kind: "gallery" | "document"; ids: number[] },
): Promise<string[]> {
  if (input.ids.length === 0) return [];
  const rows = await tx
    .delete(projectMedia)
    .where(
      and(
        eq(projectMedia.projectId, input.projectId),
        eq(projectMedia.kind, input.kind),
        inArray(projectMedia.id, input.ids),
      ),
    )
    .returning({ file: projectMedia.file });
  return rows.map((row) => row.file);
}

export async function insertProjectPlans(
  tx: Tx,
  rows: { projectId: number; title: string; document: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(projectPlans).values(rows);
}

export async function renameProjectPlan(
  tx: Tx,
  input: { projectId: number; id: number; title: string },
): Promise<void> {
  await tx
    .update(projectPlans)
    .set({ title: input.title })
    .where(and(eq(projectPlans.id, input.id), eq(projectPlans.projectId, input.projectId)));
}

export async function deleteProjectPlans(
  tx: Tx,
  input: { projectId: number; ids: number[] },
): Promise<string[]> {
  if (input.ids.length === 0) return [];
  const rows = await tx
    .delete(projectPlans)
    .where(and(eq(projectPlans.projectId, input.projectId), inArray(projectPlans.id, input.ids)))
    .returning({ document: projectPlans.document });
  return rows.map((row) => row.document);
}

/** Switches an approved project on or off, the approval checked in the same statement. */
export async function setProjectActive(
  db: Database,
  input: { id: number; isActive: boolean; now: Date },
): Promise<ProjectStanding | null> {
  const [row] = await db
    .update(projects)
    .set({ isActive: input.isActive, updatedAt: input.now })
    .where(and(eq(projects.id, input.id), eq(projects.moderationStatus, "approved")))
    .returning(standingColumns);
  return row ?? null;
}

/** Every stored file key a project points at: image, meta image, gallery, documents and plans. */
export async function projectFileKeys(db: Database, id: number): Promise<string[]> {
  const [own, media, plans] = await Promise.all([
    db
      .select({ image: projects.image, metaImage: projects.metaImage })
      .from(projects)
      .where(eq(projects.id, id)),
    db.select({ file: projectMedia.file }).from(projectMedia).where(eq(projectMedia.projectId, id)),
    db.select({ file: projectPlans.document }).from(projectPlans).where(eq(projectPlans.projectId, id)),
  ]);
  const keys = [
    ...own.flatMap((row) => [row.image, row.metaImage]),
    ...media.map((row) => row.file),
    ...plans.map((row) => row.file),
  ];
  return [...new Set(keys.filter((key): key is string => Boolean(key)))];
}

/** Deletes a project; its media, plans and advertisements go with it (cascades). */
export async function deleteProjectRow(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(projects).where(eq(projects.id, id)).returning({ id: projects.id });
  return rows.length === 1;
}
