import { useTranslation } from "../lib/i18n/use-translation";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/reset-password";
import { Button, buttonClasses } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { FormAlert } from "../components/ui/form-alert";
import type { FormAnswer } from "../features/auth/auth-flow";
import { validateNewPassword } from "../features/auth/auth-validation";
import { fieldText, useFormErrors } from "../features/auth/components/use-form-errors";
import { NewPasswordFields } from "../features/auth/components/new-password-fields";
import { resetPasswordAction } from "../features/auth/password-actions.server";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token")?.trim() ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  return resetPasswordAction({ request, context });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [
    { title: titleWithCompany(t("auth_ui.reset.title"), company) },
    { name: "robots", content: "noindex" },
    // The token is a secret: never send it to other sites in a Referer.
    { name: "referrer", content: "no-referrer" },
  ];
};

/** The e-mailed link's page: a new password twice, then sign in again (every session was ended). */
export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = actionData as FormAnswer | undefined;
  const { errorFor, check, generalError } = useFormErrors(answer);
  const busy = useNavigation().state === "submitting";
  const tokenProblem = errorFor("token");

  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-extrabold text-slate-900">{t("auth_ui.reset.title")}</h1>
      <Card className="mt-8 p-6 sm:p-8">
        {loaderData.token === "" ? (
          <div className="flex flex-col gap-4">
            <FormAlert tone="error">{t("auth_ui.reset.missing_token")}</FormAlert>
            <Link to="/forgot-password" className={buttonClasses({ variant: "outline" })}>
              {t("auth_ui.reset.request_new")}
            </Link>
          </div>
        ) : (
          <Form
            method="post"
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              const form = event.currentTarget;
              const values = {
                password: fieldText(form, "password"),
                password_confirmation: fieldText(form, "password_confirmation"),
              };
              if (!check(form, validateNewPassword(values))) event.preventDefault();
            }}
          >
            <input type="hidden" name="token" value={loaderData.token} />
            <FormAlert tone="error">{tokenProblem ?? generalError}</FormAlert>
            {tokenProblem ? (
              <Link to="/forgot-password" className={buttonClasses({ variant: "outline" })}>
                {t("auth_ui.reset.request_new")}
              </Link>
            ) : null}
            <NewPasswordFields
              label={t("auth_ui.new_password")}
              confirmationName="password_confirmation"
              errorFor={errorFor}
            />
            <Button type="submit" size="lg" disabled={busy}>
              {busy ? t("auth_ui.working") : t("auth_ui.reset.submit")}
            </Button>
          </Form>
        )}
      </Card>
    </div>
  );
}
