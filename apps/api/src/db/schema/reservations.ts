import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { OFFER_KINDS, RESERVATION_ACTORS, RESERVATION_STATUSES } from "@manzil/domain/reservations";
import { users } from "./accounts.js";
import { isCurrencyCode, oneOf, timestamps } from "./columns.js";
import { properties } from "./properties.js";
import { hotelRooms } from "./stays.js";

export const reservationPaymentStatuses = ["unpaid", "paid", "partial", "refunded", "failed"] as const;
export const refundRequestStatuses = ["pending", "approved", "rejected"] as const;

/**
 * A stored quote line (ADR 050's QuoteLine), kept as the guest saw it: the charge is their sum. Its words are
 * stored in both languages at booking time, so a later change of tax rate or add-on name never rewrites a receipt.
 */
export type StoredQuoteLine = {
  code: string;
  labels: { en: string; ar: string };
  amount_minor: number;
  date?: string;
  addon_id?: number;
  quantity?: number;
  /** A tax line's rate in basis points when booked: a cancellation keeps the first night's taxes at this rate. */
  rate_bp?: number;
};

/**
 * A booking of one stay offer (issue 15, ADR 054): a hotel room offer × `rooms`, or a vacation home × `rooms`
 * identical apartments, for [check_in_date, check_out_date). Its units are taken from `stay_nights.units_sold` in the
 * transaction that creates it and given back when it ends cancelled, rejected or expired. Amounts are the server's
 * quote, stored as lines; the client never sends one.
 */
export const reservations = pgTable(
  "reservations",
  {
    id: serial("id").primaryKey(),
    /**
     * The booking's reference shown to guests and owners ("MZR-7K3QX9"), unguessable so an e-mail reveals nothing
     * else. Room offers booked together (eBroker's `reservable_id: [{id}, …]`) are one row each sharing it, and
     * one payment (purpose `reservation`, purpose_id = the group's first row).
     */
    reference: text("reference").notNull(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "restrict" }),
    hotelRoomId: integer("hotel_room_id").references(() => hotelRooms.id, { onDelete: "set null" }),
    /** The account that booked: the guest, or the agent booking for a client (booked_for_*). */
    guestId: integer("guest_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    bookedForName: text("booked_for_name").notNull(),
    bookedForEmail: text("booked_for_email"),
    bookedForPhone: text("booked_for_phone"),
    checkInDate: date("check_in_date", { mode: "string" }).notNull(),
    checkOutDate: date("check_out_date", { mode: "string" }).notNull(),
    rooms: integer("rooms").notNull(),
    guests: integer("guests").notNull(),
    offer: text("offer", { enum: OFFER_KINDS }).notNull(),
    status: text("status", { enum: RESERVATION_STATUSES }).notNull(),
    paymentStatus: text("payment_status", { enum: reservationPaymentStatuses }).notNull().default("unpaid"),
    /** "cash" (pay at the property) or the gateway of the payment_transactions row (purpose reservation). */
    paymentMethod: text("payment_method"),
    currency: text("currency").notNull(),
    totalMinor: bigint("total_minor", { mode: "number" }).notNull(),
    lines: jsonb("lines").$type<StoredQuoteLine[]>().notNull(),
    loyaltyTier: smallint("loyalty_tier"),
    specialRequests: text("special_requests"),
    /** An unpaid online booking's units are released at this time (15 minutes). */
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    /** A request the owner has not answered is declined at this time (24 hours). */
    respondBy: timestamp("respond_by", { withTimezone: true }),
    cancellationDeadline: timestamp("cancellation_deadline", { withTimezone: true }).notNull(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledBy: text("cancelled_by", { enum: RESERVATION_ACTORS }),
    reason: text("reason"),
    refundedMinor: bigint("refunded_minor", { mode: "number" }).notNull().default(0),
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    checkedOutAt: timestamp("checked_out_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("reservations_reference_idx").on(t.reference),
    index("reservations_guest_idx").on(t.guestId, t.checkInDate.desc()),
    index("reservations_property_idx").on(t.propertyId, t.checkInDate),
    // The jobs' queues: unpaid holds to expire, requests to decline.
    index("reservations_hold_idx")
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'pending' and ${t.holdExpiresAt} is not null`),
    index("reservations_respond_idx")
      .on(t.respondBy)
      .where(sql`${t.status} = 'pending' and ${t.respondBy} is not null`),
    check("reservations_dates_ck", sql`${t.checkOutDate} > ${t.checkInDate}`),
    check("reservations_counts_ck", sql`${t.rooms} >= 1 and ${t.guests} >= 1`),
    check(
      "reservations_amounts_ck",
      sql`${t.totalMinor} >= 0 and ${t.refundedMinor} between 0 and ${t.totalMinor}`,
    ),
    oneOf("reservations_offer_ck", t.offer, OFFER_KINDS),
    oneOf("reservations_status_ck", t.status, RESERVATION_STATUSES),
    oneOf("reservations_payment_status_ck", t.paymentStatus, reservationPaymentStatuses),
    oneOf("reservations_cancelled_by_ck", t.cancelledBy, RESERVATION_ACTORS),
    isCurrencyCode("reservations_currency_ck", t.currency),
  ],
);

/** A guest's refund request on a paid reservation (spec §3 "Refund"), decided by the owner or an admin. */
export const refundRequests = pgTable(
  "refund_requests",
  {
    id: serial("id").primaryKey(),
    reservationId: integer("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    requestedBy: integer("requested_by").references(() => users.id, { onDelete: "set null" }),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    reason: text("reason").notNull(),
    status: text("status", { enum: refundRequestStatuses }).notNull().default("pending"),
    rejectionReason: text("rejection_reason"),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("refund_requests_reservation_idx").on(t.reservationId),
    // One open request per reservation: a second click or a parallel request cannot queue two refunds.
    uniqueIndex("refund_requests_open_uq")
      .on(t.reservationId)
      .where(sql`${t.status} = 'pending'`),
    check("refund_requests_amount_ck", sql`${t.amountMinor} > 0`),
    oneOf("refund_requests_status_ck", t.status, refundRequestStatuses),
    isCurrencyCode("refund_requests_currency_ck", t.currency),
  ],
);

/** A loyalty tier a guest has used, per classification (4 homes, 5 hotels): each tier gives its discount once. */
export const loyaltyTierUses = pgTable(
  "loyalty_tier_uses",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    classification: smallint("classification").notNull(),
    tier: smallint("tier").notNull(),
    reservationId: integer("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("loyalty_tier_uses_once_uq").on(t.userId, t.classification, t.tier),
    check("loyalty_tier_uses_classification_ck", sql`${t.classification} in (4, 5)`),
    check("loyalty_tier_uses_tier_ck", sql`${t.tier} between 1 and 4`),
  ],
);
