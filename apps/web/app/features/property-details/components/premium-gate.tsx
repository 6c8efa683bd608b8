import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { LockIcon } from "../../../components/icons/icons";
import { useSignInPrompt } from "./sign-in-prompt";

/**
 * In place of a premium listing's details when the viewer has no premium access (spec §6): why, and the
 * way in (the plans for members, signing in first for guests).
 */
export function PremiumGate() {
  const { t } = useTranslation();
  const { isSignedIn, askToSignIn } = useSignInPrompt();
  return (
    <Card className="p-6 sm:p-8" data-testid="premium-gate">
      <section aria-labelledby="premium-gate-heading" className="flex flex-col items-start gap-4">
        <span className="grid size-12 place-items-center rounded-2xl bg-amber-100 text-amber-800">
          <LockIcon className="size-6" />
        </span>
        <h2 id="premium-gate-heading" className="text-xl font-bold text-slate-900">
          {t("details.premium.title")}
        </h2>
        <p className="leading-relaxed text-slate-600">
          {t(isSignedIn ? "details.premium.body" : "details.premium.body_guest")}
        </p>
        {isSignedIn ? (
          <Link to="/subscription-plan?feature=premium_properties" className={buttonClasses({})}>
            {t("details.premium.plans")}
          </Link>
        ) : (
          <button type="button" onClick={askToSignIn} className={buttonClasses({})}>
            {t("details.premium.sign_in")}
          </button>
        )}
      </section>
    </Card>
  );
}
