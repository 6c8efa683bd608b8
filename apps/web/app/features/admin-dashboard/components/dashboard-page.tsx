import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { intlLocale } from "@manzil/domain/i18n";
import type { TAdminDashboard } from "@manzil/domain/contracts";
import { Card } from "../../../components/ui/card";
import { PageLoading } from "../../../components/ui/page-loading";
import { QueryFailure } from "../../../components/ui/query-failure";
import { apiGet } from "../../../lib/api/browser-api";
import { formatNumber } from "../../../lib/format/intl";
import { formatPaid } from "../../../lib/format/money";
import { useLocale } from "../../../lib/i18n/use-locale";
import { ADMIN_DASHBOARD_KEY, amountSeries, countSeries } from "../admin-dashboard";
import { StatCard } from "./stat-card";
import { TrendChart } from "./trend-chart";

/** /admin/dashboard: the site's counts as they stand and the last 30 days, each linked to where it is handled. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const dashboard = useQuery({
    queryKey: [ADMIN_DASHBOARD_KEY, locale],
    queryFn: () => apiGet<TAdminDashboard>(ADMIN_DASHBOARD_KEY, { lang: locale }),
  });

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{t("adminDashboard.title")}</h1>
      <p className="mt-2 text-slate-600">{t("adminDashboard.lead")}</p>
      {dashboard.isPending ? (
        <PageLoading />
      ) : dashboard.isError ? (
        <QueryFailure
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
          retryLabel={t("adminDashboard.retry")}
        />
      ) : (
        <DashboardBody data={dashboard.data.data} />
      )}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10" aria-label={title}>
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

const GRID = "grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4";

export function DashboardBody({ data }: { data: TAdminDashboard }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const n = (value: number) => formatNumber(value, locale);
  // A trend day is a calendar date, not an instant: printed at UTC midnight so no zone shifts it a day.
  const dayFormat = new Intl.DateTimeFormat(intlLocale(locale), {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
  const day = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
  // "Egyptian pound" / "جنيه مصري" rather than the ISO code inside a sentence; the code if Intl has no name.
  const currencyNames = new Intl.DisplayNames(intlLocale(locale), { type: "currency" });
  const currencyName = (code: string) => currencyNames.of(code) ?? code;
  const { counts, trends } = data;
  const queue = (label: string, value: number, href?: string) => (
    <StatCard label={label} value={n(value)} href={href} attention={value > 0} />
  );

  return (
    <>
      <Section title={t("adminDashboard.section.waiting")}>
        <div className={GRID}>
          {queue(t("adminDashboard.stat.listings_pending"), counts.listings.pending, "/admin/review")}
          {queue(t("adminDashboard.stat.projects_pending"), counts.projects.pending, "/admin/review")}
          {queue(
            t("adminDashboard.stat.bank_transfers"),
            counts.pending_bank_transfers,
            "/admin/bank-transfers",
          )}
          {queue(
            t("adminDashboard.stat.refund_requests"),
            counts.open_refund_requests,
            "/admin/refund-approvals",
          )}
          {queue(
            t("adminDashboard.stat.pending_verification"),
            counts.members.pending_verification,
            "/admin/verification",
          )}
          {queue(t("adminDashboard.stat.listing_reports"), counts.listing_reports, "/admin/reports")}
          {queue(
            t("adminDashboard.stat.pending_advertisements"),
            counts.pending_advertisements,
            "/admin/advertisements?status=pending",
          )}
        </div>
      </Section>

      <Section title={t("adminDashboard.section.trends")}>
        <p className="-mt-1 mb-3 text-sm text-slate-600">
          {t("adminDashboard.time_zone", { zone: data.time_zone })}
        </p>
        <div className="grid gap-4 md:grid-cols-2">
          {(
            [
              ["new_members", "brand"],
              ["new_listings", "sky"],
              ["new_bookings", "amber"],
              ["payments_succeeded", "rose"],
            ] as const
          ).map(([field, tone]) => (
            <Card key={field} className="p-4 sm:p-5">
              <TrendChart
                title={t(`adminDashboard.chart.${field}`)}
                points={countSeries(trends, field)}
                formatValue={n}
                formatDay={day}
                valueHeading={t("adminDashboard.chart.value")}
                tone={tone}
              />
            </Card>
          ))}
          {amountSeries(trends).map(({ currency, points }) => (
            <Card key={currency} className="p-4 sm:p-5">
              <TrendChart
                title={t("adminDashboard.chart.payment_amounts", { currency: currencyName(currency) })}
                points={points}
                formatValue={(minor) => formatPaid(minor, currency, locale)}
                formatDay={day}
                valueHeading={t("adminDashboard.chart.amount")}
                tone="brand"
              />
            </Card>
          ))}
        </div>
      </Section>

      <Section title={t("adminDashboard.section.listings")}>
        <div className={GRID}>
          <StatCard label={t("adminDashboard.stat.listings_total")} value={n(counts.listings.total)} />
          <StatCard label={t("adminDashboard.stat.listings_approved")} value={n(counts.listings.approved)} />
          <StatCard label={t("adminDashboard.stat.listings_rejected")} value={n(counts.listings.rejected)} />
          <StatCard label={t("adminDashboard.stat.projects_total")} value={n(counts.projects.total)} />
        </div>
        <Breakdown
          title={t("adminDashboard.by_classification")}
          rows={counts.listings.by_classification.map((row) => ({
            key: String(row.classification),
            label: t(`listings.classification.${row.classification}`),
            value: n(row.count),
          }))}
        />
      </Section>

      <Section title={t("adminDashboard.section.members")}>
        <div className={GRID}>
          <StatCard label={t("adminDashboard.stat.members_total")} value={n(counts.members.total)} />
          <StatCard label={t("adminDashboard.stat.agents")} value={n(counts.members.agents)} />
          <StatCard label={t("adminDashboard.stat.verified")} value={n(counts.members.verified)} />
          <StatCard label={t("adminDashboard.stat.deactivated")} value={n(counts.members.deactivated)} />
        </div>
      </Section>

      <Section title={t("adminDashboard.section.payments")}>
        <div className={GRID}>
          <StatCard
            label={t("adminDashboard.stat.payments_count")}
            value={n(counts.payments_this_month.count)}
          />
          {counts.payments_this_month.totals.map((money) => (
            <StatCard
              key={money.currency}
              label={t("adminDashboard.stat.payments_sum", { currency: currencyName(money.currency) })}
              value={formatPaid(money.amount_minor, money.currency, locale)}
              wide
            />
          ))}
        </div>
        {counts.payments_this_month.totals.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">{t("adminDashboard.stat.payments_none")}</p>
        ) : null}
      </Section>

      <Section title={t("adminDashboard.section.bookings")}>
        <div className={GRID}>
          <StatCard label={t("adminDashboard.stat.bookings_total")} value={n(counts.bookings.total)} />
        </div>
        <Breakdown
          title={t("adminDashboard.by_status")}
          rows={counts.bookings.by_status.map((row) => ({
            key: row.status,
            label: t(`adminDashboard.status.${row.status}`),
            value: n(row.count),
          }))}
        />
      </Section>
    </>
  );
}

/** A short labelled list of counts (listings by type, bookings by status). */
function Breakdown({
  title,
  rows,
}: {
  title: string;
  rows: { key: string; label: string; value: string }[];
}) {
  return (
    <Card className="mt-3 p-4 sm:p-5">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <dl className="mt-2 grid gap-x-8 sm:grid-cols-2 lg:grid-cols-4">
        {rows.map((row) => (
          <div key={row.key} className="flex justify-between gap-3 border-b border-slate-100 py-2 text-sm">
            <dt className="text-slate-600">{row.label}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
