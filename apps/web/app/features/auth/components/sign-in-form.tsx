import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { FormAlert } from "../../../components/ui/form-alert";
import { Input } from "../../../components/ui/input";
import { answerFor, type AuthActionData } from "../auth-flow";
import { validateSignIn } from "../auth-validation";
import { AUTH_ACTION, type AuthFetcher } from "./auth-fetcher";
import { fieldText, useFormErrors } from "./use-form-errors";

type SignInFormProps = {
  fetcher: AuthFetcher;
  result: AuthActionData | undefined;
  redirectTo: string;
  defaultEmail?: string | undefined;
  /** Keeps the typed password in memory, for signing in right after an e-mail code. */
  onPassword: (password: string) => void;
  /** Leaving for another page (forgot password): the dialog closes. */
  onLeave?: (() => void) | undefined;
};

export function SignInForm({
  fetcher,
  result,
  redirectTo,
  defaultEmail,
  onPassword,
  onLeave,
}: SignInFormProps) {
  const { t } = useTranslation();
  const answer = answerFor(result, ["sign-in"]);
  const { errorFor, check, generalError } = useFormErrors(answer);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      action={AUTH_ACTION}
      noValidate
      aria-label={t("auth_ui.sign_in")}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        const form = event.currentTarget;
        const values = { email: fieldText(form, "email"), password: fieldText(form, "password") };
        if (!check(form, validateSignIn(values))) {
          event.preventDefault();
          return;
        }
        onPassword(values.password);
      }}
    >
      <input type="hidden" name="intent" value="sign-in" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormAlert tone="error">{generalError}</FormAlert>
      <Input
        name="email"
        type="email"
        label={t("auth_ui.email")}
        autoComplete="email"
        dir="ltr"
        required
        defaultValue={answer?.values?.email ?? defaultEmail}
        error={errorFor("email")}
      />
      <Input
        name="password"
        type="password"
        label={t("auth_ui.password")}
        autoComplete="current-password"
        required
        error={errorFor("password")}
      />
      <Link
        to="/forgot-password"
        onClick={onLeave}
        className="self-end rounded text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {t("auth_ui.forgot_password")}
      </Link>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? t("auth_ui.working") : t("auth_ui.sign_in")}
      </Button>
    </fetcher.Form>
  );
}
