import { eq, max } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { notifications } from "../../db/schema/conversations.js";

/** The member's newest notice id (0 when none): where a fresh realtime stream starts. */
export async function latestNoticeIdOf(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ id: max(notifications.id) })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return Number(row?.id ?? 0);
}
