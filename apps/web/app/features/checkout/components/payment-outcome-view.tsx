import type { TPaymentTransaction } from "@manzil/domain/contracts";
import { clsx } from "clsx";
import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Price } from "../../../components/ui/price";
import type { PaymentPhase } from "../payment-outcome";

type Tone = "wait" | "good" | "bad";

const TONE: Record<PaymentPhase, Tone> = {
  pending: "wait",
  review: "wait",
  succeeded: "good",
  failed: "bad",
  cancelled: "bad",
  rejected: "bad",
};

/** One payment's outcome as a card: what happened in spec §8's words, the amount, and where to go next. */
export function PaymentOutcomeView({
  phase,
  transaction,
  slow = false,
  next,
  children,
}: {
  phase: PaymentPhase;
  transaction: Pick<
    TPaymentTransaction,
    "amount_minor" | "currency" | "reference" | "payment_gateway" | "failure_reason"
  > | null;
  /** Still pending after the page stopped asking. */
  slow?: boolean;
  /** Where this payment's purpose continues (a booking's confirmation); the plans page otherwise. */
  next?: { to: string; label: string } | undefined;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const tone = TONE[phase];
  return (
    <Card
      className="mx-auto mt-8 flex max-w-xl flex-col gap-4 p-6 sm:p-8"
      data-testid="payment-outcome"
      data-phase={phase}
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className={clsx(
            "grid size-10 shrink-0 place-items-center rounded-full text-lg font-bold",
            tone === "good" && "bg-brand-100 text-brand-800",
            tone === "bad" && "bg-red-100 text-red-700",
            tone === "wait" && "bg-amber-100 text-amber-800",
          )}
        >
          {tone === "good" ? "✓" : tone === "bad" ? "!" : phase === "pending" && !slow ? <Spinner /> : "…"}
        </span>
        <h2
          role={tone === "wait" ? "status" : tone === "bad" ? "alert" : "status"}
          className="text-xl font-bold text-slate-900"
          data-testid="payment-outcome-title"
        >
          {t(`checkout.outcome.${phase}`)}
        </h2>
      </div>
      <p className="text-slate-600" data-testid="payment-outcome-body">
        {slow ? t("checkout.outcome.slow") : t(bodyKey(phase, transaction))}
      </p>
      {transaction ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-500">{t("checkout.amount")}</dt>
          <dd className="font-semibold text-slate-900">
            <Price amountMinor={transaction.amount_minor} currency={transaction.currency} />
          </dd>
          <dt className="text-slate-500">{t("checkout.reference")}</dt>
          <dd className="min-w-0 font-mono break-all text-slate-900">
            <bdi>{transaction.reference}</bdi>
          </dd>
        </dl>
      ) : null}
      {children}
      <Link
        to={next?.to ?? "/subscription-plan"}
        className={buttonClasses({
          variant: tone === "good" ? "primary" : "outline",
          className: "self-start",
        })}
        data-testid="payment-outcome-plans"
      >
        {next
          ? next.label
          : tone === "bad" && phase !== "rejected"
            ? t("checkout.try_again")
            : t("checkout.to_plans")}
      </Link>
    </Card>
  );
}

/** Spec §8 names PayPal's own failure: the gateway did not answer when the payment was started or checked. */
function bodyKey(
  phase: PaymentPhase,
  transaction: Pick<TPaymentTransaction, "payment_gateway" | "failure_reason"> | null,
): string {
  if (
    phase === "failed" &&
    transaction?.payment_gateway === "paypal" &&
    transaction.failure_reason === "provider_error"
  ) {
    return "checkout.error.paypal_api";
  }
  // A booking's payment is not a package: say what happens to the booking.
  if (transaction && "type" in transaction && transaction.type === "reservation") {
    return `checkout.booking_outcome.${phase}`;
  }
  return `checkout.outcome_body.${phase}`;
}

function Spinner() {
  return (
    <span className="block size-5 animate-spin rounded-full border-2 border-amber-700 border-e-transparent motion-reduce:animate-none" />
  );
}
