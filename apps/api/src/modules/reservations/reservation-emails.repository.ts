import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { users } from "../../db/schema/accounts.js";
import { properties } from "../../db/schema/properties.js";
import { reservations } from "../../db/schema/reservations.js";

/** Who an e-mail goes to: an account's name and address (none for a deleted owner). */
export async function contactOf(db: Database, userId: number | null) {
  if (userId === null) return null;
  const [row] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** A guest's completed stays of one classification (homes 4, hotels 5): the loyalty count. */
export async function completedStaysOf(
  db: Database,
  guestId: number,
  classification: number,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${reservations.reference})::int` })
    .from(reservations)
    .innerJoin(properties, eq(properties.id, reservations.propertyId))
    .where(
      and(
        eq(reservations.guestId, guestId),
        eq(reservations.status, "completed"),
        eq(properties.classification, classification),
      ),
    );
  return row?.n ?? 0;
}
