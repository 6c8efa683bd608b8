import type { TPackageCard } from "@manzil/domain/contracts";
import type { TPaymentMethod } from "@manzil/domain/payments";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link, useFetcher, useLocation, useRevalidator } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Price } from "../../../components/ui/price";
import { localizedText } from "../../../lib/api/auth-failure";
import { apiPost } from "../../../lib/api/browser-api";
import { BUY_INTENT } from "../checkout-intent";
import type { CheckoutResult } from "../checkout-result";
import { methodKind, type CheckoutSettings } from "../checkout-settings";
import type { PaymentScripts } from "../gateway-scripts";
import type { ReceiptSender } from "../send-receipt";
import { BankDetails } from "./bank-details";
import { CardStep } from "./card-step";
import { MethodChoice } from "./method-choice";
import { RazorpayStep } from "./razorpay-step";
import { ReceiptUpload } from "./receipt-upload";

type BuyPlanProps = {
  plan: TPackageCard;
  checkout: CheckoutSettings;
  scripts: PaymentScripts;
  /** Tests send receipts through a stand-in. */
  sendReceipt?: ReceiptSender;
};

type Step = "choose" | "bank" | "submitted";

/**
 * "Buy" on a paid package: a dialog (focus kept inside, Escape closes) that offers only the enabled methods.
 * A hosted gateway leaves for its own page; a card is typed into Stripe's field here; a bank transfer shows the
 * bank's details and takes the receipt.
 */
export function BuyPlan({ plan, checkout, scripts, sendReceipt }: BuyPlanProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const revalidator = useRevalidator();
  const fetcher = useFetcher<CheckoutResult>();
  const [open, setOpen] = useState(false);
  const [method, setMethod] = useState<TPaymentMethod | null>(checkout.methods[0] ?? null);
  const [step, setStep] = useState<Step>("choose");
  // Which answer of the action this dialog has taken up: a reopened dialog starts again from the methods.
  const [seenAt, setSeenAt] = useState<number | null>(null);
  const answer = fetcher.data && fetcher.data.at !== seenAt ? fetcher.data : null;
  const started = answer?.ok ? answer : null;
  const failure = answer && !answer.ok ? localizedText(t, answer.message) : null;
  const busy = fetcher.state !== "idle";

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      // A card or Razorpay payment started and left unpaid would stay pending: it is reported as abandoned (the
      // API asks the gateway first, so one that did go through is applied rather than cancelled).
      if (started) {
        void apiPost("payment-transaction-fail", { payment_transaction_id: started.transactionId }).catch(
          () => undefined,
        );
      }
      // A reopened dialog starts again from the methods.
      setStep("choose");
      setSeenAt(fetcher.data?.at ?? null);
      if (step === "submitted") void revalidator.revalidate();
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (method && methodKind(method) === "bank") {
      event.preventDefault();
      setStep("bank");
    }
  };

  let body;
  if (started && methodKind(started.method) === "card") {
    body = (
      <CardStep
        scriptUrl={scripts.stripe}
        publicKey={started.publicKey}
        clientSecret={started.clientSecret}
        transactionId={started.transactionId}
      />
    );
  } else if (started && methodKind(started.method) === "razorpay") {
    body = (
      <RazorpayStep
        scriptUrl={scripts.razorpay}
        keyId={started.publicKey}
        orderId={started.clientSecret}
        transactionId={started.transactionId}
      />
    );
  } else if (step === "submitted") {
    body = (
      <div className="flex flex-col gap-4" data-testid="bank-submitted">
        <p role="status" className="rounded-xl bg-brand-50 p-4 font-semibold text-brand-900">
          {t("checkout.bank.submitted")}
        </p>
        <p className="text-sm text-slate-600">{t("checkout.bank.submitted_hint")}</p>
        <Link to="/user/transaction-history" className={buttonClasses({ variant: "outline" })}>
          {t("checkout.bank.see_payments")}
        </Link>
        <Button onClick={() => close(false)}>{t("checkout.done")}</Button>
      </div>
    );
  } else if (step === "bank") {
    body = (
      <div className="flex flex-col gap-5" data-testid="bank-step">
        <p className="text-sm text-slate-600">{t("checkout.bank.instructions")}</p>
        <BankDetails details={checkout.bankDetails} />
        <ReceiptUpload
          target={{ kind: "package", packageId: plan.id }}
          onSubmitted={() => setStep("submitted")}
          {...(sendReceipt ? { send: sendReceipt } : {})}
        />
        <Button variant="ghost" onClick={() => setStep("choose")}>
          {t("checkout.back")}
        </Button>
      </div>
    );
  } else {
    body = (
      <fetcher.Form
        method="post"
        action={`${location.pathname}${location.search}`}
        onSubmit={submit}
        className="flex flex-col gap-4"
      >
        <input type="hidden" name="intent" value={BUY_INTENT} />
        <input type="hidden" name="package_id" value={plan.id} />
        <MethodChoice methods={checkout.methods} value={method} onChange={setMethod} />
        {failure ? (
          <p role="alert" className="text-sm text-red-700" data-testid="checkout-error">
            {failure}
          </p>
        ) : null}
        {checkout.methods.length > 0 ? (
          <Button type="submit" disabled={busy || !method} data-testid="checkout-continue">
            {busy ? t("checkout.starting") : t("checkout.continue")}
          </Button>
        ) : (
          <Link to="/contact-us" className={buttonClasses({ variant: "outline" })}>
            {t("checkout.contact_us")}
          </Link>
        )}
      </fetcher.Form>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t("checkout.title", { name: plan.name })}
      description={
        <span className="inline-flex flex-wrap items-baseline gap-1">
          {t("checkout.amount")} <Price amountMinor={plan.price_minor} currency={plan.currency} />
        </span>
      }
      trigger={
        <Button
          className="w-full"
          aria-label={t("checkout.buy_label", { name: plan.name })}
          data-testid="plan-buy"
        >
          {t("checkout.buy")}
        </Button>
      }
    >
      {body}
    </Dialog>
  );
}
