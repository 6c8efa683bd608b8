import type { TActivePackage, TPackageCard } from "@manzil/domain/contracts";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link, useFetcher, useLocation } from "react-router";
import { toast } from "sonner";
import { Button, buttonClasses } from "../../../components/ui/button";
import { localizedText } from "../../../lib/api/auth-failure";
import { formatDate } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import { BuyPlan } from "../../checkout/components/buy-plan";
import type { CheckoutSettings } from "../../checkout/checkout-settings";
import type { PaymentScripts } from "../../checkout/gateway-scripts";
import type { AssignResult } from "../assign-result";
import { SignInToGet, type SignInPanelRenderer } from "./sign-in-to-get";

export type SignInOptions = {
  renderSignIn: SignInPanelRenderer;
  loginHref: (redirectTo: string) => string;
};

type PlanActionProps = {
  plan: TPackageCard;
  holding: TActivePackage | null;
  isSignedIn: boolean;
  signIn: SignInOptions;
  /** The enabled payment methods and where the gateways' scripts load from. */
  checkout: { settings: CheckoutSettings; scripts: PaymentScripts };
};

/**
 * What a card offers: a free package is activated on the spot, a paid one is bought with one of the enabled
 * payment methods (guests sign in first for either). A package already held says until when it runs.
 */
export function PlanAction({ plan, holding, isSignedIn, signIn, checkout }: PlanActionProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const label = t("plans.get_plan_label", { name: plan.name });

  if (holding) {
    return (
      <p className="text-center text-sm font-semibold text-brand-800" data-testid="plan-active-until">
        {t("plans.active_until", { date: formatDate(holding.end_date, locale) })}
      </p>
    );
  }
  if (!isSignedIn) return <SignInToGet {...signIn} label={label} />;
  // A bank-transfer receipt waiting for an admin: buying again would only open a second transfer.
  if (plan.package_status === "review") {
    return (
      <p className="text-center text-sm font-semibold text-amber-800" data-testid="plan-in-review">
        {t("plans.in_review")}
      </p>
    );
  }
  if (plan.package_status === "rejected" && plan.payment_transaction_id !== null) {
    return (
      <div className="flex flex-col gap-2">
        <p className="text-center text-sm font-semibold text-red-700">{t("plans.receipt_rejected")}</p>
        <Link
          to={`/payment/return?payment_transaction_id=${plan.payment_transaction_id}`}
          className={buttonClasses({ variant: "outline" })}
        >
          {t("plans.upload_again")}
        </Link>
      </div>
    );
  }
  if (plan.package_type === "paid") {
    return <BuyPlan plan={plan} checkout={checkout.settings} scripts={checkout.scripts} />;
  }
  return <GetFreePlan plan={plan} label={label} />;
}

function GetFreePlan({ plan, label }: { plan: TPackageCard; label: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const fetcher = useFetcher<AssignResult>();
  const errorId = useId();
  const result = fetcher.data;
  const isBusy = fetcher.state !== "idle";
  const toasted = useRef<number | null>(null);

  // One toast per answer; the page's loaders run again after the action, so the card turns "current".
  useEffect(() => {
    const data = fetcher.data;
    if (!data?.ok || toasted.current === data.at) return;
    toasted.current = data.at;
    toast.success(localizedText(t, data.message));
  }, [fetcher.data, t]);

  const failure = result && !result.ok ? localizedText(t, result.message) : null;
  return (
    <fetcher.Form
      method="post"
      action={`${location.pathname}${location.search}`}
      className="flex flex-col gap-2"
    >
      <input type="hidden" name="package_id" value={plan.id} />
      <Button
        type="submit"
        disabled={isBusy}
        aria-label={isBusy ? undefined : label}
        aria-describedby={failure ? errorId : undefined}
        className="w-full"
        data-testid="plan-get"
      >
        {isBusy ? t("plans.getting") : t("plans.get")}
      </Button>
      {failure ? (
        <p id={errorId} role="alert" className="text-center text-sm text-red-700" data-testid="plan-error">
          {failure}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
