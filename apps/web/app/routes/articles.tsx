import { clsx } from "clsx";
import { useTranslation } from "../lib/i18n/use-translation";
import { Link } from "react-router";
import type { Route } from "./+types/articles";
import { SearchIcon } from "../components/icons/icons";
import { buttonClasses } from "../components/ui/button";
import { Pagination } from "../components/ui/pagination";
import { ArticleCard } from "../features/articles/components/article-card";
import { Breadcrumbs } from "../features/content-pages/components/breadcrumbs";
import { BusyRegion } from "../features/content-pages/components/busy-region";
import { EmptyState } from "../features/content-pages/components/empty-state";
import { breadcrumbJsonLd, jsonLdGraph } from "../features/content-pages/json-ld";
import { pageCount, pagedHref, pageOf } from "../features/content-pages/paging";
import { loadFromApi, loadOptionalFromApi } from "../lib/api/server-api";
import type { ArticleCardData, CategoryItem } from "../lib/api/types";
import { formatNumber } from "../lib/format/intl";
import { languageOfRequest } from "../lib/i18n/resolve-language";
import { absoluteUrl, pageMeta, titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf, useRootData } from "../lib/seo/root-data";

const PAGE_SIZE = 12;

function categoryOf(search: URLSearchParams): number | null {
  const raw = search.get("category");
  return raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const search = new URL(request.url).searchParams;
  const page = pageOf(search);
  const category = categoryOf(search);
  const [list, categories] = await Promise.all([
    loadFromApi<ArticleCardData[]>(context, "get_articles", {
      offset: (page - 1) * PAGE_SIZE,
      limit: PAGE_SIZE,
      category_id: category ?? undefined,
      lang: language,
    }),
    loadOptionalFromApi<CategoryItem[]>(context, "get_categories", { limit: 100, lang: language }),
  ]);
  return {
    page,
    category,
    articles: list.data,
    total: list.total ?? list.data.length,
    categories: (categories?.data ?? []).map(({ id, category: name }) => ({ id, name })),
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const { root, language, t, company } = metaContextOf(matches);
  const publicUrl = root?.publicUrl ?? "";
  const page = data?.page ?? 1;
  const categoryName = data?.categories.find((c) => c.id === data.category)?.name;
  const base = categoryName
    ? t("articles_page.title_in", { category: categoryName })
    : t("articles_page.title");
  const title =
    page > 1
      ? `${titleWithCompany(base, company)} – ${t("pagination.page", { n: formatNumber(page, language) })}`
      : titleWithCompany(base, company);
  return pageMeta({
    title,
    description: t("articles_page.description", { company }),
    language,
    publicUrl,
    canonicalPath: pagedHref("/articles", { category: data?.category, page }),
    image: data?.articles[0]?.image || undefined,
    jsonLd: jsonLdGraph(
      breadcrumbJsonLd([
        { name: t("nav.home"), url: absoluteUrl(publicUrl, "/") },
        { name: t("articles_page.title"), url: absoluteUrl(publicUrl, "/articles") },
      ]),
    ),
  });
};

export default function Articles({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRootData();
  const { page, category, articles, total, categories } = loaderData;
  const timeZone = root?.settings?.timezone || "UTC";
  const chip = (isActive: boolean) =>
    clsx(
      "inline-flex rounded-full px-4 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
      isActive
        ? "bg-brand-700 text-white"
        : "border border-slate-200 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-800",
    );

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <Breadcrumbs items={[{ label: t("nav.home"), to: "/" }, { label: t("articles_page.title") }]} />
      <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        {t("articles_page.title")}
      </h1>
      <p className="mt-2 text-slate-600" aria-live="polite">
        {t("articles_page.count", { count: total })}
      </p>

      {categories.length > 0 ? (
        <nav aria-label={t("articles_page.filter_label")} className="mt-6">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link
                to="/articles"
                className={chip(category === null)}
                aria-current={category === null ? "page" : undefined}
              >
                {t("articles_page.all_categories")}
              </Link>
            </li>
            {categories.map((item) => (
              <li key={item.id}>
                <Link
                  to={pagedHref("/articles", { category: item.id })}
                  className={chip(item.id === category)}
                  aria-current={item.id === category ? "page" : undefined}
                >
                  {item.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <BusyRegion>
        {articles.length === 0 ? (
          <EmptyState
            icon={<SearchIcon className="size-7" />}
            title={t("articles_page.empty.title")}
            body={t("articles_page.empty.body")}
            action={
              category !== null ? (
                <Link to="/articles" className={buttonClasses({ variant: "outline" })}>
                  {t("articles_page.empty.reset")}
                </Link>
              ) : undefined
            }
          />
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {articles.map((article) => (
              <li key={article.id} className="flex">
                <ArticleCard article={article} timeZone={timeZone} />
              </li>
            ))}
          </ul>
        )}
      </BusyRegion>

      <Pagination
        page={page}
        totalPages={pageCount(total, PAGE_SIZE)}
        hrefFor={(next) => pagedHref("/articles", { category, page: next })}
      />
    </div>
  );
}
