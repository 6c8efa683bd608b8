import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import { useTranslation } from "../../lib/i18n/use-translation";
import { Form, Link, useNavigate } from "react-router";
import { PlusIcon, SearchIcon } from "../icons/icons";
import { Button, buttonClasses } from "../ui/button";
import { Card } from "../ui/card";
import { Input } from "../ui/input";
import { PageLoading } from "../ui/page-loading";
import { Pagination } from "../ui/pagination";
import { TabList, tabPanelProps } from "../ui/tabs";
import { apiGet } from "../../lib/api/browser-api";
import type { ApiSuccess } from "../../lib/api/envelope";
import { formatNumber } from "../../lib/format/intl";
import type { ApiQuery } from "../../lib/api/load-context";
import { useLocale } from "../../lib/i18n/use-locale";
import { useRootData } from "../../lib/seo/root-data";
import { DeleteDialog } from "./delete-dialog";
import { ownerListHref, type OwnerListView } from "./owner-list";
import { QueryFailurePage } from "./query-failure-page";

/** A page of the owner's things with the API's counts by tab. */
export type OwnerListAnswer<T> = ApiSuccess<T[]> & { counts?: Partial<Record<string, number>> };

/**
 * The page of the owner's things the view asks for, from `endpoint` (get-added-properties,
 * get-added-projects); `queryKey` is what changes to them patch.
 */
export function useOwnerList<T, Tab extends string>({
  endpoint,
  view,
  tabQuery,
  pageSize,
}: {
  endpoint: string;
  view: OwnerListView<Tab>;
  tabQuery: (tab: Tab) => ApiQuery;
  pageSize: number;
}) {
  const { locale } = useLocale();
  const viewerId = useRootData()?.viewer?.id ?? null;
  const { tab, search, page } = view;
  const queryKey = [endpoint, viewerId, locale, tab, search, page];
  const query = useQuery({
    queryKey,
    queryFn: () =>
      apiGet<T[]>(endpoint, {
        ...tabQuery(tab),
        search,
        offset: (page - 1) * pageSize,
        limit: pageSize,
        lang: locale,
      }) as Promise<OwnerListAnswer<T>>,
    placeholderData: keepPreviousData,
    // Moderators approve and reject elsewhere: show the cached page at once, then the current one.
    refetchOnMount: "always",
  });
  return { queryKey, query };
}

type OwnerListPageProps<T extends { id: number; title: string }, Tab extends string> = {
  /** The page's own address, e.g. `/user/my-projects`. */
  base: string;
  view: OwnerListView<Tab>;
  tabs: readonly Tab[];
  /**
   * Where the page's words live: `<texts>.title`, `.lead`, `.add`, `.search_label`, `.search_placeholder`,
   * `.search_submit`, `.clear_search`, `.list_label`, `.count` (plural), `.empty_title`, `.empty_body`,
   * `.empty_tab_title`, `.empty_tab_body`, `.empty_search_title` (with `{{search}}`), `.empty_search_body`;
   * `<tabTexts>.label` and one per tab.
   */
  texts: string;
  tabTexts: string;
  add: { to: string; testId: string };
  EmptyIcon: ComponentType<{ className?: string }>;
  pageSize: number;
  query: UseQueryResult<OwnerListAnswer<T>>;
  /** The words of the delete confirmation (see DeleteDialog). */
  deleteMessages: "owner.delete" | "owner_projects.delete";
  /** Deletes once confirmed; `onHidden` runs when the item has left the page. */
  onDelete: (item: T, onHidden: () => void) => void;
  /** One item; `askDelete` opens the confirmation for it. */
  renderItem: (item: T, askDelete: (item: T) => void) => ReactNode;
  /** More dialogs of the page (interested users…). */
  children?: ReactNode;
};

/**
 * An owner's list (listings, projects): tabs by state with the API's counts, a search by name, a page at
 * a time, empty states that say why, and a link to add one more.
 */
export function OwnerListPage<T extends { id: number; title: string }, Tab extends string>({
  base,
  view,
  tabs,
  texts,
  tabTexts,
  add,
  EmptyIcon,
  pageSize,
  query,
  deleteMessages,
  onDelete,
  renderItem,
  children,
}: OwnerListPageProps<T, Tab>) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [toDelete, setToDelete] = useState<T | null>(null);
  const { tab, search, page } = view;
  const hrefOf = (changes: Partial<OwnerListView<Tab>>) => ownerListHref(base, { ...view, ...changes });

  const items = query.data?.data ?? [];
  const total = query.data?.total ?? items.length;
  const counts = query.data?.counts;
  const totalPages = Math.max(1, Math.ceil(total / pageSize));

  // The last item of a later page went (or the address named a page past the end): go back.
  const pageIsPastTheEnd = query.isSuccess && !query.isFetching && items.length === 0 && page > 1;
  const lastPageHref = hrefOf({ page: totalPages });
  useEffect(() => {
    if (pageIsPastTheEnd) void navigate(lastPageHref, { replace: true });
  }, [pageIsPastTheEnd, lastPageHref, navigate]);

  if (query.isPending) return <PageLoading />;
  if (query.isError) return <QueryFailurePage error={query.error} />;

  const tabItems = tabs.map((value) => ({
    value,
    href: hrefOf({ tab: value, page: 1 }),
    label: (
      <>
        {t(`${tabTexts}.${value}`)}
        <span
          className="ms-1.5 rounded-full bg-slate-200/80 px-1.5 text-xs tabular-nums"
          data-testid="tab-count"
        >
          {formatNumber(counts?.[value] ?? 0, locale)}
        </span>
      </>
    ),
  }));

  const empty =
    (counts?.all ?? total) === 0
      ? { title: t(`${texts}.empty_title`), body: t(`${texts}.empty_body`), add: true }
      : search
        ? {
            title: t(`${texts}.empty_search_title`, { search }),
            body: t(`${texts}.empty_search_body`),
            add: false,
          }
        : { title: t(`${texts}.empty_tab_title`), body: t(`${texts}.empty_tab_body`), add: false };
  const idPrefix = base.replaceAll("/", "-").replace(/^-+/, "");

  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-3xl font-extrabold text-slate-900 focus:outline-none sm:text-4xl"
          >
            {t(`${texts}.title`)}
          </h1>
          <p className="mt-2 text-slate-600">{t(`${texts}.lead`)}</p>
        </div>
        <Link to={add.to} className={buttonClasses()} data-testid={add.testId}>
          <PlusIcon className="size-4" />
          {t(`${texts}.add`)}
        </Link>
      </div>

      <div className="mt-8 overflow-x-auto">
        <TabList
          idPrefix={idPrefix}
          label={t(`${tabTexts}.label`)}
          items={tabItems}
          value={tab}
          onChange={(value) => void navigate(hrefOf({ tab: value, page: 1 }))}
          className="min-w-max"
        />
      </div>

      <div
        {...tabPanelProps(idPrefix, tab, tab)}
        className="mt-6 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Form method="get" action={base} role="search" className="flex flex-wrap items-end gap-3">
          {tab !== "all" ? <input type="hidden" name="tab" value={tab} /> : null}
          <div className="min-w-56 flex-1">
            <Input
              key={search}
              type="search"
              name="search"
              defaultValue={search}
              maxLength={200}
              label={t(`${texts}.search_label`)}
              hideLabel
              placeholder={t(`${texts}.search_placeholder`)}
            />
          </div>
          <Button type="submit" variant="outline">
            <SearchIcon className="size-4" />
            {t(`${texts}.search_submit`)}
          </Button>
          {search ? (
            <Link to={hrefOf({ search: "", page: 1 })} className={buttonClasses({ variant: "ghost" })}>
              {t(`${texts}.clear_search`)}
            </Link>
          ) : null}
        </Form>

        <p className="mt-4 text-sm font-semibold text-slate-700" role="status" data-testid="result-count">
          {t(`${texts}.count`, { count: total })}
        </p>

        {items.length === 0 ? (
          <Card
            className="mt-6 flex flex-col items-center px-6 py-16 text-center"
            data-testid="owner-list-empty"
          >
            <span className="grid size-16 place-items-center rounded-2xl bg-brand-50 text-brand-700">
              <EmptyIcon className="size-8" />
            </span>
            <h2 className="mt-6 text-xl font-bold text-slate-900">{empty.title}</h2>
            <p className="mt-2 max-w-md text-slate-600">{empty.body}</p>
            {empty.add ? (
              <Link to={add.to} className={buttonClasses({ className: "mt-8" })}>
                {t(`${texts}.add`)}
              </Link>
            ) : null}
          </Card>
        ) : (
          <ul aria-label={t(`${texts}.list_label`)} className="mt-6 flex flex-col gap-4">
            {items.map((item) => (
              <li key={item.id}>{renderItem(item, setToDelete)}</li>
            ))}
          </ul>
        )}

        <Pagination
          page={Math.min(page, totalPages)}
          totalPages={totalPages}
          hrefFor={(target) => hrefOf({ page: target })}
        />
      </div>
      <DeleteDialog
        title={toDelete?.title ?? null}
        messages={deleteMessages}
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          // The deleted card took the focused button with it: keyboard users restart from the heading.
          if (toDelete) onDelete(toDelete, () => requestAnimationFrame(() => headingRef.current?.focus()));
          setToDelete(null);
        }}
      />
      {children}
    </div>
  );
}
