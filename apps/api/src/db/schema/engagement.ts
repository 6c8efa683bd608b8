import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { properties } from "./properties.js";
import { oneOf } from "./columns.js";

/** Why a listing can be reported, bilingual and admin-managed. */
export const reportReasons = pgTable("report_reasons", {
  id: serial("id").primaryKey(),
  reason: text("reason").notNull(),
  reasonAr: text("reason_ar").notNull(),
  isActive: boolean("is_active").notNull().default(true),
  sequence: integer("sequence").notNull().default(0),
});

/** What an admin did about a report: nothing wrong found, or the listing taken down. */
export const reportResolutions = ["dismissed", "listing_deactivated"] as const;

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
    /** Set when an admin has dealt with the report (issue 17): kept, so the listing's history stays readable. */
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: integer("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolution: text("resolution", { enum: reportResolutions }),
  },
  (t) => [
    uniqueIndex("user_reports_user_property_uq").on(t.userId, t.propertyId),
    index("user_reports_property_idx").on(t.propertyId),
    // The oversight page lists open reports newest first.
    index("user_reports_open_idx")
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
    check("user_reports_reason_ck", sql`${t.reasonId} is not null or ${t.otherMessage} is not null`),
    oneOf("user_reports_resolution_ck", t.resolution, reportResolutions),
    check("user_reports_resolved_ck", sql`(${t.resolvedAt} is null) = (${t.resolution} is null)`),
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

/** Members who marked a listing as interesting: the owner's leads (spec `interested_users`). One row per pair. */
export const interestedUsers = pgTable(
  "interested_users",
  {
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.userId] }), index("interested_users_user_idx").on(t.userId)],
);

/**
 * A member's stated interests for the personalised feed (spec "Personalised fields"); one row per member.
 * Lists are arrays rather than eBroker's comma-separated text so the feed query can use them directly.
 */
export const personalisedFields = pgTable(
  "personalised_fields",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    categoryIds: integer("category_ids")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    facilityIds: integer("facility_ids")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    priceMinMinor: bigint("price_min_minor", { mode: "number" }),
    priceMaxMinor: bigint("price_max_minor", { mode: "number" }),
    /** "sell" and/or "rent". */
    propertyTypes: text("property_types")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    city: text("city"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "personalised_fields_price_ck",
      sql`${t.priceMinMinor} >= 0 and ${t.priceMaxMinor} >= ${t.priceMinMinor}`,
    ),
    check("personalised_fields_types_ck", sql`${t.propertyTypes} <@ array['sell', 'rent']::text[]`),
  ],
);
