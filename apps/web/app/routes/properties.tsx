import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Route } from "./+types/properties";
import { SearchIcon } from "../components/icons/icons";
import { buttonClasses } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Pagination } from "../components/ui/pagination";
import { PropertyCard } from "../components/ui/property-card";
import { ClassificationTabs, SortSelect } from "../features/properties/components/listing-controls";
import {
  listingApiQuery,
  listingHref,
  PAGE_SIZE,
  parseListingParams,
  totalPages,
} from "../features/properties/listing-params";
import { loadFromApi, loadOptionalFromApi } from "../lib/api/server-api";
import type { PropertyCardData, SeoSettings } from "../lib/api/types";
import { formatNumber } from "../lib/format/intl";
import { languageOfRequest } from "../lib/i18n/resolve-language";
import { useLocale } from "../lib/i18n/use-locale";
import { pageMeta, titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const params = parseListingParams(new URL(request.url).searchParams);
  const [list, seo] = await Promise.all([
    loadFromApi<PropertyCardData[]>(context, "get-property-list", listingApiQuery(params, language)),
    loadOptionalFromApi<SeoSettings[]>(context, "get_seo_settings", { page: "properties", lang: language }),
  ]);
  return {
    params,
    properties: list.data,
    total: list.total ?? list.data.length,
    seo: seo?.data?.[0] ?? null,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const { root, language, t, company } = metaContextOf(matches);
  const params = data?.params;
  const base = data?.seo?.title || titleWithCompany(t("listings.title"), company);
  const title =
    params && params.page > 1
      ? `${base} – ${t("pagination.page", { n: formatNumber(params.page, language) })}`
      : base;
  const canonical = new URLSearchParams();
  if (params?.classification) canonical.set("classification", String(params.classification));
  if (params && params.page > 1) canonical.set("page", String(params.page));
  const query = canonical.toString();
  return pageMeta({
    title,
    description: data?.seo?.description || t("listings.description"),
    language,
    publicUrl: root?.publicUrl ?? "",
    canonicalPath: `/properties${query ? `?${query}` : ""}`,
    image: data?.seo?.image || data?.properties[0]?.title_image || undefined,
  });
};

export default function Properties({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { params, properties, total } = loaderData;
  const pages = totalPages(total);
  const from = (params.page - 1) * PAGE_SIZE + 1;
  const to = from + properties.length - 1;
  const number = (n: number) => formatNumber(n, locale);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {t("listings.title")}
        </h1>
        <p className="text-slate-600" aria-live="polite">
          {properties.length > 0
            ? t("listings.range", { from: number(from), to: number(to), total: number(total), count: total })
            : t("listings.results", { count: total })}
          {params.search ? ` · ${t("listings.search_for", { query: params.search })}` : ""}
        </p>
      </div>
      <div className="mt-8 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <ClassificationTabs params={params} />
        <SortSelect params={params} />
      </div>

      {properties.length === 0 ? (
        <Card
          className="mt-10 flex flex-col items-center px-6 py-16 text-center"
          data-testid="listings-empty"
        >
          <span className="grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
            <SearchIcon className="size-7" />
          </span>
          <h2 className="mt-5 text-xl font-bold text-slate-900">{t("listings.empty.title")}</h2>
          <p className="mt-2 max-w-md text-slate-600">{t("listings.empty.body")}</p>
          <Link to="/properties" className={buttonClasses({ variant: "outline", className: "mt-6" })}>
            {t("listings.empty.reset")}
          </Link>
        </Card>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {properties.map((property, index) => (
            <li key={property.id} className="flex">
              <PropertyCard property={property} priority={index < 4} className="w-full" />
            </li>
          ))}
        </ul>
      )}

      <Pagination page={params.page} totalPages={pages} hrefFor={(page) => listingHref(params, { page })} />
    </div>
  );
}
