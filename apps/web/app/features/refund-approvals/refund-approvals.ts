import type { TRefundApproval } from "@manzil/domain/contracts";
import type { BadgeTone } from "../../components/ui/status-badge";

export const REFUND_APPROVALS_KEY = "payments/refund-approvals";
/** Spec §9: the refund list comes 100 at a time. */
export const REFUND_APPROVALS_PAGE_SIZE = 100;

export const REFUND_FILTERS = ["pending", "decided", "all"] as const;
export type RefundFilter = (typeof REFUND_FILTERS)[number];

export type RefundApprovalsView = { filter: RefundFilter; page: number };

export function refundApprovalsViewOf(params: URLSearchParams): RefundApprovalsView {
  const filter = params.get("show");
  const page = Number(params.get("page"));
  return {
    filter: (REFUND_FILTERS as readonly string[]).includes(filter ?? "")
      ? (filter as RefundFilter)
      : "pending",
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function refundApprovalsHref(base: string, view: RefundApprovalsView): string {
  const params = new URLSearchParams();
  if (view.filter !== "pending") params.set("show", view.filter);
  if (view.page > 1) params.set("page", String(view.page));
  const search = params.toString();
  return `${base}${search ? `?${search}` : ""}`;
}

/** Waiting for an answer: the only ones with the two buttons. */
export const isOpenRefund = (refund: Pick<TRefundApproval, "refund_status">) =>
  refund.refund_status === "pending";

export function matchesFilter(refund: TRefundApproval, filter: RefundFilter): boolean {
  if (filter === "all") return true;
  return filter === "pending" ? isOpenRefund(refund) : !isOpenRefund(refund);
}

export const REFUND_TONES: Record<TRefundApproval["refund_status"], BadgeTone> = {
  pending: "wait",
  approved: "good",
  rejected: "bad",
};

/** What the API is asked for: the waiting ones, or every request (the decided tab keeps the non-waiting ones). */
export const apiStatusOf = (filter: RefundFilter) => (filter === "pending" ? "pending" : "all");

/** The rejection reason the guest reads: 3–1000 characters, checked before it is sent. */
export const REFUND_REASON_MIN = 3;
export const REFUND_REASON_MAX = 1_000;
export function refundReasonProblemOf(reason: string): "too_short" | "too_long" | null {
  const length = reason.trim().length;
  if (length < REFUND_REASON_MIN) return "too_short";
  if (length > REFUND_REASON_MAX) return "too_long";
  return null;
}
