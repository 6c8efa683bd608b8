import type { FastifyBaseLogger } from "fastify";
import type { TFunction } from "i18next";
import type {
  TCancellationPreview,
  TCancelReservationBody,
  TReservation,
  TUpdateReservationStatusBody,
} from "@manzil/domain/contracts";
import type { QuoteLine, QuoteLineCode, StayTaxRates } from "@manzil/domain/stays";
import { addDays, type CalendarDate } from "@manzil/domain/stays";
import { fromMinorUnits } from "@manzil/domain/money";
import {
  canMoveReservation,
  DEFAULT_CHECK_IN_TIME,
  firstNightChargeMinor,
  holdsInventory,
  refundForCancellation,
  zonedInstant,
  type RefundRule,
  type TReservationActor,
  type TReservationStatus,
} from "@manzil/domain/reservations";
import type { Database } from "../../db/client.js";
import type { StoredQuoteLine } from "../../db/schema/reservations.js";
import { AppError } from "../../lib/app-error.js";
import type { Language } from "../../plugins/i18n.js";
import type { PaymentLedger } from "../payments/payment-ledger.js";
import type { TransactionRow, Tx } from "../payments/payments.repository.js";
import type { EnabledProviders } from "../payments/providers/enabled-providers.js";
import { PaymentProviderError } from "../payments/providers/payment-provider.js";
import { taxesOf } from "../stays-catalogue/stays-catalogue.repository.js";
import { staySettings, todayIn } from "../stays/stay-offers.js";
import {
  actorOf,
  paidOnlineMinor,
  readableMoment,
  readableMoney,
  spreadRefund,
  type ReservationViewer,
} from "./reservation-booking.js";
import {
  confirmedCheckingIn,
  expiredHolds,
  paidAfterEnding,
  finishedStays,
  listingFacts,
  lockBookingByReference,
  referenceOf,
  statusOf,
  unansweredRequests,
  updateRows,
  type LockedBooking,
} from "./reservation-lifecycle.repository.js";
import type { ReservationNotifier, TReservationEvent } from "./reservation-events.js";
import { mapReservation } from "./reservations.mapper.js";
import { reservationGroup, reservationView, type ReservationRow } from "./reservations.repository.js";
import { returnLoyaltyTier } from "./booking.repository.js";
import { releaseStayUnits } from "./stay-units.repository.js";

/** Who asks, in which language, at what time (the app's clock, so tests can move it). */
export interface LifecycleContext {
  readonly lang: Language;
  readonly t: TFunction;
  readonly now: Date;
}

type PersonActor = Exclude<TReservationActor, "system">;

/** The refund a cancellation gives and why, before it is made. */
interface RefundPlan {
  readonly refundMinor: number;
  readonly keptMinor: number;
  readonly rule: RefundRule;
  /** The property (owner or admin) cancelled: everything paid goes back whatever the policy. */
  readonly byProperty: boolean;
}

/** The jobs take this many bookings per run; the next run takes the rest. */
const JOB_BATCH = 100;

const EVENT_OF: Partial<Record<TReservationStatus, TReservationEvent>> = {
  confirmed: "confirmed",
  rejected: "rejected",
  cancelled: "cancelled",
  expired: "expired",
  checkedIn: "checked_in",
  checkedOut: "checked_out",
  completed: "completed",
};

const conflict = (messageKey: string, params?: Record<string, string>) =>
  new AppError("CONFLICT", { messageKey, ...(params ? { params } : {}) });

const notFound = () => new AppError("NOT_FOUND", { messageKey: "reservations.lifecycle.not_found" });

/** A stored line as the domain's quote reads it (only codes, dates and amounts matter to the refund). */
function asQuoteLine(line: StoredQuoteLine): QuoteLine {
  return {
    code: line.code as QuoteLineCode,
    labelKey: "",
    amountMinor: line.amount_minor,
    ...(line.date ? { date: line.date as CalendarDate } : {}),
  };
}

/**
 * The tax rates a booking was priced with, from its stored tax lines (ADR 071); a booking stored before lines kept
 * their rate falls back to the site's current rate for that tax.
 */
function bookedTaxRates(lines: readonly StoredQuoteLine[], current: StayTaxRates): StayTaxRates {
  const rate = (code: string, fallback: number) =>
    lines.find((line) => line.code === code && line.rate_bp !== undefined)?.rate_bp ?? fallback;
  return {
    serviceChargeBasisPoints: rate("service_charge", current.serviceChargeBasisPoints),
    salesTaxBasisPoints: rate("sales_tax", current.salesTaxBasisPoints),
    cityTaxBasisPoints: rate("city_tax", current.cityTaxBasisPoints),
  };
}

/**
 * A reservation's life after booking (issue 15, ADR 056): the guest's cancellation with the refund the policy gives,
 * the owner's status changes, and the clock's (unpaid holds, unanswered requests, finished stays, reminders).
 * Every change locks the booking (payment row, then every row of its reference), checks the edge against the
 * domain's table, releases units and refunds through the ledger in the same transaction, and only then tells the
 * notifier.
 */
export function createReservationLifecycle(
  db: Database,
  deps: {
    ledger: PaymentLedger;
    providers: EnabledProviders;
    log: FastifyBaseLogger;
    notify: ReservationNotifier;
  },
) {
  async function tell(kind: TReservationEvent, reservationId: number, extra: Record<string, unknown> = {}) {
    try {
      await deps.notify({ kind, reservationId, lang: null, ...extra });
    } catch (error) {
      // The booking changed for good; a lost e-mail is logged, never turned into a failed request.
      deps.log.error({ err: error, kind, reservationId }, "reservation notification failed");
    }
  }

  /** The refund cancelling `rows` now gives, by the booking's offer (guest) or in full (the property cancels). */
  async function refundPlan(
    tx: Tx,
    booking: { rows: readonly ReservationRow[]; payment: TransactionRow | null },
    actor: PersonActor,
    now: Date,
    timeZone: string,
  ): Promise<RefundPlan> {
    const paid = paidOnlineMinor(booking.payment);
    if (actor !== "guest") {
      return paid > 0
        ? { refundMinor: paid, keptMinor: 0, rule: "full", byProperty: true }
        : { refundMinor: 0, keptMinor: 0, rule: "nothing_paid", byProperty: true };
    }
    const head = booking.rows[0]!;
    const listing = await listingFacts(tx, head.propertyId);
    const taxRow = await taxesOf(tx, listing.classification === 4 ? 4 : 5);
    const current = {
      serviceChargeBasisPoints: taxRow?.serviceChargeBp ?? 0,
      salesTaxBasisPoints: taxRow?.salesTaxBp ?? 0,
      cityTaxBasisPoints: taxRow?.cityTaxBp ?? 0,
    };
    const firstNightMinor = booking.rows.reduce(
      (sum, row) =>
        sum + firstNightChargeMinor(row.lines.map(asQuoteLine), bookedTaxRates(row.lines, current)),
      0,
    );
    const checkInTime =
      listing.checkIn && /^\d{2}:\d{2}$/.test(listing.checkIn) ? listing.checkIn : DEFAULT_CHECK_IN_TIME;
    const decision = refundForCancellation({
      offer: head.offer,
      paidMinor: paid,
      firstNightMinor,
      nowMs: now.getTime(),
      deadlineMs: head.cancellationDeadline.getTime(),
      checkInMs: zonedInstant(head.checkInDate as CalendarDate, checkInTime, timeZone),
    });
    return {
      refundMinor: decision.refundMinor,
      keptMinor: paid - decision.refundMinor,
      rule: decision.rule,
      byProperty: false,
    };
  }

  function preview(
    head: ReservationRow,
    plan: RefundPlan,
    ctx: LifecycleContext,
    timeZone: string,
  ): TCancellationPreview {
    const money = (minor: number) => readableMoney(minor, head.currency, ctx.lang);
    const key = plan.byProperty && plan.refundMinor > 0 ? "by_owner" : plan.rule;
    return {
      reservation_id: head.id,
      refund_minor: plan.refundMinor,
      refund: fromMinorUnits(plan.refundMinor, head.currency),
      currency: head.currency,
      rule: plan.rule,
      explanation: ctx.t(`reservations.lifecycle.refund.${key}`, {
        deadline: readableMoment(head.cancellationDeadline, timeZone, ctx.lang),
        amount: money(plan.refundMinor),
        kept: money(plan.keptMinor),
      }),
    };
  }

  /** The rows a cancellation ends, or the reason it is refused ("Cancellation failed: …"). */
  function cancellableRows(rows: readonly ReservationRow[], actor: PersonActor, t: TFunction) {
    const live = rows.filter((row) => holdsInventory(row.status));
    const statusName = (status: TReservationStatus) => t(`reservations.lifecycle.statuses.${status}`);
    if (live.length === 0) {
      throw conflict("reservations.lifecycle.cancel_final", { status: statusName(rows[0]!.status) });
    }
    for (const row of live) {
      if (canMoveReservation(row.status, "cancelled", actor)) continue;
      if (row.status === "pending" && actor === "owner") {
        throw conflict("reservations.lifecycle.cancel_pending_by_owner");
      }
      throw conflict("reservations.lifecycle.cancel_not_allowed", { status: statusName(row.status) });
    }
    return live;
  }

  /** Gives money back through the ledger inside `tx`; a gateway that fails rolls the whole change back. */
  async function refundInside(
    tx: Tx,
    input: { payment: TransactionRow; amountMinor: number; reason: string; now: Date; failureKey: string },
  ) {
    try {
      await deps.ledger.refund({
        transactionId: input.payment.id,
        amountMinor: input.amountMinor,
        reason: input.reason,
        gateway: deps.providers[input.payment.method] ?? null,
        now: input.now,
        tx,
      });
    } catch (error) {
      deps.log.warn(
        { err: error, paymentTransactionId: input.payment.id },
        "a reservation's refund failed; its change is rolled back",
      );
      const unavailable =
        (error instanceof AppError && error.code === "SERVICE_UNAVAILABLE") ||
        (error instanceof PaymentProviderError && (error.options.status ?? 503) >= 500);
      throw new AppError(unavailable ? "SERVICE_UNAVAILABLE" : "CONFLICT", {
        messageKey: input.failureKey,
        cause: error,
      });
    }
  }

  /**
   * Ends `rows` (cancelled, rejected or expired) inside `tx`: their units go back to the calendar, `refundMinor` of
   * the booking's payment goes back through the ledger, and each row records who ended it, when and why.
   */
  async function endRows(
    tx: Tx,
    booking: LockedBooking,
    input: {
      rows: readonly ReservationRow[];
      to: "cancelled" | "rejected" | "expired";
      actor: TReservationActor;
      reason: string | null;
      refundMinor: number;
      now: Date;
      failureKey: string;
    },
  ) {
    for (const row of input.rows) {
      await releaseStayUnits(
        tx,
        { propertyId: row.propertyId, hotelRoomId: row.hotelRoomId },
        {
          checkIn: row.checkInDate as CalendarDate,
          checkOut: row.checkOutDate as CalendarDate,
          rooms: row.rooms,
        },
      );
    }
    // A loyalty tier spent on a booking that never happened is the guest's again.
    await returnLoyaltyTier(
      tx,
      input.rows.map((row) => row.id),
    );
    const paid = paidOnlineMinor(booking.payment);
    const refundMinor = Math.min(input.refundMinor, paid);
    if (refundMinor > 0 && booking.payment) {
      await refundInside(tx, {
        payment: booking.payment,
        amountMinor: refundMinor,
        reason: `Reservation ${input.rows[0]!.reference} ${input.to} (${input.actor})`,
        now: input.now,
        failureKey: input.failureKey,
      });
    }
    const refunded = spreadRefund(input.rows, refundMinor);
    for (const row of input.rows) {
      await updateRows(tx, [row.id], {
        status: input.to,
        cancelledAt: input.now,
        cancelledBy: input.actor,
        reason: input.reason,
        refundedMinor: refunded.get(row.id) ?? row.refundedMinor,
        ...(refundMinor > 0 ? { paymentStatus: refundMinor >= paid ? "refunded" : "partial" } : {}),
        updatedAt: input.now,
      });
    }
    return refundMinor;
  }

  /** The booking as the caller sees it after a change: the asked-for row and the rows booked with it. */
  async function answer(id: number, lang: Language, actor: PersonActor) {
    const view = await reservationView(db, id);
    if (!view) throw notFound();
    const group = await reservationGroup(db, view.reference);
    return {
      reservation: mapReservation(view, { lang, actor }),
      reservations: group.map((row) => mapReservation(row, { lang, actor })),
    };
  }

  async function viewFor(viewer: ReservationViewer, id: number) {
    const view = await reservationView(db, id);
    const actor = view ? actorOf(view, viewer) : null;
    if (!view || !actor) throw notFound();
    return { view, actor };
  }

  /** Each due booking in its own transaction; one that fails is logged and retried by the next run. */
  async function eachBooking(
    job: string,
    references: readonly string[],
    work: (reference: string) => Promise<void>,
  ): Promise<number> {
    let done = 0;
    for (const reference of references) {
      try {
        await work(reference);
        done += 1;
      } catch (error) {
        deps.log.warn(
          { err: error, job, reference },
          "a reservation job skipped a booking; the next run retries",
        );
      }
    }
    return done;
  }

  /** A booking's first row (the one its payment and its events name). */
  const firstId = (rows: readonly ReservationRow[]) => Math.min(...rows.map((row) => row.id));

  return {
    /**
     * `POST reservations/{id}/cancel`: the guest (their own), the listing's owner or an admin. With `preview` the
     * refund the policy gives is answered and nothing changes; otherwise the whole booking (every row of its
     * reference) is cancelled, its units released and the refund made, together or not at all.
     */
    async cancel(
      viewer: ReservationViewer,
      id: number,
      body: TCancelReservationBody,
      ctx: LifecycleContext,
    ): Promise<
      | { preview: true; cancellation: TCancellationPreview }
      | {
          preview: false;
          cancellation: TCancellationPreview;
          reservation: TReservation;
          reservations: TReservation[];
        }
    > {
      const { actor } = await viewFor(viewer, id);
      const { timeZone } = await staySettings(db);
      if (body.preview) {
        const plan = await db.transaction(async (tx) => {
          // Read under the same locks as the cancellation itself, so the preview shows what it would do now.
          const booking = await lockBookingOf(tx, id);
          const live = cancellableRows(booking.rows, actor, ctx.t);
          return { plan: await refundPlan(tx, { ...booking, rows: live }, actor, ctx.now, timeZone), live };
        });
        return { preview: true, cancellation: preview(plan.live[0]!, plan.plan, ctx, timeZone) };
      }
      const done = await db.transaction(async (tx) => {
        const booking = await lockBookingOf(tx, id);
        const live = cancellableRows(booking.rows, actor, ctx.t);
        const plan = await refundPlan(tx, { ...booking, rows: live }, actor, ctx.now, timeZone);
        const refunded = await endRows(tx, booking, {
          rows: live,
          to: "cancelled",
          actor,
          reason: body.reason ?? null,
          refundMinor: plan.refundMinor,
          now: ctx.now,
          failureKey: "reservations.lifecycle.cancel_refund_failed",
        });
        return { plan: { ...plan, refundMinor: refunded }, head: live[0]!, first: firstId(booking.rows) };
      });
      await tell("cancelled", done.first, {
        lang: ctx.lang,
        refundMinor: done.plan.refundMinor,
        reason: body.reason ?? null,
      });
      return {
        preview: false,
        cancellation: preview(done.head, done.plan, ctx, timeZone),
        ...(await answer(id, ctx.lang, actor)),
      };
    },

    /**
     * `POST reservations/{id}/update-status`: the listing's owner or an admin only (eBroker left this open). The
     * whole booking moves; an edge the table does not allow, a check-in before the check-in date or a payment
     * status on an online booking is refused and nothing changes.
     */
    async updateStatus(
      viewer: ReservationViewer,
      id: number,
      body: TUpdateReservationStatusBody,
      ctx: LifecycleContext,
    ) {
      const { view, actor } = await viewFor(viewer, id);
      if (actor === "guest") {
        throw new AppError("FORBIDDEN", { messageKey: "reservations.lifecycle.owner_only" });
      }
      const statusName = (status: TReservationStatus) => ctx.t(`reservations.lifecycle.statuses.${status}`);
      const { timeZone } = await staySettings(db);
      const to = body.status;
      const done = await db.transaction(async (tx) => {
        const booking = await lockBookingOf(tx, id);
        const head = booking.rows.find((row) => row.id === id) ?? booking.rows[0]!;
        if (
          body.payment_status !== undefined &&
          (head.offer !== "flexible" || paidOnlineMinor(booking.payment) > 0)
        ) {
          throw new AppError("VALIDATION_FAILED", {
            messageKey: "reservations.lifecycle.payment_status_cash_only",
            fields: { payment_status: ["reservations.lifecycle.payment_status_cash_only"] },
          });
        }
        // The rows of the booking still where the asked-for row is move together (a room ended earlier stays).
        const rows = booking.rows.filter((row) => row.status === head.status);
        const moves = to !== head.status;
        if (!moves && body.payment_status === undefined) {
          throw conflict("reservations.lifecycle.status_unchanged", { status: statusName(head.status) });
        }
        if (moves && !canMoveReservation(head.status, to, actor)) {
          throw conflict("reservations.lifecycle.status_illegal", {
            from: statusName(head.status),
            to: statusName(to),
          });
        }
        if (moves && to === "checkedIn" && todayIn(ctx.now, timeZone) < head.checkInDate) {
          throw conflict("reservations.lifecycle.check_in_too_early", { date: head.checkInDate });
        }
        if (
          moves &&
          to === "confirmed" &&
          head.offer !== "flexible" &&
          paidOnlineMinor(booking.payment) === 0
        ) {
          throw conflict("reservations.lifecycle.awaiting_payment");
        }
        let refundMinor = 0;
        if (moves && (to === "rejected" || to === "cancelled")) {
          // The property said no: whatever was paid goes back in full.
          refundMinor = await endRows(tx, booking, {
            rows,
            to,
            actor,
            reason: body.rejection_reason ?? null,
            refundMinor: paidOnlineMinor(booking.payment),
            now: ctx.now,
            failureKey: "reservations.lifecycle.refund_failed",
          });
        } else {
          await updateRows(
            tx,
            rows.map((row) => row.id),
            {
              ...(moves ? { status: to } : {}),
              ...(moves && to === "confirmed" ? { respondBy: null, holdExpiresAt: null } : {}),
              ...(moves && to === "checkedIn" ? { checkedInAt: ctx.now } : {}),
              ...(moves && to === "checkedOut" ? { checkedOutAt: ctx.now } : {}),
              ...(body.payment_status !== undefined ? { paymentStatus: body.payment_status } : {}),
              updatedAt: ctx.now,
            },
          );
        }
        return { moves, first: firstId(booking.rows), refundMinor };
      });
      const event = done.moves ? EVENT_OF[to] : undefined;
      if (event) {
        await tell(event, done.first, {
          lang: ctx.lang,
          refundMinor: done.refundMinor,
          reason: body.rejection_reason ?? null,
        });
      }
      return answer(view.id, ctx.lang, actor);
    },

    /**
     * Job: online bookings whose 15-minute hold ran out unpaid become expired and give their units back. A
     * booking whose payment succeeded meanwhile is left alone (the payment's confirmation wins); a payment still
     * pending is left to the reconciliation job, which tells the ledger what the gateway says.
     */
    async expireHolds(now: Date): Promise<number> {
      const references = await expiredHolds(db, now, JOB_BATCH);
      return eachBooking("reservations.expire-holds", references, async (reference) => {
        const first = await db.transaction(async (tx) => {
          const booking = await lockBookingByReference(tx, reference);
          if (paidOnlineMinor(booking.payment) > 0) return null;
          const rows = booking.rows.filter(
            (row) => row.status === "pending" && row.holdExpiresAt !== null && row.holdExpiresAt < now,
          );
          if (rows.length === 0) return null;
          await endRows(tx, booking, {
            rows,
            to: "expired",
            actor: "system",
            reason: null,
            refundMinor: 0,
            now,
            failureKey: "reservations.lifecycle.refund_failed",
          });
          return firstId(booking.rows);
        });
        if (first !== null) await tell("expired", first);
      });
    },

    /**
     * Job: a payment that succeeded after its booking ended (the hold ran out first, ADR 055) is refunded in full:
     * nobody holds rooms for it. Runs with the hold expiry.
     */
    async refundLatePayments(now: Date): Promise<number> {
      const references = await paidAfterEnding(db, JOB_BATCH);
      return eachBooking("reservations.refund-late-payments", references, async (reference) => {
        const done = await db.transaction(async (tx) => {
          const booking = await lockBookingByReference(tx, reference);
          const paid = paidOnlineMinor(booking.payment);
          const ended = booking.rows.filter(
            (row) => ["expired", "cancelled", "rejected"].includes(row.status) && row.refundedMinor === 0,
          );
          if (paid === 0 || ended.length !== booking.rows.length || !booking.payment) return null;
          await refundInside(tx, {
            payment: booking.payment,
            amountMinor: paid,
            reason: `Reservation ${reference} paid after it ended`,
            now,
            failureKey: "reservations.lifecycle.refund_failed",
          });
          const refunded = spreadRefund(booking.rows, paid);
          for (const row of booking.rows) {
            await updateRows(tx, [row.id], {
              refundedMinor: refunded.get(row.id) ?? row.refundedMinor,
              paymentStatus: "refunded",
              updatedAt: now,
            });
          }
          return { first: firstId(booking.rows), refundMinor: paid, status: booking.rows[0]!.status };
        });
        if (done) await tell("cancelled", done.first, { refundMinor: done.refundMinor });
      });
    },

    /** Job: requests the owner did not answer within 24 hours are declined by the system and refunded in full. */
    async declineUnanswered(now: Date): Promise<number> {
      const references = await unansweredRequests(db, now, JOB_BATCH);
      return eachBooking("reservations.decline-unanswered", references, async (reference) => {
        const done = await db.transaction(async (tx) => {
          const booking = await lockBookingByReference(tx, reference);
          const rows = booking.rows.filter(
            (row) => row.status === "pending" && row.respondBy !== null && row.respondBy < now,
          );
          if (rows.length === 0) return null;
          const refundMinor = await endRows(tx, booking, {
            rows,
            to: "rejected",
            actor: "system",
            reason: null,
            refundMinor: paidOnlineMinor(booking.payment),
            now,
            failureKey: "reservations.lifecycle.refund_failed",
          });
          return { first: firstId(booking.rows), refundMinor };
        });
        if (done) await tell("rejected", done.first, { refundMinor: done.refundMinor });
      });
    },

    /**
     * Job: stays are completed (and count toward loyalty) once checked out and their check-out day has come, or a
     * day after the check-out date when nobody checked the guest in or out.
     */
    async completeStays(now: Date): Promise<number> {
      const today = todayIn(now, (await staySettings(db)).timeZone) as CalendarDate;
      const yesterday = addDays(today, -1);
      const due = (row: { status: TReservationStatus; checkOutDate: string }) =>
        (row.status === "checkedOut" && row.checkOutDate <= today) ||
        ((row.status === "confirmed" || row.status === "checkedIn") && row.checkOutDate <= yesterday);
      const references = await finishedStays(db, today, yesterday, JOB_BATCH);
      return eachBooking("reservations.complete-stays", references, async (reference) => {
        const first = await db.transaction(async (tx) => {
          const booking = await lockBookingByReference(tx, reference);
          const rows = booking.rows.filter(
            (row) => due(row) && canMoveReservation(row.status, "completed", "system"),
          );
          if (rows.length === 0) return null;
          await updateRows(
            tx,
            rows.map((row) => row.id),
            { status: "completed", updatedAt: now },
          );
          return firstId(booking.rows);
        });
        if (first !== null) await tell("completed", first);
      });
    },

    /** Job: the first rows of confirmed bookings that check in tomorrow (site time), each to be reminded once. */
    async remindersDue(now: Date): Promise<number[]> {
      const tomorrow = addDays(todayIn(now, (await staySettings(db)).timeZone) as CalendarDate, 1);
      return confirmedCheckingIn(db, tomorrow, JOB_BATCH * 10);
    },

    /** Tells the notifier to remind the guest, unless the booking stopped being confirmed since it was queued. */
    async sendReminder(reservationId: number): Promise<boolean> {
      if ((await statusOf(db, reservationId)) !== "confirmed") return false;
      await deps.notify({ kind: "reminder", reservationId, lang: null });
      return true;
    },
  };

  async function lockBookingOf(tx: Tx, id: number): Promise<LockedBooking> {
    const reference = await referenceOf(tx, id);
    if (reference === null) throw notFound();
    return lockBookingByReference(tx, reference);
  }
}

export type ReservationLifecycle = ReturnType<typeof createReservationLifecycle>;
