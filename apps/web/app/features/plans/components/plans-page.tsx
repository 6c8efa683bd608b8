import type { TActivePackage, TPackageCard, TPackageFeatureType } from "@manzil/domain/contracts";
import { clsx } from "clsx";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { TagIcon } from "../../../components/icons/icons";
import { Card } from "../../../components/ui/card";
import { localizedText } from "../../../lib/api/auth-failure";
import type { CheckoutSettings } from "../../checkout/checkout-settings";
import type { PaymentScripts } from "../../checkout/gateway-scripts";
import type { AssignResult } from "../assign-result";
import { activeHoldingOf, includesFeature } from "../plan-features";
import { PlanAction, type SignInOptions } from "./plan-action";
import { PlanCard } from "./plan-card";
import { ActivePlans } from "./active-plans";

type PlansPageProps = {
  packages: readonly TPackageCard[];
  activePackages: readonly TActivePackage[];
  /** The feature a gate sent the visitor for (`?feature=`), or null. */
  feature: TPackageFeatureType | null;
  isSignedIn: boolean;
  signIn: SignInOptions;
  pageResult: AssignResult | undefined;
  checkout: { settings: CheckoutSettings; scripts: PaymentScripts };
};

/** The packages on sale, the member's own ones, and why a gate sent the visitor here. */
export function PlansPage({
  packages,
  activePackages,
  feature,
  isSignedIn,
  signIn,
  pageResult,
  checkout,
}: PlansPageProps) {
  const { t } = useTranslation();
  return (
    <>
      {feature ? (
        <div
          className="mt-6 flex items-start gap-3 rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200"
          data-testid="plans-feature-notice"
        >
          <TagIcon className="mt-0.5 size-5 shrink-0" />
          <p>
            <span className="font-semibold">{t(`plans.need.${feature}`)}</span> {t("plans.need.hint")}
          </p>
        </div>
      ) : null}
      {/* Without JavaScript the post reloads the page: its answer shows here (with it, a toast does). */}
      {pageResult ? (
        <p
          role={pageResult.ok ? "status" : "alert"}
          className={clsx(
            "mt-6 rounded-2xl p-4 font-semibold",
            pageResult.ok ? "bg-brand-50 text-brand-900" : "bg-red-50 text-red-800",
          )}
          data-testid={pageResult.ok ? "plans-assigned" : "plans-assign-error"}
        >
          {localizedText(t, pageResult.message)}
        </p>
      ) : null}
      {isSignedIn ? <ActivePlans packages={activePackages} /> : null}
      {packages.length === 0 ? (
        <Card className="mt-8 flex flex-col items-center px-6 py-16 text-center" data-testid="plans-empty">
          <span className="grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
            <TagIcon className="size-7" />
          </span>
          <h2 className="mt-5 text-xl font-bold text-slate-900">{t("plans.empty.title")}</h2>
          <p className="mt-2 max-w-md text-slate-600">{t("plans.empty.body")}</p>
        </Card>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 xl:grid-cols-4" data-testid="plans-list">
          {packages.map((plan) => {
            const holding = activeHoldingOf(plan, activePackages);
            return (
              <li key={plan.id} className="flex">
                <PlanCard
                  plan={plan}
                  isCurrent={holding !== null || plan.package_status === "active"}
                  isHighlighted={feature !== null && includesFeature(plan, feature)}
                  action={
                    <PlanAction
                      plan={plan}
                      holding={holding}
                      isSignedIn={isSignedIn}
                      signIn={signIn}
                      checkout={checkout}
                    />
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
