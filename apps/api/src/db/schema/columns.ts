import { timestamp } from "drizzle-orm/pg-core";

/** created_at / updated_at pair used by most tables; timestamps are always UTC (timestamptz). */
export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};
