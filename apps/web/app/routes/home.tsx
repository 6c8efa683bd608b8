import { useTranslation } from "../lib/i18n/use-translation";
import { useEffect } from "react";
import { Link, useFetcher, useRevalidator } from "react-router";
import type { Route } from "./+types/home";
import { buttonClasses } from "../components/ui/button";
import { Hero } from "../features/home/components/hero";
import { HomeSection } from "../features/home/components/home-section";
import {
  EVERY_CARD,
  ownPath,
  toHomeShelf,
  toHomeSlide,
  withEveryCard,
  withLocalImages,
  withServerCards,
} from "../features/home/home-shelves";
import { loadFromApi, loadOptionalFromApi } from "../lib/api/server-api";
import { NEARBY_EVENT, nearbyPointFromCookies } from "../lib/geolocation/nearby-cookie";
import type { HomepageData, SeoSettings } from "../lib/api/types";
import { languageOfRequest } from "../lib/i18n/resolve-language";
import { pageMeta } from "../lib/seo/page-meta";
import { metaContextOf, useRootData } from "../lib/seo/root-data";

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const near = nearbyPointFromCookies(request.headers.get("cookie"));
  const [home, seo] = await Promise.all([
    loadFromApi<HomepageData>(context, "homepage-data", {
      lang: language,
      ...(near ? { latitude: near.latitude, longitude: near.longitude } : {}),
    }),
    loadOptionalFromApi<SeoSettings[]>(context, "get_seo_settings", { page: "home", lang: language }),
  ]);
  // Only what the page renders goes into its HTML, in its language: each shelf reduced to its cards, each slide to
  // its picture and link, the SEO row to its fields (issue 19).
  const page = seo?.data?.[0];
  const local = ownPath(context.publicUrl);
  const everyCard = new URL(request.url).searchParams.has(EVERY_CARD);
  return {
    sections: (home.data.sections ?? [])
      .map((section) => withLocalImages(toHomeShelf(section), local))
      .map((shelf, index) => (everyCard ? shelf : withServerCards(shelf, index))),
    slides: (home.data.slider_section ?? [])
      .map(toHomeSlide)
      .map((slide) => ({ ...slide, image: local(slide.image) })),
    seo: page ? { title: page.title, description: page.description, image: page.image } : null,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const { root, language, t, company } = metaContextOf(matches);
  return pageMeta({
    title: data?.seo?.title || company,
    description: data?.seo?.description || t("seo.default_description"),
    language,
    publicUrl: root?.publicUrl ?? "",
    canonicalPath: "/",
    image: data?.seo?.image || data?.slides[0]?.image || undefined,
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  // A position found after this page was rendered: load again so the nearby shelf appears.
  useEffect(() => {
    const reload = () => void revalidator.revalidate();
    window.addEventListener(NEARBY_EVENT, reload);
    return () => window.removeEventListener(NEARBY_EVENT, reload);
  }, [revalidator]);
  const root = useRootData();
  // The shelves' cards past the first few, loaded once the page is hydrated (and again after each revalidation).
  const everyCard = useFetcher<typeof loader>();
  const { load } = everyCard;
  const language = root?.language;
  useEffect(() => {
    void load(`/?index&${EVERY_CARD}${language ? `&lang=${language}` : ""}`);
  }, [load, language, loaderData]);
  const companyName = root?.settings?.company_name || t("app.name");
  const timeZone = root?.settings?.timezone || "UTC";
  const { slides } = loaderData;
  const sections = withEveryCard(loaderData.sections, everyCard.data?.sections);
  return (
    <>
      <Hero slides={slides} companyName={companyName} />
      {sections.length === 0 ? (
        <div className="mx-auto max-w-2xl px-4 py-20 text-center">
          <h2 className="text-2xl font-bold text-slate-900">{t("home.empty.title")}</h2>
          <p className="mt-2 text-slate-600">{t("home.empty.body")}</p>
          <Link to="/properties" className={buttonClasses({ className: "mt-6" })}>
            {t("status.browse_properties")}
          </Link>
        </div>
      ) : (
        <div className="flex flex-col gap-2 py-6">
          {sections.map((section, index) => (
            <HomeSection key={section.id} section={section} first={index === 0} timeZone={timeZone} />
          ))}
        </div>
      )}
    </>
  );
}
