import { useTranslation } from "../lib/i18n/use-translation";
import { redirect } from "react-router";
import type { Route } from "./+types/login";
import { Card } from "../components/ui/card";
import { FormAlert } from "../components/ui/form-alert";
import { authAction } from "../features/auth/auth-actions.server";
import { authTabOf, type AuthActionData, type AuthTab } from "../features/auth/auth-flow";
import { loginHref } from "../features/auth/auth-links";
import { AuthPanel } from "../features/auth/components/auth-panel";
import { safeRedirectPath } from "../lib/session/safe-redirect";
import { hasSessionCookie } from "../lib/session/session-cookie";
import { loadOwnProfile } from "../lib/session/viewer";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";

// /login: the sign-in dialog's forms as a page (deep links, no JavaScript), and the action they all post to.

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"), { siteUrl: context.publicUrl });
  if (hasSessionCookie(request) && (await loadOwnProfile(context)).kind === "signed-in") {
    throw redirect(redirectTo);
  }
  return {
    redirectTo,
    tab: authTabOf(url.searchParams.get("tab")),
    passwordReset: url.searchParams.get("reset") === "done",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return authAction({ request, context });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [
    { title: titleWithCompany(t("auth_ui.page_title"), company) },
    { name: "robots", content: "noindex" },
  ];
};

/** The tab a form posted without JavaScript belongs to, so its answer shows on the right tab. */
function tabOfAnswer(answer: AuthActionData | undefined): AuthTab | undefined {
  if (!answer) return undefined;
  if (answer.intent === "register") return "register";
  if (answer.intent.startsWith("phone")) return "phone";
  return "sign-in";
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { redirectTo, tab, passwordReset } = loaderData;
  const answer = actionData as AuthActionData | undefined;
  return (
    <div className="mx-auto max-w-lg px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-extrabold text-slate-900">{t("auth_ui.page_title")}</h1>
      <p className="mt-2 text-slate-600">{t("auth_ui.dialog_description")}</p>
      <Card className="mt-8 flex flex-col gap-4 p-6 sm:p-8">
        {passwordReset ? <FormAlert tone="success">{t("auth_ui.password_reset_done")}</FormAlert> : null}
        <AuthPanel
          redirectTo={redirectTo}
          initialTab={tabOfAnswer(answer) ?? tab}
          pageResult={answer}
          tabHref={(next) => loginHref({ redirectTo, tab: next })}
        />
      </Card>
    </div>
  );
}
