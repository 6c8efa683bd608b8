import type { TActivePackage, TPackageCard } from "@manzil/domain/contracts";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher, useLocation } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { localizedText } from "../../../lib/api/auth-failure";
import { formatDate } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
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
};

/**
 * What a card offers: a free package is activated on the spot (guests sign in first); a paid one waits for
 * online payment, which does not exist yet, so its button stays disabled and says why rather than
 * pretending to take money. A package already held says until when it runs.
 */
export function PlanAction({ plan, holding, isSignedIn, signIn }: PlanActionProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const noteId = useId();
  const label = t("plans.get_plan_label", { name: plan.name });

  if (holding) {
    return (
      <p className="text-center text-sm font-semibold text-brand-800" data-testid="plan-active-until">
        {t("plans.active_until", { date: formatDate(holding.end_date, locale) })}
      </p>
    );
  }
  if (plan.package_type === "paid") {
    return (
      <div className="flex flex-col gap-2">
        <Button disabled aria-describedby={noteId} className="w-full" data-testid="plan-paid">
          {t("plans.paid_soon")}
        </Button>
        <p id={noteId} className="text-center text-xs text-slate-500">
          {t("plans.paid_note")}
        </p>
      </div>
    );
  }
  if (!isSignedIn) return <SignInToGet {...signIn} label={label} />;
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
