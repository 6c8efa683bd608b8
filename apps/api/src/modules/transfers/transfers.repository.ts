import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { users } from "../../db/schema/accounts.js";

/** A member who may receive a transfer: exists, active, not deleted. */
export async function activeMember(db: Database, id: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, id), eq(users.isActive, true), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}
