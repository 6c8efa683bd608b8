import type { TAdminCategory } from "@manzil/domain/contracts";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link, useNavigate } from "react-router";
import { buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { PageLoading } from "../../../components/ui/page-loading";
import { Pagination } from "../../../components/ui/pagination";
import { QueryFailure } from "../../../components/ui/query-failure";
import { Select } from "../../../components/ui/select";
import { usePagedList } from "../../../lib/query/use-paged-list";
import {
  activeChoices,
  CATEGORIES_KEY,
  CATEGORIES_PAGE_SIZE,
  categoriesHref,
  categoryHref,
  classificationChoices,
  type CategoriesView,
} from "../admin-catalogue";
import { ActiveBadge, CatalogueShell } from "./catalogue-shell";
import { SearchBox } from "../../admin-console/search-box";

/** /admin/catalogue: every category, inactive ones too, found by name or slug and narrowed by classification. */
export function CategoriesPage({ view }: { view: CategoriesView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { list, total, totalPages } = usePagedList<TAdminCategory>({
    endpoint: CATEGORIES_KEY,
    filters: {
      q: view.q.trim() || undefined,
      classification: view.classification || undefined,
      is_active: view.active || undefined,
    },
    page: view.page,
    pageSize: CATEGORIES_PAGE_SIZE,
  });
  const show = (next: Partial<CategoriesView>) =>
    void navigate(categoriesHref({ ...view, ...next, page: 1 }), { replace: "q" in next });

  return (
    <CatalogueShell
      title={t("adminCatalogue.categories.title")}
      lead={t("adminCatalogue.categories.lead")}
      actions={
        <Link to={categoryHref("new")} className={buttonClasses()}>
          {t("adminCatalogue.categories.new")}
        </Link>
      }
    >
      <div className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <SearchBox
          key={view.q}
          initial={view.q}
          label={t("adminCatalogue.search")}
          placeholder={t("adminCatalogue.categories.search_placeholder")}
          onSearch={(q) => show({ q })}
        />
        <Select
          label={t("adminCatalogue.classification")}
          value={view.classification}
          onChange={(event) =>
            show({ classification: event.target.value as CategoriesView["classification"] })
          }
        >
          <option value="">{t("adminCatalogue.any")}</option>
          {classificationChoices.map((value) => (
            <option key={value} value={value}>
              {t(`adminCatalogue.classifications.${value}`)}
            </option>
          ))}
        </Select>
        <Select
          label={t("adminCatalogue.state")}
          value={view.active}
          onChange={(event) => show({ active: event.target.value as CategoriesView["active"] })}
        >
          <option value="">{t("adminCatalogue.any")}</option>
          {activeChoices.map((value) => (
            <option key={value} value={value}>
              {value === "1" ? t("adminCatalogue.active") : t("adminCatalogue.inactive")}
            </option>
          ))}
        </Select>
      </div>

      {list.isError ? (
        <QueryFailure
          error={list.error}
          onRetry={() => void list.refetch()}
          retryLabel={t("adminCatalogue.retry")}
        />
      ) : !list.data ? (
        <PageLoading />
      ) : list.data.data.length === 0 ? (
        <Card className="mt-6 px-6 py-12 text-center">
          <h2 className="text-xl font-bold text-slate-900">{t("adminCatalogue.categories.empty")}</h2>
        </Card>
      ) : (
        <>
          <p className="mt-6 text-sm text-slate-600" aria-live="polite">
            {t("adminCatalogue.categories.count", { count: total })}
          </p>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-busy={list.isFetching}>
            {list.data.data.map((category) => (
              <li key={category.id}>
                <CategoryCard category={category} />
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <Pagination
              page={view.page}
              totalPages={totalPages}
              hrefFor={(page) => categoriesHref({ ...view, page })}
            />
          </div>
        </>
      )}
    </CatalogueShell>
  );
}

function CategoryCard({ category }: { category: TAdminCategory }) {
  const { t } = useTranslation();
  return (
    <Card className="flex h-full gap-3 p-4 text-sm">
      {category.image ? (
        <img
          src={category.image}
          alt=""
          className="size-14 shrink-0 rounded-lg object-cover"
          loading="lazy"
        />
      ) : (
        <span aria-hidden className="size-14 shrink-0 rounded-lg bg-slate-100" />
      )}
      <div className="min-w-0 flex-1">
        <p>
          <Link
            to={categoryHref(category.id)}
            className="rounded font-bold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <span dir="auto">{category.name}</span>
          </Link>
        </p>
        <p className="text-slate-700">
          <span dir="rtl" lang="ar">
            {category.name_ar}
          </span>
        </p>
        <p className="mt-1 text-xs text-slate-500">
          <span dir="ltr">{category.slug}</span> ·{" "}
          {t(`adminCatalogue.classifications.${category.classification}`)}
        </p>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <ActiveBadge active={category.is_active} />
          <span>{t("adminCatalogue.categories.parameter_count", { count: category.parameter_count })}</span>
          <span>{t("adminCatalogue.categories.listing_count", { count: category.listing_count })}</span>
        </p>
      </div>
    </Card>
  );
}
