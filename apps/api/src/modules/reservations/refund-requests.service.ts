import { refundGatewayFailure } from "../payments/refund-gateway-errors.js";
import type { TRefundApproval, TRefundApprovalsQuery } from "@manzil/domain/contracts";
import { toDecimalString, toMinorUnits } from "@manzil/domain/money";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.js";
import { recordAdminAction } from "../audit/audit.repository.js";
import { AppError } from "../../lib/app-error.js";
import type { Language } from "../../plugins/i18n.js";
import type { Viewer } from "../auth/auth.service.js";
import type { PaymentLedger } from "../payments/payment-ledger.js";
import { lockById, type TransactionRow, type Tx } from "../payments/payments.repository.js";
import type { EnabledProviders } from "../payments/providers/enabled-providers.js";
import { todayIn } from "../stays/stay-offers.js";
import type { ReservationNotifier } from "./reservation-events.js";
import { mapRefundApproval } from "./refund-requests.mapper.js";
import {
  addRefundToGroup,
  bookingOfPayment,
  cancelRowsForRefund,
  decideRefundRequest,
  insertRefundRequest,
  lockRefundRequest,
  OPEN_REQUEST_INDEX,
  paymentsOfBookings,
  refundRequestPage,
  refundRequestRow,
  type RefundRequestListRow,
} from "./refund-requests.repository.js";
import {
  lockReservationGroup,
  reservationGroup,
  reservationPayment,
  reservationView,
  reservationViewsByIds,
} from "./reservations.repository.js";
import { releaseStayUnits } from "./stay-units.repository.js";

const DEFAULT_PER_PAGE = 100;

const notFound = () => new AppError("NOT_FOUND", { messageKey: "refund_requests.not_found" });
const invalidAmount = () =>
  new AppError("VALIDATION_FAILED", {
    messageKey: "refund_requests.amount_invalid",
    fields: { amount: ["refund_requests.amount_invalid"] },
  });
const tooLarge = () =>
  new AppError("VALIDATION_FAILED", {
    messageKey: "refund_requests.amount_too_large",
    fields: { amount: ["refund_requests.amount_too_large"] },
  });

function isOpenRequestViolation(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === "object"; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === "23505" && (constraint === undefined || constraint === OPEN_REQUEST_INDEX)) return true;
  }
  return false;
}

/** Major units of the payment's currency → minor; more decimals than the currency has is refused, not rounded. */
function minorOf(amount: number, currency: string): number {
  let minor: number;
  try {
    minor = toMinorUnits(amount, currency);
  } catch {
    throw invalidAmount();
  }
  if (minor <= 0 || Number(toDecimalString(minor, currency)) !== amount) throw invalidAmount();
  return minor;
}

/**
 * The ledger's refund hook (ADR 057): whenever a booking's payment is refunded — a request approved, an admin's
 * refund, eBroker's `paymob-refund`, a cancellation — the booking's refunded amount and payment status follow, in
 * the refund's own transaction.
 */
export async function keepReservationInStepWithRefund(
  tx: Tx,
  payment: TransactionRow,
  amountMinor: number,
  now: Date,
): Promise<void> {
  if (payment.purpose !== "reservation") return;
  const booking = await bookingOfPayment(tx, payment.id);
  if (!booking) return;
  const rows = await lockReservationGroup(tx, booking.reservation.reference);
  await addRefundToGroup(tx, { rows, amountMinor, paidMinor: payment.amountMinor, now });
}

/**
 * Guests' refund requests and their owners' decisions (spec §3 "Refund", backend facts item 37, ADR 057). The
 * amount is the server's check against the payment; the money goes back only through the ledger and the payment's
 * gateway; one open request per booking is the database's rule.
 */
export function createRefundRequestsService(
  db: Database,
  deps: {
    ledger: PaymentLedger;
    providers: EnabledProviders;
    notify: ReservationNotifier;
    timeZone: () => Promise<string>;
    log: FastifyBaseLogger;
  },
) {
  async function answerFor(
    row: RefundRequestListRow,
    lang: Language,
    viewer: Viewer,
  ): Promise<TRefundApproval> {
    const [approval] = await approvalsOf([row], lang, viewer);
    return approval!;
  }

  async function approvalsOf(
    rows: readonly RefundRequestListRow[],
    lang: Language,
    viewer: Viewer,
  ): Promise<TRefundApproval[]> {
    const ids = [...new Set(rows.map((row) => row.request.reservationId))];
    const [views, payments] = await Promise.all([
      reservationViewsByIds(db, ids),
      paymentsOfBookings(db, ids),
    ]);
    const viewOf = new Map(views.map((view) => [view.id, view]));
    return rows.flatMap((row) => {
      const view = viewOf.get(row.request.reservationId);
      if (!view) return [];
      const actor =
        viewer.role === "admin" ? "admin" : view.propertyOwnerId === viewer.id ? "owner" : "guest";
      return [mapRefundApproval(row, view, payments.get(view.id) ?? null, { lang, actor })];
    });
  }

  async function notify(event: Parameters<ReservationNotifier>[0]) {
    // Told after the commit; a mail server's trouble never undoes a request or a refund.
    await deps
      .notify(event)
      .catch((error: unknown) =>
        deps.log.error({ err: error, event }, "reservation notification could not be queued"),
      );
  }

  return {
    /**
     * A guest asks money back on their paid booking. `transactionId` is the booking's payment; on
     * `reservations/{id}/refund-request` the booking names it. Someone else's booking or payment is not found.
     */
    async request(input: {
      viewer: Viewer;
      transactionId: number | null;
      reservationId: number | null;
      amount: number;
      reason: string;
      lang: Language;
      now: Date;
    }): Promise<TRefundApproval> {
      let transactionId = input.transactionId;
      if (input.reservationId !== null) {
        const view = await reservationView(db, input.reservationId);
        if (!view || view.guestId !== input.viewer.id) throw notFound();
        // A later row of a several-room booking: the payment names the group's first row.
        const group = await reservationGroup(db, view.reference);
        const firstId = Math.min(...group.map((row) => row.id));
        const payment = await reservationPayment(db, firstId);
        if (!payment) throw new AppError("CONFLICT", { messageKey: "refund_requests.not_paid" });
        if (transactionId !== null && transactionId !== payment.id) throw notFound();
        transactionId = payment.id;
      }
      if (transactionId === null) throw notFound();
      const booking = await bookingOfPayment(db, transactionId);
      if (!booking || booking.reservation.guestId !== input.viewer.id) throw notFound();
      const { payment, reservation } = booking;
      if (payment.state === "refunded")
        throw new AppError("CONFLICT", { messageKey: "refund_requests.already_refunded" });
      if (payment.state !== "succeeded")
        throw new AppError("CONFLICT", { messageKey: "refund_requests.not_paid" });
      const amountMinor = minorOf(input.amount, payment.currency);
      const group = await reservationGroup(db, reservation.reference);
      const refunded = group.reduce((sum, row) => sum + row.refundedMinor, 0);
      if (amountMinor > payment.amountMinor - refunded) throw tooLarge();
      let requestId: number;
      try {
        const row = await insertRefundRequest(db, {
          reservationId: reservation.id,
          requestedBy: input.viewer.id,
          amountMinor,
          currency: payment.currency,
          reason: input.reason,
          now: input.now,
        });
        requestId = row.id;
      } catch (error) {
        if (isOpenRequestViolation(error))
          throw new AppError("CONFLICT", { messageKey: "refund_requests.already_open" });
        throw error;
      }
      deps.log.info(
        { refundRequestId: requestId, reservationId: reservation.id, amountMinor },
        "refund requested",
      );
      await notify({
        kind: "refund_requested",
        reservationId: reservation.id,
        lang: input.lang,
        refundMinor: amountMinor,
        reason: input.reason,
      });
      return answerFor((await refundRequestRow(db, requestId))!, input.lang, input.viewer);
    },

    /** The owner's queue (requests on their listings) or, for an admin, every request. Pending by default. */
    async list(input: { viewer: Viewer; query: TRefundApprovalsQuery; lang: Language }) {
      const perPage = input.query.per_page ?? DEFAULT_PER_PAGE;
      const page = input.query.page ?? 1;
      const status = input.query.status ?? "pending";
      const { rows, total } = await refundRequestPage(db, {
        ownerId: input.viewer.role === "admin" ? null : input.viewer.id,
        status: status === "all" ? null : status,
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      return { items: await approvalsOf(rows, input.lang, input.viewer), total };
    },

    /**
     * The owner of the listing or an admin decides. Approval refunds the asked amount through the ledger and the
     * payment's gateway under the request's, the payment's and the booking's locks, all in one transaction: a
     * second approval (a double click, owner and admin at once) waits, then finds the request decided. A full
     * refund of a stay that has not started also cancels it and gives its units back.
     */
    async decide(input: {
      viewer: Viewer;
      id: number;
      status: "approved" | "rejected";
      rejectionReason: string | null;
      lang: Language;
      now: Date;
      /** The caller's address, kept in the audit log when an admin decides. */
      ip?: string | null;
    }): Promise<TRefundApproval> {
      const actor = input.viewer.role === "admin" ? "admin" : "owner";
      if (input.status === "rejected" && !input.rejectionReason) {
        throw new AppError("VALIDATION_FAILED", {
          messageKey: "refund_requests.rejection_reason_required",
          fields: { rejection_reason: ["validation.required.message"] },
        });
      }
      const timeZone = await deps.timeZone();
      // An admin's decision joins the audit log in the decision's transaction (ADR 063); an owner's does not.
      const auditIfAdmin = async (
        tx: Parameters<typeof recordAdminAction>[0],
        request: { id: number; status: string; amountMinor: number },
        after: Record<string, unknown>,
      ) => {
        if (actor !== "admin") return;
        await recordAdminAction(
          tx,
          { id: input.viewer.id, name: input.viewer.name, ip: input.ip ?? null },
          {
            action: `refund_requests.${input.status === "approved" ? "approve" : "reject"}`,
            targetType: "refund_request",
            targetId: request.id,
            before: { status: request.status, amount_minor: request.amountMinor },
            after,
          },
        );
      };
      const outcome = await db
        .transaction(async (tx) => {
          const request = await lockRefundRequest(tx, input.id);
          const listed = request ? await refundRequestRow(tx, request.id) : null;
          // Someone else's listing is not found, like a request that does not exist.
          if (!request || !listed || (actor === "owner" && listed.ownerId !== input.viewer.id))
            throw notFound();
          if (request.status !== "pending")
            throw new AppError("CONFLICT", { messageKey: "refund_requests.already_decided" });
          if (input.status === "rejected") {
            await decideRefundRequest(tx, {
              id: request.id,
              status: "rejected",
              rejectionReason: input.rejectionReason,
              decidedBy: input.viewer.id,
              now: input.now,
            });
            await auditIfAdmin(tx, request, { status: "rejected", rejection_reason: input.rejectionReason });
            return { cancelled: false, reservationId: request.reservationId, amountMinor: 0 };
          }
          const booking = await bookingOfPayment(tx, await paymentIdOf(tx, request.reservationId));
          if (!booking) throw new AppError("CONFLICT", { messageKey: "refund_requests.not_paid" });
          // Lock order: request, payment, booking rows — the same as a refund from the payments side (payment,
          // then booking), so the two never wait for each other in a circle.
          const payment = await lockById(tx, booking.payment.id);
          if (!payment) throw new AppError("CONFLICT", { messageKey: "refund_requests.not_paid" });
          if (payment.state === "refunded")
            throw new AppError("CONFLICT", { messageKey: "refund_requests.already_refunded" });
          const rows = await lockReservationGroup(tx, booking.reservation.reference);
          const refundedBefore = rows.reduce((sum, row) => sum + row.refundedMinor, 0);
          if (request.amountMinor > payment.amountMinor - refundedBefore) throw tooLarge();
          await refundThroughLedger(tx, payment, request.amountMinor, request.reason, input.now);
          await decideRefundRequest(tx, {
            id: request.id,
            status: "approved",
            rejectionReason: null,
            decidedBy: input.viewer.id,
            now: input.now,
          });
          await auditIfAdmin(tx, request, {
            status: "approved",
            amount_minor: request.amountMinor,
            payment_transaction_id: payment.id,
          });
          const refundedAfter = refundedBefore + request.amountMinor;
          const today = todayIn(input.now, timeZone);
          const cancellable = rows.filter(
            (row) => (row.status === "confirmed" || row.status === "pending") && row.checkInDate > today,
          );
          const cancel = refundedAfter >= payment.amountMinor && cancellable.length === rows.length;
          if (cancel) {
            await cancelRowsForRefund(tx, {
              ids: rows.map((row) => row.id),
              by: actor,
              reason: request.reason,
              now: input.now,
            });
            for (const row of rows) {
              await releaseStayUnits(
                tx,
                { propertyId: row.propertyId, hotelRoomId: row.hotelRoomId },
                { checkIn: row.checkInDate, checkOut: row.checkOutDate, rooms: row.rooms },
              );
            }
          }
          return {
            cancelled: cancel,
            reservationId: request.reservationId,
            amountMinor: request.amountMinor,
          };
        })
        .catch((error: unknown) => {
          const failure = refundGatewayFailure(error);
          if (failure) {
            deps.log.warn({ err: error, refundRequestId: input.id }, "refund request failed at the gateway");
          }
          throw failure ?? error;
        });
      deps.log.info(
        { refundRequestId: input.id, status: input.status, ...outcome },
        "refund request decided",
      );
      await notify(
        input.status === "approved"
          ? {
              kind: "refund_approved",
              reservationId: outcome.reservationId,
              lang: null,
              refundMinor: outcome.amountMinor,
            }
          : {
              kind: "refund_rejected",
              reservationId: outcome.reservationId,
              lang: null,
              reason: input.rejectionReason,
            },
      );
      if (outcome.cancelled) {
        await notify({
          kind: "cancelled",
          reservationId: outcome.reservationId,
          lang: null,
          refundMinor: outcome.amountMinor,
        });
      }
      return answerFor((await refundRequestRow(db, input.id))!, input.lang, input.viewer);
    },
  };

  async function refundThroughLedger(
    tx: Tx,
    payment: TransactionRow,
    amountMinor: number,
    reason: string,
    now: Date,
  ) {
    await deps.ledger.refund({
      transactionId: payment.id,
      amountMinor,
      reason,
      gateway: deps.providers[payment.method] ?? null,
      now,
      tx,
    });
  }

  async function paymentIdOf(tx: Database, reservationId: number): Promise<number> {
    return (await reservationPayment(tx, reservationId))?.id ?? 0;
  }
}

export type RefundRequestsService = ReturnType<typeof createRefundRequestsService>;
