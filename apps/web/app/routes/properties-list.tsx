import { useTranslation } from "../lib/i18n/use-translation";
import { data, Link } from "react-router";
import type { Route } from "./+types/properties-list";
import { SparkIcon } from "../components/icons/icons";
import { buttonClasses } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Pagination } from "../components/ui/pagination";
import {
  EMPTY_LISTING_PARAMS,
  listingHref,
  PAGE_SIZE,
  parseListingParams,
  totalPages,
} from "../lib/listing/listing-params";
import { ListNav } from "../features/search/components/list-nav";
import { ListingGrid } from "../features/search/components/listing-grid";
import { isListPageName, LIST_PAGES, listPagePath } from "../features/search/list-pages";
import { canonicalListingPath, listingJsonLd } from "../features/search/listing-seo";
import { loadFromApi } from "../lib/api/server-api";
import type { PropertyCardData } from "../lib/api/types";
import { toListingCard } from "../lib/listing/listing-card";
import { formatNumber } from "../lib/format/intl";
import { languageOfRequest } from "../lib/i18n/resolve-language";
import { useLocale } from "../lib/i18n/use-locale";
import { absoluteUrl, pageMeta, titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";

export async function loader({ params: route, request, context }: Route.LoaderArgs) {
  if (!isListPageName(route.list)) throw data(null, { status: 404 });
  const name = route.list;
  const language = languageOfRequest(request);
  // Only the page number changes on a list page; its filter is fixed by the path.
  const { page } = parseListingParams(new URL(request.url).searchParams);
  const list = await loadFromApi<PropertyCardData[]>(context, "get-property-list", {
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
    lang: language,
    ...LIST_PAGES[name],
  });
  return { name, page, properties: list.data.map(toListingCard), total: list.total ?? list.data.length };
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  const { root, language, t, company } = metaContextOf(matches);
  if (!loaderData) return [{ title: `${t("status.not_found.title")} | ${company}` }];
  const { name, page, properties, total } = loaderData;
  const path = listPagePath(name);
  const base = titleWithCompany(t(`lists.${name}.title`), company);
  const title = page > 1 ? `${base} – ${t("pagination.page", { n: formatNumber(page, language) })}` : base;
  const publicUrl = root?.publicUrl ?? "";
  const canonicalPath = canonicalListingPath({ ...EMPTY_LISTING_PARAMS, page }, path);
  const descriptors = pageMeta({
    title,
    description: t(`lists.${name}.description`),
    language,
    publicUrl,
    canonicalPath,
    image: properties[0]?.title_image || undefined,
    jsonLd: listingJsonLd({
      publicUrl,
      url: absoluteUrl(publicUrl, canonicalPath),
      name: t(`lists.${name}.title`),
      properties,
      offset: (page - 1) * PAGE_SIZE,
      trail: [
        { name: t("listings.title"), path: "/properties" },
        { name: t(`lists.${name}.title`), path },
      ],
      homeName: t("nav.home"),
    }),
  });
  // An empty list has nothing for a searcher yet; it fills up as listings are promoted or rated.
  return total === 0 ? [...descriptors, { name: "robots", content: "noindex, follow" }] : descriptors;
};

export default function PropertiesList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { name, page, properties, total } = loaderData;
  const path = listPagePath(name);
  const from = (page - 1) * PAGE_SIZE + 1;
  const to = from + properties.length - 1;
  const number = (n: number) => formatNumber(n, locale);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <nav aria-label={t("property.breadcrumb")} className="text-sm text-slate-500">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link to="/" className="hover:text-brand-800">
              {t("nav.home")}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to="/properties" className="hover:text-brand-800">
              {t("listings.title")}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="font-medium text-slate-700">
            {t(`lists.${name}.title`)}
          </li>
        </ol>
      </nav>
      <div className="mt-4 flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {t(`lists.${name}.title`)}
        </h1>
        <p className="max-w-2xl text-slate-600">{t(`lists.${name}.description`)}</p>
        <p className="text-sm font-medium text-slate-500" data-testid="result-count" data-total={total}>
          {properties.length > 0
            ? t("listings.range", { from: number(from), to: number(to), total: number(total), count: total })
            : t("listings.results", { count: total })}
        </p>
      </div>
      <div className="mt-6">
        <ListNav current={name} />
      </div>

      <div className="mt-8">
        {properties.length === 0 ? (
          <Card className="flex flex-col items-center px-6 py-16 text-center" data-testid="listings-empty">
            <span className="grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
              <SparkIcon className="size-7" />
            </span>
            <h2 className="mt-5 text-xl font-bold text-slate-900">{t("lists.empty.title")}</h2>
            <p className="mt-2 max-w-md text-slate-600">{t("lists.empty.body")}</p>
            <Link to="/properties" className={buttonClasses({ variant: "outline", className: "mt-6" })}>
              {t("lists.empty.reset")}
            </Link>
          </Card>
        ) : (
          <ListingGrid properties={properties} />
        )}
      </div>

      <Pagination
        page={page}
        totalPages={totalPages(total)}
        hrefFor={(n) => listingHref(EMPTY_LISTING_PARAMS, { page: n }, path)}
      />
    </div>
  );
}
