import type { TAdminReportedListing } from "@manzil/domain/contracts";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link } from "react-router";
import { Card } from "../../../components/ui/card";
import { ChoiceLinks } from "../../../components/ui/choice-links";
import { PagedList } from "../../../components/ui/paged-list";
import { formatDate, formatNumber } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import { usePagedList } from "../../../lib/query/use-paged-list";
import { PAGE_SIZE, REPORTS_KEY, reportHref, reportsHref, type ReportsView } from "../admin-oversight";
import { ListingStateBadge, ResolutionBadge } from "./oversight-badges";

/** /admin/reports: listings members reported, one card per listing, the latest report first. */
export function ReportsPage({ view }: { view: ReportsView }) {
  const { t } = useTranslation();
  const { list, total, totalPages } = usePagedList<TAdminReportedListing>({
    endpoint: REPORTS_KEY,
    filters: { status: view.status },
    page: view.page,
    pageSize: PAGE_SIZE,
  });

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">
        {t("adminOversight.reports.title")}
      </h1>
      <p className="mt-2 text-slate-600">{t("adminOversight.reports.lead")}</p>
      <ChoiceLinks
        className="mt-6"
        label={t("adminOversight.reports.state_label")}
        choices={(["open", "resolved"] as const).map((status) => ({
          key: status,
          text: t(`adminOversight.reports.state.${status}`),
          href: reportsHref({ status, page: 1 }),
          isCurrent: view.status === status,
        }))}
      />

      <PagedList
        list={list}
        page={view.page}
        totalPages={totalPages}
        hrefFor={(page) => reportsHref({ ...view, page })}
        countText={t("adminOversight.reports.count", { count: total })}
        emptyTitle={t(`adminOversight.reports.empty.${view.status}`)}
        retryLabel={t("adminOversight.retry")}
        keyOf={(listing) => listing.property.id}
        renderItem={(listing) => <ReportedListingCard listing={listing} />}
      />
    </div>
  );
}

function ReportedListingCard({ listing }: { listing: TAdminReportedListing }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const title =
    locale === "ar" && listing.property.title_ar ? listing.property.title_ar : listing.property.title;
  return (
    <Card className="flex flex-col gap-3 p-5 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-bold break-words">
            <Link
              to={reportHref(listing.property.id)}
              className="rounded text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              dir="auto"
            >
              {title}
            </Link>
          </h2>
          <p className="mt-1 text-slate-600">
            {t("adminOversight.owner")}: <span dir="auto">{listing.property.owner.name}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ListingStateBadge listing={listing.property} />
          {listing.resolution ? <ResolutionBadge resolution={listing.resolution} /> : null}
        </div>
      </div>
      <p className="font-semibold text-slate-800">
        {t("adminOversight.reports.reports_count", { count: listing.report_count })}
        <span className="font-normal text-slate-600">
          {" · "}
          {t("adminOversight.reports.latest", { date: formatDate(listing.latest_report_at, locale) })}
          {listing.resolved_at
            ? ` · ${t("adminOversight.reports.resolved_on", { date: formatDate(listing.resolved_at, locale) })}`
            : null}
        </span>
      </p>
      {listing.reasons.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t("adminOversight.reports.reasons")}>
          {listing.reasons.map((reason) => (
            <li
              key={reason.reason_id ?? reason.reason}
              className="rounded-full bg-slate-100 px-3 py-1 text-slate-800"
            >
              {reason.reason}{" "}
              <span className="font-bold tabular-nums">({formatNumber(reason.count, locale)})</span>
            </li>
          ))}
        </ul>
      ) : null}
      {listing.other_messages.length > 0 ? (
        <div>
          <h3 className="text-xs font-bold tracking-wide text-slate-500 uppercase">
            {t("adminOversight.reports.other_messages")}
          </h3>
          <ul className="mt-1 flex flex-col gap-1">
            {listing.other_messages.map((other, index) => (
              <li key={index} className="border-s-4 border-slate-200 ps-3 text-slate-700">
                <q dir="auto">{other.message}</q>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}
