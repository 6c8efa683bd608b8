import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { qualified } from "../../db/qualified.js";
import { categories, cities } from "../../db/schema/catalogue.js";
import { advertisements, projects } from "../../db/schema/properties.js";

export async function listPublicProjects(
  db: Database,
  input: { promotedOnly: boolean; limit?: number; ownerId?: number; now: Date },
) {
  const now = input.now.toISOString();
  const promoted = sql<boolean>`exists (select 1 from ${advertisements} a where a.project_id = ${qualified(projects.id)}
    and a.status = 'approved' and a.starts_at <= ${now}::timestamptz and a.ends_at > ${now}::timestamptz)`;
  return (
    db
      .select({
        project: projects,
        category: {
          id: categories.id,
          slug: categories.slug,
          name: categories.name,
          nameAr: categories.nameAr,
        },
        place: { cityAr: cities.nameAr, stateAr: cities.stateAr, countryAr: cities.countryAr },
        isPromoted: promoted,
      })
      .from(projects)
      .innerJoin(categories, eq(categories.id, projects.categoryId))
      // Projects name their city as text; the cities table (unique per country and name) supplies the Arabic.
      .leftJoin(
        cities,
        sql`lower(${cities.name}) = lower(${projects.city}) and lower(${cities.country}) = lower(${projects.country})`,
      )
      .where(
        and(
          eq(projects.moderationStatus, "approved"),
          eq(projects.isActive, true),
          input.promotedOnly ? promoted : undefined,
          input.ownerId === undefined ? undefined : eq(projects.ownerId, input.ownerId),
        ),
      )
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(input.limit ?? 1000)
  );
}
