import { useTranslation } from "../lib/i18n/use-translation";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/map-view";
import { renderSignInPanel } from "../features/auth/components/sign-in-panel";
import { loginHref } from "../features/auth/auth-links";
import { SignInRequired } from "../features/compare/components/access-gates";
import { MapGatePreview } from "../features/map/components/map-gate-preview";
import { MapViewPage } from "../features/map/components/map-view-page";
import { listingApiQuery, parseListingParams } from "../lib/listing/listing-params";
import { useLocale } from "../lib/i18n/use-locale";
import { pageMeta, titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf, useRootData } from "../lib/seo/root-data";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { root, language, t, company } = metaContextOf(matches);
  return pageMeta({
    title: titleWithCompany(t("map_view.title"), company),
    description: t("map_view.description"),
    language,
    publicUrl: root?.publicUrl ?? "",
    canonicalPath: "/map-view",
  });
};

export default function MapView() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const viewer = useRootData()?.viewer ?? null;
  const [search] = useSearchParams();
  const params = parseListingParams(search);
  const filterQuery = listingApiQuery(params, locale);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{t("map_view.title")}</h1>
      <p className="mt-2 mb-6 text-slate-600">{t("map_view.lead")}</p>
      {viewer ? (
        <MapViewPage filterQuery={filterQuery} page={params.page} />
      ) : (
        <MapGatePreview filterQuery={filterQuery}>
          <SignInRequired
            reason={t("map_view.sign_in_reason")}
            loginHref={(redirectTo) => loginHref({ redirectTo })}
            renderSignIn={renderSignInPanel}
          />
        </MapGatePreview>
      )}
    </div>
  );
}
