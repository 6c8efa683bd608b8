import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/** The review columns listings and projects share (spec §4 states, the owner's switch, the view counter). */
type Reviewed = { moderationStatus: AnyPgColumn; isActive: AnyPgColumn; viewCount: AnyPgColumn };

/**
 * Select fields counting one owner's items by review state (one row, one pass): all, pending, approved, rejected,
 * approved and switched on (`active`) or off (`inactive`), and their views together.
 */
export function reviewTallies(table: Reviewed) {
  const approved = sql`${table.moderationStatus} = 'approved'`;
  return {
    all: sql<number>`count(*)::int`,
    pending: sql<number>`count(*) filter (where ${table.moderationStatus} = 'pending')::int`,
    approved: sql<number>`count(*) filter (where ${approved})::int`,
    rejected: sql<number>`count(*) filter (where ${table.moderationStatus} = 'rejected')::int`,
    active: sql<number>`count(*) filter (where ${approved} and ${table.isActive})::int`,
    inactive: sql<number>`count(*) filter (where ${approved} and not ${table.isActive})::int`,
    views: sql<number>`coalesce(sum(${table.viewCount}), 0)::int`,
  };
}

/** The tallies of `reviewTallies` (plus any extra ones) as plain numbers; an absent row counts nothing. */
export function talliesOf<K extends string>(
  row: Partial<Record<K | "views", number>> | undefined,
  keys: readonly K[],
): { counts: Record<K, number>; totalViews: number } {
  const count = (value: number | undefined) => Number(value ?? 0);
  const counts = Object.fromEntries(keys.map((key) => [key, count(row?.[key])])) as Record<K, number>;
  return { counts, totalViews: count(row?.views) };
}

export const REVIEW_TALLY_KEYS = ["all", "pending", "approved", "rejected", "active", "inactive"] as const;
