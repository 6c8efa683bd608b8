import type { TAdminArticle } from "@manzil/domain/contracts";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link, useNavigate } from "react-router";
import { buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { PageLoading } from "../../../components/ui/page-loading";
import { Pagination } from "../../../components/ui/pagination";
import { QueryFailure } from "../../../components/ui/query-failure";
import { formatDate } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import { usePagedList } from "../../../lib/query/use-paged-list";
import { articleHref, ARTICLES_KEY, ARTICLES_PAGE_SIZE, articlesHref } from "../admin-content";

/** /admin/articles: the site's articles, newest first, searchable by either title or the slug. */
export function ArticlesPage({ view }: { view: { q: string; page: number } }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const { list, total, totalPages } = usePagedList<TAdminArticle>({
    endpoint: ARTICLES_KEY,
    filters: { q: view.q.trim() || undefined },
    page: view.page,
    pageSize: ARTICLES_PAGE_SIZE,
  });
  const [text, setText] = useState(view.q);
  const search = (event: FormEvent) => {
    event.preventDefault();
    void navigate(articlesHref({ q: text, page: 1 }));
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">
            {t("adminContent.articles.title")}
          </h1>
          <p className="mt-2 text-slate-600">{t("adminContent.articles.lead")}</p>
        </div>
        <Link to={articleHref("new")} className={buttonClasses()}>
          {t("adminContent.articles.new")}
        </Link>
      </div>

      <form role="search" onSubmit={search} className="mt-6 max-w-md">
        <Input
          type="search"
          label={t("adminContent.articles.search")}
          placeholder={t("adminContent.articles.search_placeholder")}
          value={text}
          dir="auto"
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
        />
      </form>

      {list.isError ? (
        <QueryFailure
          error={list.error}
          onRetry={() => void list.refetch()}
          retryLabel={t("adminContent.retry")}
        />
      ) : !list.data ? (
        <PageLoading />
      ) : list.data.data.length === 0 ? (
        <Card className="mt-6 px-6 py-12 text-center">
          <h2 className="text-xl font-bold text-slate-900">
            {view.q ? t("adminContent.articles.no_match") : t("adminContent.articles.empty")}
          </h2>
        </Card>
      ) : (
        <>
          <p className="mt-6 text-sm text-slate-600" aria-live="polite">
            {t("adminContent.articles.count", { count: total })}
          </p>
          <ul className="mt-3 flex flex-col gap-3" aria-busy={list.isFetching}>
            {list.data.data.map((article) => (
              <li key={article.id}>
                <Card className="flex gap-4 p-4">
                  {article.image ? (
                    <img
                      src={article.image}
                      alt=""
                      className="hidden h-16 w-24 shrink-0 rounded-lg object-cover sm:block"
                    />
                  ) : null}
                  <div className="min-w-0 flex-1">
                    <Link
                      to={articleHref(article.id)}
                      className="rounded font-bold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      <span dir="auto">{locale === "ar" ? article.title_ar : article.title}</span>
                    </Link>
                    <p className="mt-0.5 truncate text-sm text-slate-600" dir="auto">
                      {locale === "ar" ? article.title : article.title_ar}
                    </p>
                    <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-500">
                      <span dir="ltr">/{article.slug}</span>
                      <span>
                        {article.category
                          ? locale === "ar"
                            ? article.category.name_ar
                            : article.category.name
                          : t("adminContent.articles.no_category")}
                      </span>
                      <span>
                        {t("adminContent.articles.updated_on", {
                          date: formatDate(article.updated_at, locale),
                        })}
                      </span>
                    </p>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <Pagination
              page={view.page}
              totalPages={totalPages}
              hrefFor={(page) => articlesHref({ ...view, page })}
            />
          </div>
        </>
      )}
    </div>
  );
}
