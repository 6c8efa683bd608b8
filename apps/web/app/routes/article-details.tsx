import type { TArticle } from "@manzil/domain/contracts";
import { useTranslation } from "../lib/i18n/use-translation";
import { data } from "react-router";
import type { Route } from "./+types/article-details";
import { Card } from "../components/ui/card";
import { ArticleCard, articleHref } from "../features/articles/components/article-card";
import { articleJsonLd } from "../features/articles/article-json-ld";
import { Breadcrumbs } from "../features/content-pages/components/breadcrumbs";
import { RichText, richTextClasses } from "../features/content-pages/components/rich-text";
import { breadcrumbJsonLd, jsonLdGraph } from "../features/content-pages/json-ld";
import { isPlausibleSlug } from "../features/content-pages/slug";
import { htmlToText } from "../features/content-pages/safe-html";
import { loadFromApi, loadOptionalFromApi } from "../lib/api/server-api";
import type { ArticleCardData } from "../lib/api/types";
import { formatDate } from "../lib/format/intl";
import { languageOfRequest } from "../lib/i18n/resolve-language";
import { useLocale } from "../lib/i18n/use-locale";
import { absoluteUrl, pageMeta, summarise, titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf, useRootData } from "../lib/seo/root-data";

const RELATED_COUNT = 3;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isPlausibleSlug(params.slug)) throw data(null, { status: 404 });
  const language = languageOfRequest(request);
  const result = await loadFromApi<TArticle[]>(context, "get_articles", {
    slug_id: params.slug,
    lang: language,
  });
  const article = result.data[0];
  if (!article) throw data(null, { status: 404 });
  // One more than shown, as the article itself may be among them; a category of one falls back to the latest.
  const others = async (categoryId: number | undefined) => {
    const list = await loadOptionalFromApi<ArticleCardData[]>(context, "get_articles", {
      limit: RELATED_COUNT + 1,
      category_id: categoryId,
      lang: language,
    });
    return (list?.data ?? []).filter((item) => item.id !== article.id).slice(0, RELATED_COUNT);
  };
  const sameCategory = article.category_id === null ? [] : await others(article.category_id);
  return { article, related: sameCategory.length > 0 ? sameCategory : await others(undefined) };
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  const { root, language, t, company } = metaContextOf(matches);
  if (!loaderData) return [{ title: `${t("status.not_found.title")} | ${company}` }];
  const { article } = loaderData;
  const publicUrl = root?.publicUrl ?? "";
  const path = articleHref(article.slug_id);
  const url = absoluteUrl(publicUrl, path);
  const description = article.meta_description || summarise(htmlToText(article.description));
  return pageMeta({
    title: titleWithCompany(article.meta_title || article.title, company),
    description,
    language,
    publicUrl,
    canonicalPath: path,
    type: "article",
    image: article.image || undefined,
    jsonLd: jsonLdGraph(
      articleJsonLd(article, {
        url,
        description,
        language,
        publisher: company,
        logo: root?.settings?.web_logo || undefined,
      }),
      breadcrumbJsonLd([
        { name: t("nav.home"), url: absoluteUrl(publicUrl, "/") },
        { name: t("articles_page.title"), url: absoluteUrl(publicUrl, "/articles") },
        { name: article.title, url },
      ]),
    ),
  });
};

export default function ArticleDetails({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const root = useRootData();
  const { article, related } = loaderData;
  const timeZone = root?.settings?.timezone || "UTC";
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <article className="mx-auto max-w-3xl">
        <Breadcrumbs
          items={[
            { label: t("nav.home"), to: "/" },
            { label: t("articles_page.title"), to: "/articles" },
            { label: article.title },
          ]}
        />
        <header className="mt-6">
          <time dateTime={article.created_at} className="text-sm font-medium text-brand-700">
            {formatDate(article.created_at, locale, timeZone)}
          </time>
          <h1
            data-testid="article-title"
            className="mt-2 text-3xl leading-tight font-extrabold tracking-tight text-slate-900 sm:text-4xl"
          >
            {article.title}
          </h1>
        </header>
        {article.image ? (
          <img
            src={article.image}
            alt=""
            width={1280}
            height={720}
            fetchPriority="high"
            className="mt-8 aspect-video w-full rounded-3xl bg-slate-100 object-cover shadow-sm"
          />
        ) : null}
        <Card className="mt-8 p-6 sm:p-10">
          {article.description ? (
            <RichText html={article.description} className={richTextClasses} />
          ) : (
            <p className="text-slate-500">{t("articles_page.no_text")}</p>
          )}
        </Card>
      </article>

      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mt-16">
          <h2 id="related-heading" className="text-2xl font-extrabold tracking-tight text-slate-900">
            {t("articles_page.related")}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((item) => (
              <li key={item.id} className="flex">
                <ArticleCard article={item} timeZone={timeZone} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
