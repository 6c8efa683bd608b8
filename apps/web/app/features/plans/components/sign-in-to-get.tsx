import { useTranslation } from "../../../lib/i18n/use-translation";
import { buttonClasses } from "../../../components/ui/button";
import { SignInLink, type SignInPanelRenderer } from "../../../components/ui/sign-in-link";

export type { SignInPanelRenderer };

type SignInToGetProps = {
  renderSignIn: SignInPanelRenderer;
  loginHref: (redirectTo: string) => string;
  label: string;
};

/** A guest's "Get it": signing in first, in a dialog, and back to this page with its `?feature=`. */
export function SignInToGet({ renderSignIn, loginHref, label }: SignInToGetProps) {
  const { t } = useTranslation();
  return (
    <SignInLink
      renderSignIn={renderSignIn}
      loginHref={loginHref}
      dialogTitle={t("plans.sign_in_title")}
      aria-label={label}
      data-testid="plan-sign-in"
      className={buttonClasses({ className: "w-full" })}
    >
      {t("plans.sign_in_to_get")}
    </SignInLink>
  );
}
