import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { oneOf } from "./columns.js";
import { properties } from "./properties.js";

export const inquiryStatuses = ["pending", "accepted", "complete", "cancelled"] as const;

/**
 * A client's request to the owner of a listing (eBroker `propertys_inquiry`): how to reach them and the viewing
 * day they would like. The owner is e-mailed; the row stays so the owner (and admins) can follow it up.
 */
export const inquiries = pgTable(
  "inquiries",
  {
    id: serial("id").primaryKey(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    /** The signed-in member who sent it; null for a guest, who is reached through the contact fields alone. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    clientName: text("client_name").notNull(),
    clientNumber: text("client_number").notNull(),
    clientEmail: text("client_email").notNull(),
    /** The viewing day asked for, as the client sent it (a date, or one of the owner's `{day, from, to}` slots). */
    correspondingDay: text("corresponding_day"),
    /** What the client wrote with a viewing request (`send-property-client-email`); null for a plain inquiry. */
    message: text("message"),
    status: text("status", { enum: inquiryStatuses }).notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("inquiries_property_idx").on(t.propertyId, t.createdAt),
    index("inquiries_user_idx").on(t.userId),
    oneOf("inquiries_status_ck", t.status, inquiryStatuses),
  ],
);
