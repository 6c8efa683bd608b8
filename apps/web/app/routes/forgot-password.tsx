import { useTranslation } from "../lib/i18n/use-translation";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { FormAlert } from "../components/ui/form-alert";
import { Input } from "../components/ui/input";
import type { FormAnswer } from "../features/auth/auth-flow";
import { validateEmailOnly } from "../features/auth/auth-validation";
import { fieldText, useFormErrors } from "../features/auth/components/use-form-errors";
import { forgotPasswordAction } from "../features/auth/password-actions.server";
import { localizedText } from "../lib/api/auth-failure";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";

export async function action({ request, context }: Route.ActionArgs) {
  return forgotPasswordAction({ request, context });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [
    { title: titleWithCompany(t("auth_ui.forgot.title"), company) },
    { name: "robots", content: "noindex" },
  ];
};

/** Asks for a reset link by e-mail; the link leads to /reset-password?token=…. */
export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = actionData as FormAnswer | undefined;
  const { errorFor, check, generalError } = useFormErrors(answer);
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-extrabold text-slate-900">{t("auth_ui.forgot.title")}</h1>
      <p className="mt-2 text-slate-600">{t("auth_ui.forgot.intro")}</p>
      <Card className="mt-8 p-6 sm:p-8">
        <Form
          method="post"
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            const form = event.currentTarget;
            if (!check(form, validateEmailOnly(fieldText(form, "email")))) event.preventDefault();
          }}
        >
          <FormAlert tone="error">{generalError}</FormAlert>
          <FormAlert tone="success">
            {answer?.ok && answer.notice ? localizedText(t, answer.notice) : null}
          </FormAlert>
          <Input
            name="email"
            type="email"
            label={t("auth_ui.email")}
            autoComplete="email"
            dir="ltr"
            required
            defaultValue={answer?.values?.email}
            error={errorFor("email")}
          />
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? t("auth_ui.working") : t("auth_ui.forgot.submit")}
          </Button>
          <Link
            to="/login"
            className="self-center rounded text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t("auth_ui.back_to_sign_in")}
          </Link>
        </Form>
      </Card>
    </div>
  );
}
