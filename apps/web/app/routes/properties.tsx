import type { TFacility } from "@manzil/domain/contracts";
import { useTranslation } from "../lib/i18n/use-translation";
import { clsx } from "clsx";
import { Link, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/properties";
import { MapPinIcon, SearchIcon } from "../components/icons/icons";
import { buttonClasses } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Pagination } from "../components/ui/pagination";
import { ClassificationTabs, SortSelect } from "../features/properties/components/listing-controls";
import {
  activeFilterCount,
  EMPTY_LISTING_PARAMS,
  listingApiQuery,
  listingFilterErrors,
  listingHref,
  mapViewHref,
  PAGE_SIZE,
  parseListingParams,
  stayDatesSearch,
  totalPages,
} from "../lib/listing/listing-params";
import { ActiveFilters } from "../features/search/components/active-filters";
import { FilterDrawer } from "../features/search/components/filter-drawer";
import { FilterPanel } from "../features/search/components/filter-panel";
import { ListNav } from "../features/search/components/list-nav";
import { ListingGrid } from "../features/search/components/listing-grid";
import { LISTING_RESULTS_ID } from "../features/search/results-anchor";
import { filterChips } from "../features/search/filter-chips";
import { canonicalListingPath, listingJsonLd, shouldNoindex } from "../features/search/listing-seo";
import { loadFromApi, loadOptionalFromApi } from "../lib/api/server-api";
import type { CategoryItem, CityItem, PropertyCardData, SeoSettings } from "../lib/api/types";
import { formatNumber } from "../lib/format/intl";
import { languageOfRequest } from "../lib/i18n/resolve-language";
import { useLocale } from "../lib/i18n/use-locale";
import { absoluteUrl, pageMeta, titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";
import { toListingCard } from "../lib/listing/listing-card";

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const search = new URL(request.url).searchParams;
  const params = parseListingParams(search);
  // The panel's lists are optional: without them it still filters by everything else.
  const [list, seo, categories, cities, facilities] = await Promise.all([
    loadFromApi<PropertyCardData[]>(context, "get-property-list", listingApiQuery(params, language)),
    loadOptionalFromApi<SeoSettings[]>(context, "get_seo_settings", { page: "properties", lang: language }),
    loadOptionalFromApi<CategoryItem[]>(context, "get_categories", { limit: 100, lang: language }),
    loadOptionalFromApi<CityItem[]>(context, "get-cities-data", { limit: 100, lang: language }),
    // Outdoor facilities, whose ids are what `facility_ids` takes (get-facilities-for-filter answers
    // with listing parameters in eBroker, which are not).
    loadOptionalFromApi<TFacility[]>(context, "get_facilities", { lang: language }),
  ]);
  return {
    params,
    errors: listingFilterErrors(search),
    // Cards only: the HTML carries what the grid renders (ADR 078).
    properties: list.data.map(toListingCard),
    total: list.total ?? list.data.length,
    seo: seo?.data?.[0] ?? null,
    categories: categories?.data ?? [],
    cities: cities?.data ?? [],
    facilities: facilities?.data ?? [],
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const { root, language, t, company } = metaContextOf(matches);
  const params = data?.params ?? EMPTY_LISTING_PARAMS;
  const base = data?.seo?.title || titleWithCompany(t("listings.title"), company);
  const title =
    params.page > 1 ? `${base} – ${t("pagination.page", { n: formatNumber(params.page, language) })}` : base;
  const publicUrl = root?.publicUrl ?? "";
  const canonicalPath = canonicalListingPath(params);
  const descriptors = pageMeta({
    title,
    description: data?.seo?.description || t("listings.description"),
    language,
    publicUrl,
    canonicalPath,
    image: data?.seo?.image || data?.properties[0]?.title_image || undefined,
    jsonLd: listingJsonLd({
      publicUrl,
      url: absoluteUrl(publicUrl, canonicalPath),
      name: t("listings.title"),
      properties: data?.properties ?? [],
      offset: (params.page - 1) * PAGE_SIZE,
      trail: [{ name: t("listings.title"), path: "/properties" }],
      homeName: t("nav.home"),
    }),
  });
  return shouldNoindex(params, data?.total ?? 0)
    ? [...descriptors, { name: "robots", content: "noindex, follow" }]
    : descriptors;
};

export default function Properties({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const location = useLocation();
  const navigation = useNavigation();
  // The old results stay while the next ones load, dimmed and marked busy (the header shows progress).
  const isLoading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const { params, errors, properties, total, categories, cities, facilities } = loaderData;
  const pages = totalPages(total);
  const from = (params.page - 1) * PAGE_SIZE + 1;
  const to = from + properties.length - 1;
  const number = (n: number) => formatNumber(n, locale);
  const chips = filterChips(params, {
    t,
    locale,
    names: { categories, cities, facilities },
  });
  const clearHref = listingHref(EMPTY_LISTING_PARAMS, { sort: params.sort });

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {t("listings.title")}
        </h1>
        <p className="text-slate-600" aria-live="polite" data-testid="result-count" data-total={total}>
          {properties.length > 0
            ? t("listings.range", { from: number(from), to: number(to), total: number(total), count: total })
            : t("listings.results", { count: total })}
          {params.search ? ` · ${t("listings.search_for", { query: params.search })}` : ""}
        </p>
      </div>
      <div className="mt-6">
        <ListNav />
      </div>
      <div className="mt-6 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <ClassificationTabs params={params} />
      </div>

      <div className="mt-8 lg:grid lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-10">
        <aside className="lg:border-e lg:border-slate-200 lg:pe-8">
          <FilterDrawer activeCount={activeFilterCount(params)}>
            {(close) => (
              <FilterPanel
                key={location.search}
                search={new URLSearchParams(location.search)}
                errors={errors}
                categories={categories}
                cities={cities}
                facilities={facilities}
                onApplied={close}
              />
            )}
          </FilterDrawer>
        </aside>

        <section
          id={LISTING_RESULTS_ID}
          aria-labelledby="listing-results-title"
          aria-busy={isLoading}
          className={clsx("mt-6 flex flex-col gap-6 transition-opacity lg:mt-0", isLoading && "opacity-60")}
        >
          <h2 id="listing-results-title" className="sr-only">
            {t("listings.title")}
          </h2>
          <div className="flex flex-wrap items-center justify-between gap-4">
            <SortSelect params={params} />
            <Link
              to={mapViewHref(params)}
              data-testid="map-view-link"
              className={buttonClasses({ variant: "outline", size: "sm" })}
            >
              <MapPinIcon className="size-4" />
              {t("filters.map_view")}
            </Link>
          </div>
          <ActiveFilters chips={chips} clearHref={clearHref} />

          {properties.length === 0 ? (
            <Card className="flex flex-col items-center px-6 py-16 text-center" data-testid="listings-empty">
              <span className="grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
                <SearchIcon className="size-7" />
              </span>
              <h3 className="mt-5 text-xl font-bold text-slate-900">
                {chips.length > 0 ? t("filters.empty.title") : t("listings.empty.title")}
              </h3>
              <p className="mt-2 max-w-md text-slate-600">
                {chips.length > 0 ? t("filters.empty.body") : t("listings.empty.body")}
              </p>
              <Link to={clearHref} className={buttonClasses({ variant: "outline", className: "mt-6" })}>
                {t("filters.empty.reset")}
              </Link>
            </Card>
          ) : (
            <ListingGrid properties={properties} linkSearch={stayDatesSearch(params)} />
          )}

          <Pagination
            page={params.page}
            totalPages={pages}
            hrefFor={(page) => listingHref(params, { page })}
          />
        </section>
      </div>
    </div>
  );
}
