import type { TAdminReport, TAdminReportDetail, TAdminReportsResolved } from "@manzil/domain/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState, type ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { PageLoading } from "../../../components/ui/page-loading";
import { QueryFailure } from "../../../components/ui/query-failure";
import { apiGet, apiPost } from "../../../lib/api/browser-api";
import { actionFailureMessage } from "../../../lib/api/error-message";
import { formatDate } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import { REPORTS_KEY } from "../admin-oversight";
import { DecisionDialog } from "./decision-dialog";
import { ListingStateBadge, ResolutionBadge } from "./oversight-badges";

type ReportAction = "dismiss" | "deactivate";

/** /admin/reports/:propertyId: every report on one listing, and the admin's two answers to the open ones. */
export function ReportDetailPage({ propertyId }: { propertyId: number }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const decided = useRef(false);
  const detail = useQuery({
    queryKey: [REPORTS_KEY, "detail", propertyId, locale],
    queryFn: () => apiGet<TAdminReportDetail>(`admin/reports/${propertyId}`, { lang: locale }),
    refetchOnMount: "always",
  });
  const [asking, setAsking] = useState<ReportAction | null>(null);
  const act = useMutation({
    mutationFn: ({ action, reason }: { action: ReportAction; reason?: string }) =>
      action === "dismiss"
        ? apiPost<TAdminReportsResolved>(`admin/reports/${propertyId}/dismiss`, {}, { lang: locale })
        : apiPost<TAdminReportsResolved>(
            `admin/reports/${propertyId}/deactivate-listing`,
            { reason },
            { lang: locale },
          ),
    onSuccess: (answer) => {
      decided.current = true;
      setAsking(null);
      toast.success(answer.message);
    },
    // Another admin may have acted first: the page and the list read the reports again either way.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [REPORTS_KEY] }),
  });

  const back = (
    <Link to="/admin/reports" className="text-sm font-semibold text-brand-800 hover:underline">
      {t("adminOversight.reports.back")}
    </Link>
  );
  if (detail.isError || !detail.data) {
    return (
      <Frame>
        {back}
        {detail.isError ? (
          <QueryFailure
            error={detail.error}
            onRetry={() => void detail.refetch()}
            retryLabel={t("adminOversight.retry")}
          />
        ) : (
          <PageLoading />
        )}
      </Frame>
    );
  }
  const { property, reports, open_count: openCount } = detail.data.data;
  const title = locale === "ar" && property.title_ar ? property.title_ar : property.title;
  const failure = act.isError ? actionFailureMessage(act.error, t) : null;
  const open = (action: ReportAction) => {
    act.reset();
    decided.current = false;
    setAsking(action);
  };

  return (
    <Frame>
      {back}
      <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1
            ref={heading}
            tabIndex={-1}
            className="text-3xl font-extrabold break-words text-slate-900 focus:outline-none"
            dir="auto"
          >
            {title}
          </h1>
          <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-600">
            <ListingStateBadge listing={property} />
            <span>
              {t("adminOversight.owner")}: <span dir="auto">{property.owner.name}</span>
              {property.owner.email ? (
                <>
                  {" · "}
                  <span dir="ltr">{property.owner.email}</span>
                </>
              ) : null}
            </span>
            {property.is_public ? (
              <a
                href={`/properties-details/${encodeURIComponent(property.slug_id)}`}
                className="font-semibold text-brand-800 hover:underline"
                target="_blank"
                rel="noreferrer"
              >
                {t("adminOversight.reports.view_listing")}
              </a>
            ) : null}
          </div>
        </div>
        {openCount > 0 ? (
          <div className="flex flex-wrap gap-3">
            <Button variant="outline" onClick={() => open("dismiss")} disabled={act.isPending}>
              {t("adminOversight.reports.dismiss")}
            </Button>
            <Button variant="danger" onClick={() => open("deactivate")} disabled={act.isPending}>
              {t("adminOversight.reports.deactivate")}
            </Button>
          </div>
        ) : null}
      </div>

      <p className="mt-6 text-sm text-slate-600" aria-live="polite">
        {t("adminOversight.reports.open_count", { count: openCount })}
      </p>
      <ul className="mt-3 flex flex-col gap-3">
        {reports.map((report) => (
          <li key={report.id}>
            <ReportCard report={report} />
          </li>
        ))}
      </ul>

      {asking ? (
        <DecisionDialog
          title={t(`adminOversight.reports.confirm.${asking}.title`)}
          lead={t(`adminOversight.reports.confirm.${asking}.lead`, { count: openCount })}
          confirmLabel={t(`adminOversight.reports.confirm.${asking}.confirm`)}
          danger={asking === "deactivate"}
          reason={
            asking === "deactivate"
              ? { label: t("adminOversight.reason"), hint: t("adminOversight.reason_hint") }
              : undefined
          }
          isSending={act.isPending}
          // The buttons that opened the dialog are gone once it is decided: the page's title takes the focus.
          focusAfterDecision={{ decided, target: heading }}
          failure={failure}
          onClose={() => setAsking(null)}
          onConfirm={(reason) => act.mutate({ action: asking, ...(reason ? { reason } : {}) })}
        />
      ) : null}
    </Frame>
  );
}

function ReportCard({ report }: { report: TAdminReport }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <Card className="flex flex-col gap-2 p-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-bold text-slate-900" dir="auto">
          {report.reporter.name}
        </p>
        <p className="text-slate-600">{formatDate(report.created_at, locale)}</p>
      </div>
      {report.reason !== null ? (
        <p className="text-slate-800">{report.reason}</p>
      ) : (
        <p className="text-slate-800">
          <span className="font-semibold">{t("adminOversight.reports.other")}: </span>
          <q dir="auto">{report.other_message}</q>
        </p>
      )}
      {report.resolution ? (
        <div className="flex flex-wrap items-center gap-2 text-slate-600">
          <ResolutionBadge resolution={report.resolution} />
          {report.resolved_at ? (
            <span>
              {t(
                report.resolved_by
                  ? "adminOversight.reports.resolved_by"
                  : "adminOversight.reports.resolved_on",
                {
                  date: formatDate(report.resolved_at, locale),
                  name: report.resolved_by?.name ?? "",
                },
              )}
            </span>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:py-14">{children}</div>;
}
