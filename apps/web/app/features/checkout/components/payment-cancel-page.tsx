import type { TPaymentTransaction } from "@manzil/domain/contracts";
import { PaymentTransaction } from "@manzil/domain/contracts";
import { useEffect, useState } from "react";
import { apiPost } from "../../../lib/api/browser-api";
import { paymentPhase } from "../payment-outcome";
import { PaymentOutcomeView } from "./payment-outcome-view";

export type CancelReporter = (id: number) => Promise<TPaymentTransaction>;

const reportCancel: CancelReporter = async (id) => {
  const answer = await apiPost<unknown>("payment-transaction-fail", { payment_transaction_id: id });
  return PaymentTransaction.parse(answer.data);
};

/**
 * The member left the gateway's page without paying. The API is told (from the browser, a POST with the page's
 * Origin, so a foreign link cannot cancel someone's payment); it asks the gateway first, so a payment that did go
 * through is shown as paid rather than canceled.
 */
export function PaymentCancelPage({
  transactionId,
  report = reportCancel,
}: {
  transactionId: number | null;
  report?: CancelReporter;
}) {
  const [transaction, setTransaction] = useState<TPaymentTransaction | null>(null);
  const [done, setDone] = useState(transactionId === null);
  useEffect(() => {
    if (transactionId === null) return;
    let current = true;
    report(transactionId)
      .then((answer) => current && setTransaction(answer))
      .catch(() => undefined)
      .finally(() => current && setDone(true));
    return () => {
      current = false;
    };
  }, [transactionId, report]);
  const phase = transaction ? paymentPhase(transaction) : done ? "cancelled" : "pending";
  return (
    <PaymentOutcomeView phase={phase === "pending" && done ? "cancelled" : phase} transaction={transaction} />
  );
}
