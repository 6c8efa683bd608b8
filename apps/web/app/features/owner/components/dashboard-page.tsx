import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link } from "react-router";
import { ErrorPage } from "../../../components/pages/status-pages";
import { buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { PageLoading } from "../../../components/ui/page-loading";
import { apiGet, ApiRequestError } from "../../../lib/api/browser-api";
import { failureMessage } from "../../../lib/api/error-message";
import { formatNumber } from "../../../lib/format/intl";
import { useHydrated } from "../../../lib/i18n/use-hydrated";
import { useLocale } from "../../../lib/i18n/use-locale";
import { useRootData } from "../../../lib/seo/root-data";
import {
  badgeOf,
  OWN_LISTINGS_KEY,
  type OwnListing,
  type OwnListingsAnswer,
} from "../../../components/owner/own-listing";
import { OwnerStateBadge } from "../../../components/owner/state-badge";
import { myPropertiesHref, OWNER_TABS, topByViews } from "../owner-listings";

// recharts is large and draws only in the browser: it loads after hydration, never on the server.
const ListingStatsChart = lazy(() => import("./listing-stats-chart"));

/** The API's largest page: every listing is needed to find the most viewed ones. */
const ALL_LISTINGS = 1000;
const TOP = 10;

const CELL = "px-3 py-2 text-end tabular-nums whitespace-nowrap";
const HEAD = "px-3 py-2 text-end font-semibold whitespace-nowrap";

/** The owner's figures: listings by state, total views, and the most viewed listings as a table and a chart. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const isHydrated = useHydrated();
  const viewerId = useRootData()?.viewer?.id ?? null;
  const listings = useQuery({
    queryKey: [OWN_LISTINGS_KEY, viewerId, locale, "dashboard"],
    queryFn: () =>
      apiGet<OwnListing[]>(OWN_LISTINGS_KEY, {
        limit: ALL_LISTINGS,
        lang: locale,
      }) as Promise<OwnListingsAnswer>,
    refetchOnMount: "always",
  });

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

  const counts = listings.data.counts;
  const n = (value: number) => formatNumber(value, locale);
  const top = topByViews(listings.data.data, TOP);
  const points = top.map((listing) => ({
    id: listing.id,
    title: listing.title,
    views: listing.total_click,
    favourites: listing.favourite_count,
    interested: listing.total_interested_users,
  }));

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{t("owner.dashboard.title")}</h1>
          <p className="mt-2 text-slate-600">{t("owner.dashboard.lead")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/user/owner-reservations" className={buttonClasses({ variant: "outline" })}>
            {t("user_menu.owner_reservations")}
          </Link>
          <Link to="/user/my-properties" className={buttonClasses({ variant: "outline" })}>
            {t("owner.dashboard.manage")}
          </Link>
        </div>
      </div>

      <section aria-label={t("owner.dashboard.states_label")} className="mt-8">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7" data-testid="dashboard-counts">
          <Card className="col-span-2 flex flex-col gap-1 p-4 sm:col-span-4 lg:col-span-7">
            <dt className="text-sm font-semibold text-slate-600">{t("owner.dashboard.total_views")}</dt>
            <dd className="text-3xl font-extrabold text-brand-800 tabular-nums" data-testid="total-views">
              {n(listings.data.total_views ?? 0)}
            </dd>
          </Card>
          {OWNER_TABS.map((state) => (
            <Card key={state} className="relative flex flex-col gap-1 p-4 hover:bg-brand-50">
              <dt className="text-sm font-semibold text-slate-600">
                <Link
                  to={myPropertiesHref({ tab: state, search: "", page: 1 })}
                  className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-600"
                  data-testid={`dashboard-count-${state}`}
                >
                  {state === "all" ? t("owner.dashboard.total_listings") : t(`owner.tabs.${state}`)}
                </Link>
              </dt>
              <dd className="text-2xl font-bold text-slate-900 tabular-nums">{n(counts?.[state] ?? 0)}</dd>
            </Card>
          ))}
        </dl>
      </section>

      {top.length === 0 ? (
        <Card
          className="mt-8 flex flex-col items-center px-6 py-16 text-center"
          data-testid="dashboard-empty"
        >
          <h2 className="text-xl font-bold text-slate-900">{t("owner.dashboard.empty_title")}</h2>
          <p className="mt-2 max-w-md text-slate-600">{t("owner.dashboard.empty_body")}</p>
          <Link to="/user/properties" className={buttonClasses({ className: "mt-8" })}>
            {t("owner.my_properties.add")}
          </Link>
        </Card>
      ) : (
        <section aria-labelledby="dashboard-top-title" className="mt-10 flex flex-col gap-6">
          <h2 id="dashboard-top-title" className="text-xl font-bold text-slate-900">
            {t("owner.dashboard.top_title")}
          </h2>
          <figure className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/80">
            {isHydrated ? (
              <Suspense fallback={<div className="h-80 animate-pulse rounded-xl bg-slate-100" />}>
                <ListingStatsChart points={points} />
              </Suspense>
            ) : (
              <div className="h-80 rounded-xl bg-slate-100" />
            )}
            <figcaption className="sr-only">{t("owner.dashboard.chart_label")}</figcaption>
          </figure>
          <div
            className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200/80"
            // A scrolling table must be reachable by keyboard to be scrolled without a mouse (WCAG 2.1.1).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            role="region"
            aria-labelledby="dashboard-top-caption"
          >
            <table className="w-full text-sm" data-testid="dashboard-top-table">
              <caption id="dashboard-top-caption" className="sr-only">
                {t("owner.dashboard.top_caption")}
              </caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2 text-start font-semibold">
                    {t("owner.dashboard.listing")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-start font-semibold">
                    {t("owner.dashboard.state")}
                  </th>
                  <th scope="col" className={HEAD}>
                    {t("owner.dashboard.views")}
                  </th>
                  <th scope="col" className={HEAD}>
                    {t("owner.dashboard.favourites")}
                  </th>
                  <th scope="col" className={HEAD}>
                    {t("owner.dashboard.interested")}
                  </th>
                  <th scope="col" className={HEAD}>
                    {t("owner.dashboard.inquiries")}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {top.map((listing) => (
                  <tr key={listing.id}>
                    <th scope="row" className="px-3 py-2 text-start font-medium text-slate-900">
                      {listing.title}
                    </th>
                    <td className="px-3 py-2">
                      <OwnerStateBadge state={badgeOf(listing)} />
                    </td>
                    <td className={CELL}>{n(listing.total_click)}</td>
                    <td className={CELL}>{n(listing.favourite_count)}</td>
                    <td className={CELL}>{n(listing.total_interested_users)}</td>
                    <td className={CELL}>
                      <Link
                        to={`/user/inquiries?property=${listing.id}`}
                        className="text-brand-700 hover:underline"
                        aria-label={t("owner.dashboard.inquiries_of", { title: listing.title })}
                      >
                        {n(listing.total_inquiries)}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </div>
  );
}
