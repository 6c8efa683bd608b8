import { PAYMENT_TRANSACTIONS_PAGE, type TPaymentTransaction } from "@manzil/domain/contracts";
import type { Locale } from "@manzil/domain/i18n";
import { PAYMENT_PURPOSES, type TPaymentPurpose, type TPaymentState } from "@manzil/domain/payments";
import type { BadgeTone } from "../../components/ui/status-badge";

/** The route of "All payments" (eBroker's web calls it transaction history). */
export const PAYMENTS_PATH = "/user/transaction-history";
export const PAYMENTS_KEY = "payment-transactions";
export { PAYMENT_TRANSACTIONS_PAGE as PAYMENTS_PAGE_SIZE };

/**
 * A row of the list. The fields after the base contract arrive with the invoices and bank-transfer branches of
 * issue 13; until every API answers with them they are optional, and the page shows what it has.
 */
export type PaymentRow = TPaymentTransaction & {
  title?: string | null;
  invoice_number?: string | null;
  has_receipt?: boolean;
  direction?: "out" | "in";
  counterparty_name?: string | null;
};

export type PaymentsView = { type: TPaymentPurpose | null; month: string | null; page: number };

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const isPurpose = (value: string | null): value is TPaymentPurpose =>
  (PAYMENT_PURPOSES as readonly string[]).includes(value ?? "");

/** The filters in the address bar (`?type=package&month=2026-11&page=2`): shareable, and a plain GET form sets them. */
export function paymentsViewOf(params: URLSearchParams): PaymentsView {
  const type = params.get("type");
  const month = params.get("month");
  const page = Number(params.get("page"));
  return {
    type: isPurpose(type) ? type : null,
    month: month && MONTH.test(month) ? month : null,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function paymentsHref(view: PaymentsView): string {
  const params = new URLSearchParams();
  if (view.type) params.set("type", view.type);
  if (view.month) params.set("month", view.month);
  if (view.page > 1) params.set("page", String(view.page));
  const search = params.toString();
  return `${PAYMENTS_PATH}${search ? `?${search}` : ""}`;
}

export const STATUS_TONE: Record<TPaymentState, BadgeTone> = {
  pending: "wait",
  review: "info",
  succeeded: "good",
  failed: "bad",
  rejected: "bad",
  cancelled: "neutral",
  refunded: "neutral",
};

/** The PDF invoice, through the web's own download route (the session cookie never leaves the server). */
export const invoiceHref = (id: number, locale: Locale) => `/payment-files/invoice/${id}?lang=${locale}`;

/** A bank transfer's receipt, as its owner sees it: sent and waiting, refused (re-upload), accepted, or none. */
export function receiptStateOf(row: PaymentRow): "review" | "rejected" | "accepted" | "missing" | null {
  if (row.payment_gateway !== "bank_transfer") return null;
  if (row.payment_status === "rejected") return "rejected";
  if (row.payment_status === "review") return "review";
  if (row.payment_status === "succeeded" || row.payment_status === "refunded") return "accepted";
  return row.has_receipt ? "review" : "missing";
}

/** Where a refused receipt (or one never sent) is uploaded again: the payment's return page offers the upload. */
export const reuploadHref = (row: PaymentRow) => `/payment/return?payment_transaction_id=${row.id}`;
