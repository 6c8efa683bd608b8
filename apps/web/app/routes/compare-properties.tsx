import { useTranslation } from "../lib/i18n/use-translation";
import type { Route } from "./+types/compare-properties";
import { renderSignInPanel } from "../features/auth/components/sign-in-panel";
import { loginHref } from "../features/auth/auth-links";
import { SignInRequired } from "../features/compare/components/access-gates";
import { ComparePage } from "../features/compare/components/compare-page";
import { pageMeta, titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf, useRootData } from "../lib/seo/root-data";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { root, language, t, company } = metaContextOf(matches);
  return pageMeta({
    title: titleWithCompany(t("compare.title"), company),
    description: t("compare.description"),
    language,
    publicUrl: root?.publicUrl ?? "",
    canonicalPath: "/compare-properties",
  });
};

export default function CompareProperties() {
  const { t } = useTranslation();
  const viewer = useRootData()?.viewer ?? null;
  const signInPrompt = (
    <SignInRequired
      reason={t("compare.sign_in_reason")}
      loginHref={(redirectTo) => loginHref({ redirectTo })}
      renderSignIn={renderSignInPanel}
    />
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{t("compare.title")}</h1>
      <p className="mt-2 mb-6 text-slate-600">{t("compare.lead")}</p>
      <ComparePage isSignedIn={viewer !== null} signInPrompt={signInPrompt} />
    </div>
  );
}
