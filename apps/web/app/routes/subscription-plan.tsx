import { ActivePackage, PackageCard } from "@manzil/domain/contracts";
import { useTranslation } from "../lib/i18n/use-translation";
import { redirect } from "react-router";
import type { Route } from "./+types/subscription-plan";
import { renderSignInPanel } from "../features/auth/components/sign-in-panel";
import { loginHref } from "../features/auth/auth-links";
import { Breadcrumbs } from "../features/content-pages/components/breadcrumbs";
import { breadcrumbJsonLd, jsonLdGraph } from "../features/content-pages/json-ld";
import { BUY_INTENT, startPaymentAction } from "../features/checkout/checkout-action.server";
import { checkoutSettingsFrom } from "../features/checkout/checkout-settings";
import { DEFAULT_PAYMENT_SCRIPTS } from "../features/checkout/gateway-scripts";
import { returnRedirectOf } from "../features/checkout/payment-return-loader.server";
import { PlansPage } from "../features/plans/components/plans-page";
import { requestedFeature } from "../features/plans/plan-features";
import { assignPlanAction } from "../features/plans/plans-action.server";
import { plansJsonLd } from "../features/plans/plans-json-ld";
import { loadFromApi, loadOptionalFromApi } from "../lib/api/server-api";
import { languageOfRequest } from "../lib/i18n/resolve-language";
import { absoluteUrl, pageMeta, titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf, useRootData } from "../lib/seo/root-data";

const PATH = "/subscription-plan";

export async function loader({ request, context }: Route.LoaderArgs) {
  // A gateway's return (`?payment=<id>`, the API's return URL) goes on to the page that checks the payment.
  const returning = returnRedirectOf(request);
  if (returning) throw redirect(returning);
  const language = languageOfRequest(request);
  const [result, settings] = await Promise.all([
    loadFromApi<unknown>(context, "get-package", { lang: language }),
    loadOptionalFromApi<unknown>(context, "get_payment_settings", { lang: language }),
  ]);
  // The shared contracts check the answer: a malformed package is left out rather than breaking the page.
  const list = (value: unknown) => (Array.isArray(value) ? value : []);
  return {
    packages: list(result.data).flatMap((item) => {
      const parsed = PackageCard.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
    activePackages: list(result.active_packages).flatMap((item) => {
      const parsed = ActivePackage.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
    feature: requestedFeature(new URL(request.url).searchParams),
    checkout: {
      // Unreadable settings offer no method: "No payment method enabled" rather than a form that cannot work.
      settings: checkoutSettingsFrom(settings?.data),
      scripts: context.paymentScripts ?? DEFAULT_PAYMENT_SCRIPTS,
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  // One page, two forms: buying a paid package, or activating a free one.
  const form = await request.clone().formData();
  if (form.get("intent") === BUY_INTENT) return startPaymentAction({ request, context, form });
  return assignPlanAction({ request, context });
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const { root, language, t, company } = metaContextOf(matches);
  const publicUrl = root?.publicUrl ?? "";
  const title = t("plans.title");
  const url = absoluteUrl(publicUrl, PATH);
  return pageMeta({
    title: titleWithCompany(title, company),
    description: t("plans.description"),
    language,
    publicUrl,
    // One canonical page: `?feature=` only highlights cards.
    canonicalPath: PATH,
    jsonLd: jsonLdGraph(
      plansJsonLd({ name: title, url, packages: data?.packages ?? [] }),
      breadcrumbJsonLd([
        { name: t("nav.home"), url: absoluteUrl(publicUrl, "/") },
        { name: title, url },
      ]),
    ),
  });
};

export default function SubscriptionPlan({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const viewer = useRootData()?.viewer ?? null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <Breadcrumbs items={[{ label: t("nav.home"), to: "/" }, { label: t("plans.title") }]} />
      <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        {t("plans.title")}
      </h1>
      <p className="mt-2 max-w-2xl text-slate-600">{t("plans.lead")}</p>
      <PlansPage
        packages={loaderData.packages}
        activePackages={loaderData.activePackages}
        feature={loaderData.feature}
        isSignedIn={viewer !== null}
        pageResult={actionData && "message" in actionData ? actionData : undefined}
        checkout={loaderData.checkout}
        signIn={{
          loginHref: (redirectTo) => loginHref({ redirectTo }),
          renderSignIn: renderSignInPanel,
        }}
      />
    </div>
  );
}
