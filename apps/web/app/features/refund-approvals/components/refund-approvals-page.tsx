import type { TRefundApproval } from "@manzil/domain/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Card } from "../../../components/ui/card";
import { ChoiceLinks } from "../../../components/ui/choice-links";
import { PageLoading } from "../../../components/ui/page-loading";
import { Pagination } from "../../../components/ui/pagination";
import { QueryFailure } from "../../../components/ui/query-failure";
import { apiGetTopLevel } from "../../../lib/api/browser-api";
import { useLocale } from "../../../lib/i18n/use-locale";
import {
  apiStatusOf,
  matchesFilter,
  REFUND_APPROVALS_KEY,
  REFUND_APPROVALS_PAGE_SIZE,
  REFUND_FILTERS,
  refundApprovalsHref,
  type RefundApprovalsView,
} from "../refund-approvals";
import { RefundCard } from "./refund-card";

/** eBroker answers `refund_approvals` beside the envelope's `data`; either is read. */
function refundsOf(answer: Record<string, unknown>): { list: TRefundApproval[]; total: number } {
  const list = (Array.isArray(answer.refund_approvals) ? answer.refund_approvals : answer.data) as
    TRefundApproval[] | undefined;
  const items = Array.isArray(list) ? list : [];
  return { list: items, total: typeof answer.total === "number" ? answer.total : items.length };
}

/**
 * /user/refund-approvals (an owner: refunds asked on their properties) and /admin/refund-approvals (an admin: all of
 * them; the API decides who sees what). Waiting ones first, decided ones on their own tab.
 */
export function RefundApprovalsPage({ view, base }: { view: RefundApprovalsView; base: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const refunds = useQuery({
    queryKey: [REFUND_APPROVALS_KEY, apiStatusOf(view.filter), view.page, locale],
    queryFn: async () =>
      refundsOf(
        await apiGetTopLevel<{ refund_approvals: TRefundApproval[] }>(REFUND_APPROVALS_KEY, {
          status: apiStatusOf(view.filter),
          page: view.page,
          per_page: REFUND_APPROVALS_PAGE_SIZE,
          lang: locale,
        }),
      ),
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
  });
  const shown = refunds.data?.list.filter((refund) => matchesFilter(refund, view.filter)) ?? [];
  const totalPages = Math.max(1, Math.ceil((refunds.data?.total ?? 0) / REFUND_APPROVALS_PAGE_SIZE));

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">{t("refund_approvals.title")}</h1>
      <p className="mt-2 text-slate-600">{t("refund_approvals.lead")}</p>
      <ChoiceLinks
        className="mt-6"
        label={t("refund_approvals.filter_label")}
        choices={REFUND_FILTERS.map((filter) => ({
          key: filter,
          text: t(`refund_approvals.filter.${filter}`),
          href: refundApprovalsHref(base, { filter, page: 1 }),
          isCurrent: filter === view.filter,
        }))}
      />
      {refunds.isError ? (
        <QueryFailure
          error={refunds.error}
          onRetry={() => void refunds.refetch()}
          retryLabel={t("refund_approvals.retry")}
        />
      ) : !refunds.data ? (
        <PageLoading />
      ) : shown.length === 0 ? (
        <Card className="mt-6 px-6 py-12 text-center">
          <h2 className="text-xl font-bold text-slate-900">{t(`refund_approvals.empty.${view.filter}`)}</h2>
        </Card>
      ) : (
        <>
          <p className="mt-6 text-sm text-slate-600" aria-live="polite">
            {t("refund_approvals.count", { count: shown.length })}
          </p>
          <ul className="mt-3 flex flex-col gap-4" aria-busy={refunds.isFetching}>
            {shown.map((refund) => (
              <li key={refund.id}>
                <RefundCard refund={refund} />
              </li>
            ))}
          </ul>
          {totalPages > 1 ? (
            <div className="mt-8">
              <Pagination
                page={view.page}
                totalPages={totalPages}
                hrefFor={(page) => refundApprovalsHref(base, { ...view, page })}
              />
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
