import type { TRefundApproval } from "@manzil/domain/contracts";
import { fromMinorUnits } from "@manzil/domain/money";
import type { TReservationActor } from "@manzil/domain/reservations";
import type { paymentTransactions } from "../../db/schema/payments.js";
import { pick } from "../../lib/localise.js";
import type { Language } from "../../plugins/i18n.js";
import type { RefundRequestListRow } from "./refund-requests.repository.js";
import { mapReservation } from "./reservations.mapper.js";
import type { ReservationView } from "./reservations.repository.js";

/** eBroker's customer block: an account has one name, split at its first space. */
function customerOf(name: string | null, email: string | null) {
  const trimmed = (name ?? "").trim();
  const space = trimmed.indexOf(" ");
  return {
    first_name: space < 0 ? trimmed : trimmed.slice(0, space),
    last_name: space < 0 ? "" : trimmed.slice(space + 1).trim(),
    email,
  };
}

/** A refund request in eBroker's refund approvals shape (backend facts item 37). */
export function mapRefundApproval(
  row: RefundRequestListRow,
  view: ReservationView,
  payment: typeof paymentTransactions.$inferSelect | null,
  ctx: { lang: Language; actor: TReservationActor },
): TRefundApproval {
  const { request } = row;
  const paidMinor = payment?.amountMinor ?? view.totalMinor;
  const currency = payment?.currency ?? request.currency;
  return {
    id: request.id,
    transaction_id: payment?.id ?? null,
    property_title: pick(ctx.lang, view.propertyTitle, view.propertyTitleAr),
    customer: customerOf(row.customerName, row.customerEmail),
    check_in_date: view.checkInDate,
    check_out_date: view.checkOutDate,
    amount: fromMinorUnits(paidMinor, currency),
    refund_amount: fromMinorUnits(request.amountMinor, request.currency),
    amount_minor: paidMinor,
    refund_amount_minor: request.amountMinor,
    currency: request.currency,
    payment_method: payment?.method ?? view.paymentMethod,
    refund_status: request.status,
    refund_reason: request.reason,
    rejection_reason: request.rejectionReason,
    requires_approval: request.status === "pending",
    created_at: request.createdAt.toISOString(),
    decided_at: request.decidedAt?.toISOString() ?? null,
    reservation: mapReservation(view, ctx),
  };
}
