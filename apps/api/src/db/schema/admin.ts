import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { VERIFICATION_FIELD_TYPES } from "@manzil/domain/contracts";
import { users } from "./accounts.js";
import { oneOf } from "./columns.js";

/**
 * Issue 17 (ADR 063): the admin's audit log and agent verification.
 *
 * Every admin write records who did what to which row, with the row before and after. The log is append-only:
 * a trigger in the migration refuses UPDATE and DELETE (nobody can edit it, admins included), and the actor
 * survives as a plain id and name when the account is removed.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: integer("actor_id"),
    /** The admin's name when it happened (the account may be renamed or deleted later). */
    actorName: text("actor_name").notNull(),
    /** What was done, as `<area>.<verb>` ("users.deactivate", "settings.update", "moderation.approve"). */
    action: text("action").notNull(),
    /** What it was done to ("user", "setting", "property", "category" …) and its id (text: settings have keys). */
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    before: jsonb("before").$type<unknown>(),
    after: jsonb("after").$type<unknown>(),
    /** The request's client address, for tracing a change back. */
    ip: text("ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("admin_audit_log_created_idx").on(t.createdAt.desc()),
    index("admin_audit_log_target_idx").on(t.targetType, t.targetId),
    index("admin_audit_log_actor_idx").on(t.actorId),
  ],
);

// The contract's list, so the column's CHECK and the API's validation cannot drift apart.
const verificationFieldTypes = VERIFICATION_FIELD_TYPES;

/** One question of the admin-defined verification form (spec §7 "Agent verification"), in both languages. */
export const verificationFormFields = pgTable(
  "verification_form_fields",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    nameAr: text("name_ar"),
    fieldType: text("field_type", { enum: verificationFieldTypes }).notNull(),
    /** Choices of radio, checkbox and dropdown fields: `[{ value, value_ar }]`; empty for the others. */
    options: jsonb("options").$type<{ value: string; value_ar?: string | null }[]>().notNull().default([]),
    isRequired: boolean("is_required").notNull().default(false),
    rank: integer("rank").notNull().default(0),
    /** Retired fields keep their old answers readable; they are no longer asked. */
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [oneOf("verification_form_fields_type_ck", t.fieldType, verificationFieldTypes)],
);

export const verificationStatuses = ["pending", "success", "failed"] as const;

/**
 * One application for verification (eBroker's verify_customers). A re-application after a refusal is a new row,
 * so the history stays; at most one may be pending per member (partial unique index).
 */
export const verificationApplications = pgTable(
  "verification_applications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: verificationStatuses }).notNull().default("pending"),
    /** Why it was refused, shown to the member (failed only). */
    reason: text("reason"),
    reviewedBy: integer("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("verification_applications_user_idx").on(t.userId, t.createdAt.desc()),
    uniqueIndex("verification_applications_pending_uq")
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    oneOf("verification_applications_status_ck", t.status, verificationStatuses),
    check("verification_applications_reason_ck", sql`${t.status} = 'failed' or ${t.reason} is null`),
  ],
);

/** One answer of an application: text (checkbox values comma-separated, as eBroker) or a private file. */
export const verificationValues = pgTable(
  "verification_values",
  {
    id: serial("id").primaryKey(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => verificationApplications.id, { onDelete: "cascade" }),
    fieldId: integer("field_id")
      .notNull()
      .references(() => verificationFormFields.id, { onDelete: "cascade" }),
    value: text("value"),
    /** PRIVATE storage key of an uploaded file: the applicant and admins only, as short-lived signed links. */
    fileKey: text("file_key"),
    fileType: text("file_type"),
    fileSize: integer("file_size"),
  },
  (t) => [
    uniqueIndex("verification_values_field_uq").on(t.applicationId, t.fieldId),
    check("verification_values_content_ck", sql`${t.value} is not null or ${t.fileKey} is not null`),
  ],
);
