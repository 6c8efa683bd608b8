import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigate } from "react-router";
import { ErrorPage } from "../../../components/pages/status-pages";
import { HomeIcon, PlusIcon, SearchIcon } from "../../../components/icons/icons";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { PageLoading } from "../../../components/ui/page-loading";
import { Pagination } from "../../../components/ui/pagination";
import { TabList, tabPanelProps } from "../../../components/ui/tabs";
import { apiGet, ApiRequestError } from "../../../lib/api/browser-api";
import { failureMessage } from "../../../lib/api/error-message";
import { formatNumber } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import { useRootData } from "../../../lib/seo/root-data";
import {
  myPropertiesHref,
  OWN_LISTINGS_KEY,
  OWNER_TABS,
  tabQuery,
  type OwnerTab,
  type OwnListing,
  type OwnListingsAnswer,
} from "../owner-listings";
import { useListingChanges } from "../use-listing-changes";
import { DeleteListingDialog } from "./delete-listing-dialog";
import { InterestedUsersDialog } from "./interested-users-dialog";
import { OwnListingCard } from "./own-listing-card";

export const MY_PROPERTIES_PAGE_SIZE = 10;
const TABS_ID = "my-properties";

type MyPropertiesPageProps = { tab: OwnerTab; search: string; page: number };

/**
 * The owner's listings by state (tabs with the API's counts), searchable by name, a page at a time, each
 * with its figures and the changes the API allows from where it stands.
 */
export function MyPropertiesPage({ tab, search, page }: MyPropertiesPageProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const viewerId = useRootData()?.viewer?.id ?? null;
  const [toDelete, setToDelete] = useState<OwnListing | null>(null);
  const [interestedIn, setInterestedIn] = useState<OwnListing | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const queryKey = [OWN_LISTINGS_KEY, viewerId, locale, tab, search, page];
  const listings = useQuery({
    queryKey,
    queryFn: () =>
      apiGet<OwnListing[]>(OWN_LISTINGS_KEY, {
        ...tabQuery(tab),
        search,
        offset: (page - 1) * MY_PROPERTIES_PAGE_SIZE,
        limit: MY_PROPERTIES_PAGE_SIZE,
        lang: locale,
      }) as Promise<OwnListingsAnswer>,
    placeholderData: keepPreviousData,
    // Moderators approve and reject elsewhere: show the cached page at once, then the current one.
    refetchOnMount: "always",
  });
  const { busy, change, remove } = useListingChanges(queryKey);

  const items = listings.data?.data ?? [];
  const total = listings.data?.total ?? items.length;
  const counts = listings.data?.counts;
  const totalPages = Math.max(1, Math.ceil(total / MY_PROPERTIES_PAGE_SIZE));
  const hrefFor = (target: number) => myPropertiesHref({ tab, search, page: target });

  // The last listing of a later page went (or the address named a page past the end): go back.
  const pageIsPastTheEnd = listings.isSuccess && !listings.isFetching && items.length === 0 && page > 1;
  useEffect(() => {
    if (pageIsPastTheEnd)
      void navigate(myPropertiesHref({ tab, search, page: totalPages }), { replace: true });
  }, [pageIsPastTheEnd, totalPages, tab, search, navigate]);

  if (listings.isPending) return <PageLoading />;
  if (listings.isError) {
    const failure = listings.error instanceof ApiRequestError ? listings.error.failure : null;
    return (
      <ErrorPage
        status={failure?.kind === "http" ? failure.status : 500}
        message={failureMessage(listings.error, t)}
      />
    );
  }

  const tabItems = OWNER_TABS.map((value) => ({
    value,
    href: myPropertiesHref({ tab: value, search, page: 1 }),
    label: (
      <>
        {t(`owner.tabs.${value}`)}
        <span
          className="ms-1.5 rounded-full bg-slate-200/80 px-1.5 text-xs tabular-nums"
          data-testid="tab-count"
        >
          {formatNumber(counts?.[value] ?? 0, locale)}
        </span>
      </>
    ),
  }));

  const emptyState =
    (counts?.all ?? total) === 0
      ? { title: t("owner.my_properties.empty_title"), body: t("owner.my_properties.empty_body"), add: true }
      : search
        ? {
            title: t("owner.my_properties.empty_search_title", { search }),
            body: t("owner.my_properties.empty_search_body"),
            add: false,
          }
        : {
            title: t("owner.my_properties.empty_tab_title"),
            body: t("owner.my_properties.empty_tab_body"),
            add: false,
          };

  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-3xl font-extrabold text-slate-900 focus:outline-none sm:text-4xl"
          >
            {t("owner.my_properties.title")}
          </h1>
          <p className="mt-2 text-slate-600">{t("owner.my_properties.lead")}</p>
        </div>
        <Link to="/user/properties" className={buttonClasses()} data-testid="add-property">
          <PlusIcon className="size-4" />
          {t("owner.my_properties.add")}
        </Link>
      </div>

      <div className="mt-8 overflow-x-auto">
        <TabList
          idPrefix={TABS_ID}
          label={t("owner.tabs.label")}
          items={tabItems}
          value={tab}
          onChange={(value) => void navigate(myPropertiesHref({ tab: value, search, page: 1 }))}
          className="min-w-max"
        />
      </div>

      <div
        {...tabPanelProps(TABS_ID, tab, tab)}
        className="mt-6 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Form
          method="get"
          action="/user/my-properties"
          role="search"
          className="flex flex-wrap items-end gap-3"
        >
          {tab !== "all" ? <input type="hidden" name="tab" value={tab} /> : null}
          <div className="min-w-56 flex-1">
            <Input
              key={search}
              type="search"
              name="search"
              defaultValue={search}
              maxLength={200}
              label={t("owner.my_properties.search_label")}
              hideLabel
              placeholder={t("owner.my_properties.search_placeholder")}
            />
          </div>
          <Button type="submit" variant="outline">
            <SearchIcon className="size-4" />
            {t("owner.my_properties.search_submit")}
          </Button>
          {search ? (
            <Link
              to={myPropertiesHref({ tab, search: "", page: 1 })}
              className={buttonClasses({ variant: "ghost" })}
            >
              {t("owner.my_properties.clear_search")}
            </Link>
          ) : null}
        </Form>

        <p className="mt-4 text-sm font-semibold text-slate-700" role="status" data-testid="result-count">
          {t("owner.my_properties.count", { count: total })}
        </p>

        {items.length === 0 ? (
          <Card
            className="mt-6 flex flex-col items-center px-6 py-16 text-center"
            data-testid="my-properties-empty"
          >
            <span className="grid size-16 place-items-center rounded-2xl bg-brand-50 text-brand-700">
              <HomeIcon className="size-8" />
            </span>
            <h2 className="mt-6 text-xl font-bold text-slate-900">{emptyState.title}</h2>
            <p className="mt-2 max-w-md text-slate-600">{emptyState.body}</p>
            {emptyState.add ? (
              <Link to="/user/properties" className={buttonClasses({ className: "mt-8" })}>
                {t("owner.my_properties.add")}
              </Link>
            ) : null}
          </Card>
        ) : (
          <ul aria-label={t("owner.my_properties.list_label")} className="mt-6 flex flex-col gap-4">
            {items.map((listing) => (
              <li key={listing.id}>
                <OwnListingCard
                  listing={listing}
                  busy={busy.has(listing.id)}
                  onChange={(item, requested) => void change(item, requested)}
                  onDelete={setToDelete}
                  onShowInterested={setInterestedIn}
                />
              </li>
            ))}
          </ul>
        )}

        <Pagination page={Math.min(page, totalPages)} totalPages={totalPages} hrefFor={hrefFor} />
      </div>

      <DeleteListingDialog
        title={toDelete?.title ?? null}
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          // The deleted card took the focused button with it: keyboard users restart from the heading.
          if (toDelete) void remove(toDelete, () => requestAnimationFrame(() => headingRef.current?.focus()));
          setToDelete(null);
        }}
      />
      <InterestedUsersDialog
        listing={interestedIn ? { id: interestedIn.id, title: interestedIn.title } : null}
        onClose={() => setInterestedIn(null)}
      />
    </div>
  );
}
