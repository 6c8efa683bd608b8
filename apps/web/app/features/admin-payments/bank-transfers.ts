import type { TPaymentTransaction } from "@manzil/domain/contracts";

export type TransferState = "review" | "rejected" | "succeeded";
export const transferStates = ["review", "rejected", "succeeded"] as const satisfies readonly TransferState[];

/** A transfer in the admin queue, as the issue 13 brief shapes `admin/bank-transfers`. */
export type BankTransfer = TPaymentTransaction & {
  title?: string | null;
  user: { id: number; name: string; email: string };
  package: { id: number; name: string } | null;
  receipt: { id: number; content_type: string; size_bytes: number; uploaded_at: string } | null;
  receipt_count: number;
};

export const TRANSFERS_KEY = "admin/bank-transfers";
export const TRANSFERS_PAGE_SIZE = 20;

/** The reject reason's bounds, as the API checks them (3–500 characters). */
export const REASON_MIN = 3;
export const REASON_MAX = 500;

export type TransfersView = { state: TransferState; page: number };

const isState = (value: string | null): value is TransferState =>
  (transferStates as readonly string[]).includes(value ?? "");

/** `?state=rejected&page=2`; anything odd falls back to the receipts waiting. */
export function transfersViewOf(params: URLSearchParams): TransfersView {
  const state = params.get("state");
  const page = Number(params.get("page"));
  return {
    state: isState(state) ? state : "review",
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function transfersHref(view: TransfersView): string {
  const params = new URLSearchParams();
  if (view.state !== "review") params.set("state", view.state);
  if (view.page > 1) params.set("page", String(view.page));
  const search = params.toString();
  return `/admin/bank-transfers${search ? `?${search}` : ""}`;
}

/** What is wrong with a reject reason, or null; the admin reads it before anything is sent. */
export function reasonProblemOf(reason: string): "too_short" | "too_long" | null {
  const length = reason.trim().length;
  if (length < REASON_MIN) return "too_short";
  if (length > REASON_MAX) return "too_long";
  return null;
}

/** A receipt shown in the page (`inline`) or opened in a tab, through the web's same-origin download route. */
export const receiptHref = (transfer: Pick<BankTransfer, "id" | "receipt">) =>
  `/payment-files/receipt/${transfer.id}?inline=1${transfer.receipt ? `&receipt_id=${transfer.receipt.id}` : ""}`;

export const isImageReceipt = (contentType: string) =>
  contentType === "image/jpeg" || contentType === "image/png";
