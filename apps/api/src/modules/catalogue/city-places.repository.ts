import { and, asc, eq, ilike, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { cities } from "../../db/schema/catalogue.js";

export type CityRow = typeof cities.$inferSelect;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const sameText = (column: AnyColumn, text: string) => sql`lower(${column}) = lower(${text})`;

/** Cities a name or country may mean, in either language (the country also by its ISO code). */
function nameMatch(city: string, country: string | undefined): SQL | undefined {
  return and(
    eq(cities.isActive, true),
    or(sameText(cities.name, city), eq(cities.nameAr, city)),
    country === undefined
      ? undefined
      : or(
          sameText(cities.country, country),
          eq(cities.countryAr, country),
          sameText(cities.countryCode, country),
        ),
  );
}

/** One active city by id, or undefined. */
export async function activeCity(db: Database, id: number): Promise<CityRow | undefined> {
  const [row] = await db
    .select()
    .from(cities)
    .where(and(eq(cities.id, id), eq(cities.isActive, true)))
    .limit(1);
  return row;
}

/** The one active city a free-text name (and country, when sent) names; none when there is none or several. */
export async function cityNamed(db: Database, city: string, country?: string): Promise<CityRow | undefined> {
  const rows = await db.select().from(cities).where(nameMatch(city, country)).limit(2);
  return rows.length === 1 ? rows[0] : undefined;
}

/** Active cities whose name or state matches `search` in either language, by country then name. */
export async function searchCities(
  db: Database,
  search: string | undefined,
  limit: number,
): Promise<CityRow[]> {
  const needle = search === undefined ? undefined : `%${escapeLike(search)}%`;
  return db
    .select()
    .from(cities)
    .where(
      and(
        eq(cities.isActive, true),
        needle === undefined
          ? undefined
          : or(
              ilike(cities.name, needle),
              ilike(cities.nameAr, needle),
              ilike(cities.state, needle),
              ilike(cities.stateAr, needle),
            ),
      ),
    )
    .orderBy(asc(cities.countryCode), asc(cities.name), asc(cities.id))
    .limit(limit);
}
