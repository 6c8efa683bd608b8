import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { properties } from "./properties.js";

/** Why a listing can be reported, bilingual and admin-managed. */
export const reportReasons = pgTable("report_reasons", {
  id: serial("id").primaryKey(),
  reason: text("reason").notNull(),
  reasonAr: text("reason_ar").notNull(),
  isActive: boolean("is_active").notNull().default(true),
  sequence: integer("sequence").notNull().default(0),
});

/** A member's report on a listing: a listed reason, or "other" with their own words. One per member and listing. */
export const userReports = pgTable(
  "user_reports",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    reasonId: integer("reason_id").references(() => reportReasons.id, { onDelete: "set null" }),
    otherMessage: text("other_message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("user_reports_user_property_uq").on(t.userId, t.propertyId),
    index("user_reports_property_idx").on(t.propertyId),
    check("user_reports_reason_ck", sql`${t.reasonId} is not null or ${t.otherMessage} is not null`),
  ],
);

/** Messages from the contact-us form (spec `contct_us`). */
export const contactRequests = pgTable(
  "contact_requests",
  {
    id: serial("id").primaryKey(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    requestIp: text("request_ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_requests_created_idx").on(t.createdAt)],
);
