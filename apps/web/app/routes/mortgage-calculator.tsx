import { useTranslation } from "../lib/i18n/use-translation";
import type { Route } from "./+types/mortgage-calculator";
import { Card } from "../components/ui/card";
import { LockedPreview } from "../components/ui/locked-preview";
import { renderSignInPanel } from "../features/auth/components/sign-in-panel";
import { loginHref } from "../features/auth/auth-links";
import { PackageRequired, SignInRequired } from "../features/compare/components/access-gates";
import { AmortizationSchedule } from "../features/mortgage/components/amortization-schedule";
import { MortgageForm } from "../features/mortgage/components/mortgage-form";
import { MortgageSummary } from "../features/mortgage/components/mortgage-summary";
import { loadMortgage } from "../features/mortgage/mortgage-loader.server";
import { languageOfRequest } from "../lib/i18n/resolve-language";
import { pageMeta, titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadMortgage(context, new URL(request.url).searchParams, languageOfRequest(request));
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { root, language, t, company } = metaContextOf(matches);
  return pageMeta({
    title: titleWithCompany(t("mortgage.title"), company),
    description: t("mortgage.description"),
    language,
    publicUrl: root?.publicUrl ?? "",
    canonicalPath: "/mortgage-calculator",
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "WebApplication",
      name: t("mortgage.title"),
      applicationCategory: "FinanceApplication",
      operatingSystem: "Any",
      inLanguage: language,
    },
  });
};

export default function MortgageCalculator({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { values, outcome } = loaderData;
  const result = outcome?.kind === "result" ? outcome.result : null;
  const gate = result?.details_gate;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{t("mortgage.title")}</h1>
      <p className="mt-2 mb-8 max-w-2xl text-slate-600">{t("mortgage.lead")}</p>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <Card className="p-5">
          <MortgageForm
            values={values}
            fieldErrors={outcome?.kind === "invalid" ? outcome.fieldErrors : null}
          />
        </Card>
        <div className="flex flex-col gap-6" aria-live="polite">
          {outcome === null ? (
            <Card className="px-6 py-10 text-center text-slate-600" data-testid="mortgage-empty">
              {t("mortgage.empty")}
            </Card>
          ) : outcome.kind === "invalid" ? (
            <Card role="alert" className="p-6 text-red-700" data-testid="mortgage-invalid">
              {outcome.message || t("mortgage.invalid")}
            </Card>
          ) : outcome.kind === "failed" ? (
            <Card role="alert" className="p-6 text-red-700" data-testid="mortgage-error">
              {outcome.message || t("errors.internal")}
            </Card>
          ) : (
            <MortgageSummary result={outcome.result} />
          )}
        </div>
      </div>
      {result?.details_available ? (
        <div className="mt-10">
          <AmortizationSchedule result={result} />
        </div>
      ) : gate ? (
        // The monthly payment is everyone's; the repayment table is locked, with the reason and the way in.
        <section className="mt-10 flex flex-col gap-4" aria-labelledby="mortgage-locked-title">
          <h2 id="mortgage-locked-title" className="text-xl font-bold text-slate-900">
            {t("mortgage.schedule_title")}
          </h2>
          <LockedPreview rows={8} columns={4} data-testid="mortgage-locked">
            {gate.code === "UNAUTHENTICATED" ? (
              <SignInRequired
                reason={t("mortgage.sign_in_reason")}
                loginHref={(redirectTo) => loginHref({ redirectTo })}
                renderSignIn={renderSignInPanel}
              />
            ) : (
              <PackageRequired message={gate.message} feature="mortgage_calculator_detail" />
            )}
          </LockedPreview>
        </section>
      ) : null}
    </div>
  );
}
