import type { TPaymentTransaction } from "@manzil/domain/contracts";
import { PaymentTransaction } from "@manzil/domain/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { useNavigate } from "react-router";
import { apiGet } from "../../../lib/api/browser-api";
import {
  bookingPathOf,
  isStillPending,
  paymentPhase,
  POLL_ATTEMPTS,
  POLL_INTERVAL_MS,
  REDIRECT_AFTER_MS,
} from "../payment-outcome";
import type { ReceiptSender } from "../send-receipt";
import { PaymentOutcomeView } from "./payment-outcome-view";
import { ReceiptUpload } from "./receipt-upload";

export type StatusFetcher = (id: number, hints: Record<string, string>) => Promise<TPaymentTransaction>;
/** The admin's reason for the latest rejected receipt, from get_payment_details. */
export type RejectionFetcher = (id: number) => Promise<string | null>;

const fetchStatus: StatusFetcher = async (id, hints) => {
  const answer = await apiGet<unknown>("payment-status", { payment_transaction_id: id, ...hints });
  return PaymentTransaction.parse(answer.data);
};

/**
 * The reason given for the newest rejected receipt. get_payment_details lists receipts oldest first, so after a
 * second rejection the first receipt's reason is stale: the last one with a reason is the one to show.
 */
export function latestRejectionReason(receipts: readonly { rejection_reason?: string | null }[]) {
  return receipts.findLast((receipt) => receipt.rejection_reason)?.rejection_reason ?? null;
}

const fetchRejection: RejectionFetcher = async (id) => {
  const answer = await apiGet<{ receipts?: { rejection_reason?: string | null }[] }>("get_payment_details", {
    payment_transaction_id: id,
  });
  return latestRejectionReason(Array.isArray(answer.data.receipts) ? answer.data.receipts : []);
};

type PaymentReturnProps = {
  transactionId: number;
  hints: Record<string, string>;
  initial: TPaymentTransaction;
  intervalMs?: number;
  getStatus?: StatusFetcher;
  getRejection?: RejectionFetcher;
  sendReceipt?: ReceiptSender;
  /** How long the outcome of a booking's payment shows before its confirmation opens (spec §9: a few seconds). */
  redirectAfterMs?: number;
};

/**
 * Back from the gateway: asks payment-status every two seconds while the payment is pending (the gateway's
 * answer can take a few seconds, spec §7), then says how it ended. A rejected bank receipt shows the admin's
 * reason and takes a new one.
 */
export function PaymentReturnPage({
  transactionId,
  hints,
  initial,
  intervalMs = POLL_INTERVAL_MS,
  getStatus = fetchStatus,
  getRejection = fetchRejection,
  sendReceipt,
  redirectAfterMs = REDIRECT_AFTER_MS,
}: PaymentReturnProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [transaction, setTransaction] = useState(initial);
  const [attempts, setAttempts] = useState(0);
  const [reason, setReason] = useState<string | null>(null);
  const phase = paymentPhase(transaction);
  const slow = isStillPending(phase) && attempts >= POLL_ATTEMPTS;

  useEffect(() => {
    if (!isStillPending(phase) || attempts >= POLL_ATTEMPTS) return;
    const timer = window.setTimeout(() => {
      getStatus(transactionId, hints)
        .then(setTransaction)
        // A lost answer is not the payment's: the next round asks again.
        .catch(() => undefined)
        .finally(() => setAttempts((count) => count + 1));
    }, intervalMs);
    return () => window.clearTimeout(timer);
  }, [phase, attempts, transactionId, hints, intervalMs, getStatus]);

  useEffect(() => {
    if (phase !== "rejected") return;
    let current = true;
    getRejection(transactionId)
      .then((text) => current && setReason(text))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [phase, transactionId, getRejection]);

  // A booking's payment continues on the booking's own page, which says what happens next (spec §9).
  const booking = bookingPathOf(transaction);
  const settled = !isStillPending(phase) || slow;
  useEffect(() => {
    if (!booking || !settled) return;
    const timer = window.setTimeout(() => void navigate(booking), redirectAfterMs);
    return () => window.clearTimeout(timer);
  }, [booking, settled, navigate, redirectAfterMs]);

  return (
    <PaymentOutcomeView
      phase={phase}
      transaction={transaction}
      slow={slow}
      next={booking ? { to: booking, label: t("checkout.to_booking") } : undefined}
    >
      {booking && settled ? (
        <p role="status" className="text-sm text-slate-600" data-testid="booking-redirect">
          {t("checkout.booking_redirect")}
        </p>
      ) : null}
      {phase === "rejected" ? (
        <div className="flex flex-col gap-4 border-t border-slate-100 pt-4" data-testid="receipt-rejected">
          {reason ? (
            <div className="rounded-xl bg-red-50 p-3 text-sm text-red-900">
              <p className="font-semibold">{t("checkout.bank.rejection_reason")}</p>
              <p dir="auto" data-testid="receipt-rejection-reason">
                {reason}
              </p>
            </div>
          ) : null}
          <ReceiptUpload
            target={{ kind: "transaction", transactionId }}
            onSubmitted={() => setTransaction((current) => ({ ...current, payment_status: "review" }))}
            {...(sendReceipt ? { send: sendReceipt } : {})}
          />
        </div>
      ) : null}
    </PaymentOutcomeView>
  );
}
