import { z } from "zod";
import { PAYMENT_METHODS } from "../payments/index.js";
import { OFFER_KINDS, RESERVATION_STATUSES } from "../reservations/index.js";
import {
  coerceOptionalInt,
  email,
  emptyToUndefined,
  phone,
  roomSelection,
  stayDates,
  withKey,
} from "../validation/index.js";
import { MAX_ID, optionalText } from "./catalogue.js";
import { StartedPaymentReply } from "./payments.js";
import { STAY_GUESTS_MAX, STAY_ITEMS_MAX, STAY_UNITS_MAX, StayQuoteLine } from "./stays.js";

/**
 * Reservations (issue 15, ADR 054), under eBroker's call and field names. A client's `amount`, `total_price`,
 * `status` and `payment_status` are accepted for compatibility and never read: the price is the server's quote, the
 * status the rules'.
 */

const lang = z.preprocess(emptyToUndefined, z.string().trim().max(10).optional());
const positiveId = z.number(withKey("validation.invalid_integer")).int().positive().max(MAX_ID);
const optionalId = coerceOptionalInt(positiveId);

/** `x`, `x[]`, `x[0]`, JSON text or an object keyed by index: a list; blank → absent. */
function looseList(value: unknown): unknown {
  const v = emptyToUndefined(value);
  if (v === undefined || v === null) return undefined;
  if (typeof v === "string") {
    try {
      const parsed = JSON.parse(v) as unknown;
      return Array.isArray(parsed) ? parsed : [parsed];
    } catch {
      return v.split(",").map((part) => part.trim());
    }
  }
  if (Array.isArray(v)) return v;
  if (typeof v === "object" && !("kind" in (v as object))) return Object.values(v as object);
  return [v];
}

/** One chosen room offer of a hotel and how many of its rooms; eBroker's `{id, amount}` items are read as one room. */
export const SelectedRoom = z.preprocess(
  (value) => (typeof value === "number" || typeof value === "string" ? { id: value } : value),
  z.object({
    id: coerceOptionalInt(positiveId).pipe(z.number(withKey("validation.room_selection_required"))),
    quantity: coerceOptionalInt(
      z
        .number()
        .int()
        .min(1, withKey("validation.select_at_least_one_room"))
        .max(STAY_UNITS_MAX, withKey("validation.invalid_value")),
    ),
  }),
);
export type TSelectedRoom = z.infer<typeof SelectedRoom>;

const reservationFields = {
  property_id: optionalId,
  /** "property" (a vacation home) or "hotel_room". */
  reservable_type: z.preprocess(
    (value) => (typeof value === "string" ? emptyToUndefined(value.trim().toLowerCase()) : value),
    z.enum(["property", "hotel_room"], withKey("validation.invalid_value")).optional(),
  ),
  /** A home's property id, or a hotel's rooms `[{id, amount}]` (amount ignored). */
  reservable_id: z.unknown().optional(),
  /** Manzil's name for the hotel rooms chosen, with counts. */
  selected_rooms: z.preprocess(looseList, z.array(SelectedRoom).max(STAY_ITEMS_MAX).optional()),
  /** A home's identical apartments wanted (eBroker: apartment_quantity). */
  apartment_quantity: coerceOptionalInt(
    z.number().int().min(1, withKey("validation.invalid_value")).max(STAY_UNITS_MAX),
  ),
  number_of_guests: coerceOptionalInt(
    z
      .number()
      .int()
      .min(1, withKey("validation.invalid_value"))
      .max(STAY_GUESTS_MAX * 100, withKey("validation.invalid_value")),
  ),
  special_requests: optionalText(2_000),
  addon_ids: z.preprocess(
    looseList,
    z.array(z.coerce.number().int().positive().max(MAX_ID)).max(50).optional(),
  ),
  /** flexible (pay at the property), refundable, non_refundable; eBroker's `booking_type`. */
  booking_type: z.preprocess(
    (value) =>
      typeof value === "string" ? emptyToUndefined(value.trim().toLowerCase().replace("-", "_")) : value,
    z.enum(OFFER_KINDS, withKey("validation.invalid_value")).optional(),
  ),
  /** An agent booking for a client names the guest; otherwise the account's own name is used. */
  guest_name: optionalText(200),
  guest_email: z.preprocess(emptyToUndefined, email.optional()),
  guest_phone: z.preprocess(emptyToUndefined, phone.optional()),
  lang,
};

/** `POST reservations`: book and pay at the property (flexible) — the offer must allow it. */
export const CreateReservationBody = stayDates.and(z.object(reservationFields));
export type TCreateReservationBody = z.infer<typeof CreateReservationBody>;

/** `POST reservations/with-payment`: book and pay online now with an enabled method. */
export const CreateReservationWithPaymentBody = stayDates.and(
  z.object({
    ...reservationFields,
    /** An enabled online method; eBroker's `pay_at_property` (or `cash`) books a flexible stay like `POST reservations`. */
    payment_method: z.preprocess(
      (value) =>
        typeof value === "string"
          ? emptyToUndefined(
              value
                .trim()
                .toLowerCase()
                .replace(/^pay_at_property$/, "cash"),
            )
          : value,
      z.enum(PAYMENT_METHODS, withKey("validation.invalid_value")).optional(),
    ),
    /** eBroker's payer details; the amount inside is ignored. */
    payment: z
      .object({
        email: z.preprocess(emptyToUndefined, email.optional()),
        first_name: optionalText(100),
        last_name: optionalText(100),
        phone: z.preprocess(emptyToUndefined, phone.optional()),
      })
      .partial()
      .optional(),
  }),
);
export type TCreateReservationWithPaymentBody = z.infer<typeof CreateReservationWithPaymentBody>;

/** Checkout's rule (spec §5): a hotel booking needs at least one room. */
export const hotelRoomSelection = roomSelection(SelectedRoom);

export const ReservationsQuery = z.object({
  /** One status or several, comma-separated (eBroker sends CSV). */
  status: z.preprocess(looseList, z.array(z.enum(RESERVATION_STATUSES)).optional()),
  /** upcoming | past | cancelled: the guest's tabs. */
  when: z.preprocess(emptyToUndefined, z.enum(["upcoming", "past", "cancelled"]).optional()),
  page: coerceOptionalInt(z.number().int().min(1).max(100_000)),
  per_page: coerceOptionalInt(z.number().int().min(1).max(100)),
  lang,
});
export type TReservationsQuery = z.infer<typeof ReservationsQuery>;

/** `GET property-owner-reservations/{id}` (spec §9: page 1, 100 per page). */
export const OwnerReservationsQuery = ReservationsQuery.extend({
  property_id: optionalId,
  from: z.preprocess(emptyToUndefined, z.iso.date(withKey("validation.invalid_date")).optional()),
  to: z.preprocess(emptyToUndefined, z.iso.date(withKey("validation.invalid_date")).optional()),
});
export type TOwnerReservationsQuery = z.infer<typeof OwnerReservationsQuery>;

export const ReservationIdParams = z.object({ id: coerceOptionalInt(positiveId).pipe(z.number()) });

/** `POST reservations/{id}/cancel`; `preview: 1` answers the refund the policy gives without cancelling. */
export const CancelReservationBody = z.object({
  reason: optionalText(1_000),
  preview: z.preprocess((v) => v === 1 || v === "1" || v === true || v === "true", z.boolean()).optional(),
  lang,
});
export type TCancelReservationBody = z.infer<typeof CancelReservationBody>;

/** `POST reservations/{id}/update-status` (owner of the property or admin). `payment_status` is only for cash. */
export const UpdateReservationStatusBody = z.object({
  status: z.preprocess(
    (value) => (value === "approved" ? "confirmed" : value),
    z.enum(RESERVATION_STATUSES, withKey("validation.invalid_value")),
  ),
  payment_status: z.preprocess(
    emptyToUndefined,
    z.enum(["unpaid", "paid", "partial"], withKey("validation.invalid_value")).optional(),
  ),
  rejection_reason: optionalText(1_000),
  lang,
});
export type TUpdateReservationStatusBody = z.infer<typeof UpdateReservationStatusBody>;

/** spec §3 "Refund": transactionId, amount (≤ what was paid, checked by the server), reason. */
export const RefundRequestBody = z.object({
  transactionId: coerceOptionalInt(positiveId).pipe(z.number(withKey("validation.invalid_integer"))),
  amount: z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
    z.number(withKey("validation.invalid_price")).positive(withKey("validation.invalid_price")),
  ),
  reason: z
    .string({ error: "validation.required.message" })
    .trim()
    .min(1, { error: "validation.required.message" })
    .max(1_000),
  lang,
});
export type TRefundRequestBody = z.infer<typeof RefundRequestBody>;

export const RefundDecisionBody = z.object({
  status: z.enum(["approved", "rejected"], withKey("validation.invalid_value")),
  rejection_reason: optionalText(1_000),
  lang,
});
export type TRefundDecisionBody = z.infer<typeof RefundDecisionBody>;

// ─── Answers ─────────────────────────────────────────────────────────────────────────────────────

export const Reservation = z.object({
  id: z.number().int(),
  reference: z.string(),
  property_id: z.number().int(),
  property_title: z.string(),
  property_slug: z.string(),
  property_classification: z.number().int(),
  reservable_type: z.enum(["property", "hotel_room"]),
  reservable_id: z.number().int(),
  hotel_room_id: z.number().int().nullable(),
  room_type_name: z.string().nullable(),
  check_in_date: z.string(),
  check_out_date: z.string(),
  nights: z.number().int(),
  rooms: z.number().int(),
  number_of_guests: z.number().int(),
  booking_type: z.enum(OFFER_KINDS),
  status: z.enum(RESERVATION_STATUSES),
  payment_status: z.enum(["unpaid", "paid", "partial", "refunded", "failed"]),
  payment_method: z.string().nullable(),
  currency: z.string(),
  lines: z.array(StayQuoteLine),
  total_price: z.number(),
  total_minor: z.number().int(),
  refunded_minor: z.number().int(),
  loyalty_tier: z.number().int().nullable(),
  special_requests: z.string().nullable(),
  guest: z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
  hold_expires_at: z.string().nullable(),
  respond_by: z.string().nullable(),
  cancellation_deadline: z.string(),
  /** What the current user may do now, from the life-cycle table (buttons, not a promise). */
  next_statuses: z.array(z.enum(RESERVATION_STATUSES)),
  created_at: z.string(),
});
export type TReservation = z.infer<typeof Reservation>;

export const CancellationPreview = z.object({
  reservation_id: z.number().int(),
  refund_minor: z.number().int(),
  refund: z.number(),
  currency: z.string(),
  rule: z.enum(["nothing_paid", "non_refundable", "full", "first_night_kept", "after_check_in"]),
  /** The rule in the caller's language, shown before the guest confirms. */
  explanation: z.string(),
});
export type TCancellationPreview = z.infer<typeof CancellationPreview>;

// ─── Refund requests (ADR 057) ───────────────────────────────────────────────────────────────────

/** `POST reservations/{id}/refund-request`: the booking names the payment, so `transactionId` may be left out. */
export const ReservationRefundRequestBody = RefundRequestBody.extend({
  transactionId: coerceOptionalInt(positiveId),
});
export type TReservationRefundRequestBody = z.infer<typeof ReservationRefundRequestBody>;

export const REFUND_REQUEST_STATUSES = ["pending", "approved", "rejected"] as const;

/** `GET payments/refund-approvals`: pending requests by default, `status=all` for every decision too. */
export const RefundApprovalsQuery = z.object({
  status: z.preprocess(
    (value) => (typeof value === "string" ? emptyToUndefined(value.trim().toLowerCase()) : value),
    z.enum([...REFUND_REQUEST_STATUSES, "all"], withKey("validation.invalid_value")).optional(),
  ),
  page: coerceOptionalInt(z.number().int().min(1).max(100_000)),
  per_page: coerceOptionalInt(z.number().int().min(1).max(100)),
  lang,
});
export type TRefundApprovalsQuery = z.infer<typeof RefundApprovalsQuery>;

export const RefundApprovalParams = ReservationIdParams;

/** One refund request as eBroker's refund approvals list shows it (backend facts item 37), plus Manzil's minor units. */
export const RefundApproval = z.object({
  id: z.number().int(),
  transaction_id: z.number().int().nullable(),
  property_title: z.string(),
  customer: z.object({ first_name: z.string(), last_name: z.string(), email: z.string().nullable() }),
  check_in_date: z.string(),
  check_out_date: z.string(),
  /** What the booking's payment took, in major units of `currency`. */
  amount: z.number(),
  /** What the guest asked back. */
  refund_amount: z.number(),
  amount_minor: z.number().int(),
  refund_amount_minor: z.number().int(),
  currency: z.string(),
  payment_method: z.string().nullable(),
  refund_status: z.enum(REFUND_REQUEST_STATUSES),
  refund_reason: z.string(),
  rejection_reason: z.string().nullable(),
  /** Still waiting for the owner's (or an admin's) decision. */
  requires_approval: z.boolean(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  reservation: Reservation,
});
export type TRefundApproval = z.infer<typeof RefundApproval>;

/** The list's answer: `refund_approvals` is a top-level key, as eBroker's app reads it. */
export const RefundApprovalsReply = z.object({
  error: z.boolean(),
  message: z.string(),
  refund_approvals: z.array(RefundApproval),
  total: z.number().int(),
});
// ─── Life-cycle answers (ADR 056) ───────────────────────────────────────────────────────────────

/** `GET reservations`: the caller's bookings as a guest (eBroker keeps them under `reservations`). */
export const ReservationsPage = z.object({
  reservations: z.array(Reservation),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type TReservationsPage = z.infer<typeof ReservationsPage>;

export const ReservationCustomer = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
});

/** `GET property-owner-reservations/{id}`: the owner's bookings, each with its guest, and eBroker's metrics. */
export const OwnerReservationsPage = z.object({
  reservations: z.array(Reservation.extend({ customer: ReservationCustomer })),
  metrics: z.object({
    total_reservations: z.number().int(),
    pending_reservations: z.number().int(),
    /** Confirmed, checked in, checked out or completed. */
    confirmed_reservations: z.number().int(),
    /** Cancelled, declined or expired. */
    cancelled_reservations: z.number().int(),
    /** What the owner keeps (totals less refunds) of confirmed-or-later bookings, in the main currency. */
    total_revenue: z.number(),
    revenue_by_currency: z.array(
      z.object({ currency: z.string(), amount: z.number(), amount_minor: z.number().int() }),
    ),
  }),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type TOwnerReservationsPage = z.infer<typeof OwnerReservationsPage>;

const ClassificationCounts = z.object({
  total_count: z.number().int(),
  completed_count: z.number().int(),
  next_reservation_number: z.number().int(),
  by_status: z.record(z.string(), z.number().int()),
  tier_discounts: z.array(
    z.object({
      tier_milestone: z.number().int(),
      reservation_number: z.number().int(),
      discount_percentage: z.number(),
      is_available: z.boolean(),
      is_used: z.boolean(),
    }),
  ),
  /** Manzil's "2 more stays to the next tier". */
  loyalty: z.object({
    completed_stays: z.number().int(),
    tier: z.number().int(),
    next_tier_at: z.number().int().nullable(),
    stays_to_next: z.number().int().nullable(),
  }),
});

/** `GET customer-reservation-counts/{id}` (self or admin). */
export const CustomerReservationCounts = z.object({
  customer_id: z.number().int(),
  vacation_homes: ClassificationCounts,
  hotel_rooms: ClassificationCounts,
});
export type TCustomerReservationCounts = z.infer<typeof CustomerReservationCounts>;

/** A change of a booking: the asked-for row (eBroker's `reservation`) and every row booked with it. */
export const ReservationChange = z.object({
  reservation: Reservation,
  reservations: z.array(Reservation),
});
export type TReservationChange = z.infer<typeof ReservationChange>;

/** `POST reservations/{id}/cancel`: the refund shown (preview) or made, and the booking once cancelled. */
export const CancelReservationAnswer = z.object({
  cancellation: CancellationPreview,
  reservation: Reservation.optional(),
  reservations: z.array(Reservation).optional(),
});
export type TCancelReservationAnswer = z.infer<typeof CancelReservationAnswer>;
/**
 * `POST reservations` (and `with-payment` paying at the property), in eBroker's shape: a home answers `reservation`,
 * hotel rooms `reservations` (one per room offer) with `total_amount` and `rooms_count`. Manzil adds the shared
 * `reference`, the total in minor units, its currency and the offer booked.
 */
export const CreatedReservations = z.object({
  reference: z.string(),
  /** A vacation home's booking (absent for hotel rooms). */
  reservation: Reservation.optional(),
  /** Hotel rooms: one per room offer, sharing `reference` (absent for a home). */
  reservations: z.array(Reservation).optional(),
  /** Present for hotel rooms (eBroker); the group's total in major units. */
  total_amount: z.number().optional(),
  rooms_count: z.number().int().optional(),
  total_minor: z.number().int(),
  currency: z.string(),
  booking_type: z.enum(OFFER_KINDS),
});
export type TCreatedReservations = z.infer<typeof CreatedReservations>;

/** eBroker's `discount_info`: the loyalty discount this booking got (amounts in major units of its currency). */
export const ReservationDiscountInfo = z.object({
  original_amount: z.number(),
  discount_percentage: z.number(),
  discount_amount: z.number(),
  final_amount: z.number(),
  completed_bookings: z.number().int(),
  next_reservation_number: z.number().int(),
  /** Completed stays at which the applied tier starts (5, 10, 15, 20), or null. */
  tier_milestone: z.number().int().nullable(),
  has_available_discount: z.boolean(),
});
export type TReservationDiscountInfo = z.infer<typeof ReservationDiscountInfo>;

/**
 * `POST reservations/with-payment`: the booking (pending, its units held for 15 minutes) and the started payment.
 * eBroker's keys (`payment_intent`, `payment_url`, `transaction_id`, `discount_info`) next to Manzil's `payment`
 * (the payments module's started-payment reply: redirect to `payment.redirect_url`, or confirm the card with
 * `payment.client_secret` / `payment.public_key`). A flexible booking paid at the property answers `payment: null`.
 */
export const CreatedReservationsWithPayment = CreatedReservations.extend({
  /** The embedded card form's keys (null for a hosted-page method or pay at the property). */
  payment_intent: z
    .object({ id: z.number().int(), client_secret: z.string(), public_key: z.string().nullable() })
    .nullable(),
  /** The gateway's hosted page to send the guest to, or null. */
  payment_url: z.string().nullable(),
  /** The payment's ledger reference (eBroker's RES_… id), or null without an online payment. */
  transaction_id: z.string().nullable(),
  discount_info: ReservationDiscountInfo,
  payment: StartedPaymentReply.nullable(),
});
export type TCreatedReservationsWithPayment = z.infer<typeof CreatedReservationsWithPayment>;
