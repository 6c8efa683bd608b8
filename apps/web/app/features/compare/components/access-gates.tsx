import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link } from "react-router";
import { UserIcon } from "../../../components/icons/icons";
import { buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { SignInLink, type SignInPanelRenderer } from "../../../components/ui/sign-in-link";

export type { SignInPanelRenderer };

type SignInRequiredProps = {
  /** Why the page needs an account, under the spec's "You have not logged in". */
  reason: string;
  /** The sign-in panel (the route passes the auth feature's AuthPanel; features never import each other). */
  renderSignIn: SignInPanelRenderer;
  /** /login with the way back, for visitors without JavaScript and for "open in a new tab". */
  loginHref: (redirectTo: string) => string;
};

/** Spec §6: tools for members ask guests to sign in, in a dialog, and bring them back to the same page. */
export function SignInRequired({ reason, renderSignIn, loginHref }: SignInRequiredProps) {
  const { t } = useTranslation();
  return (
    <Card
      data-testid="sign-in-required"
      className="mx-auto flex max-w-xl flex-col items-center px-6 py-12 text-center"
    >
      <span
        className="grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700"
        aria-hidden="true"
      >
        <UserIcon className="size-7" />
      </span>
      <h2 className="mt-5 text-xl font-bold text-slate-900">{t("errors.unauthenticated")}</h2>
      <p className="mt-2 max-w-md text-slate-600">{reason}</p>
      <SignInLink
        renderSignIn={renderSignIn}
        loginHref={loginHref}
        dialogTitle={t("auth_ui.dialog_title")}
        data-testid="sign-in-required-button"
        className={buttonClasses({ className: "mt-6" })}
      >
        {t("tools.sign_in")}
      </SignInLink>
    </Card>
  );
}

/**
 * Spec §6: a feature of a package the viewer does not hold: the API's own message and the way to a plan
 * (the plans page marks the packages that include `feature`).
 */
export function PackageRequired({ message, feature }: { message: string; feature?: string }) {
  const { t } = useTranslation();
  return (
    <Card
      data-testid="package-required"
      role="status"
      className="flex flex-col items-center gap-4 px-6 py-8 text-center"
    >
      <p className="max-w-md font-semibold text-slate-900">{message}</p>
      <Link
        to={feature ? `/subscription-plan?feature=${feature}` : "/subscription-plan"}
        className={buttonClasses({})}
        data-testid="package-required-plans"
      >
        {t("tools.see_plans")}
      </Link>
    </Card>
  );
}
