import type { TModerationQueueItem } from "@manzil/domain/contracts";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { ChoiceLinks } from "../../../components/ui/choice-links";
import { FormAlert } from "../../../components/ui/form-alert";
import { PageLoading } from "../../../components/ui/page-loading";
import { Pagination } from "../../../components/ui/pagination";
import { TabList, tabPanelProps } from "../../../components/ui/tabs";
import { failureMessage } from "../../../lib/api/error-message";
import { usePagedList } from "../../../lib/query/use-paged-list";
import {
  REVIEW_PAGE_SIZE,
  REVIEW_QUEUE_KEY,
  reviewHref,
  reviewKinds,
  reviewOrders,
  reviewStates,
  type ReviewView,
} from "../review-queue";
import { ReviewItemCard } from "./review-item-card";

/** /admin/review: what owners posted, by kind and review state, the longest-waiting first. */
export function ReviewQueuePage({ view }: { view: ReviewView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { kind, state, order, page } = view;
  const {
    list: queue,
    total,
    totalPages,
  } = usePagedList<TModerationQueueItem>({
    endpoint: REVIEW_QUEUE_KEY,
    filters: { type: kind, request_status: state, sort: order },
    page,
    pageSize: REVIEW_PAGE_SIZE,
  });

  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:py-16">
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{t("admin_review.title")}</h1>
      <p className="mt-2 text-slate-600">{t("admin_review.lead")}</p>

      <TabList
        className="mt-8"
        idPrefix="review"
        label={t("admin_review.kinds_label")}
        items={reviewKinds.map((value) => ({
          value,
          label: t(`admin_review.kind.${value}`),
          href: reviewHref({ ...view, kind: value, page: 1 }),
        }))}
        value={kind}
        onChange={(value) => void navigate(reviewHref({ ...view, kind: value, page: 1 }))}
      />
      <div {...tabPanelProps("review", kind, kind)} className="mt-6 focus:outline-none">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <ChoiceLinks
            label={t("admin_review.states_label")}
            choices={reviewStates.map((value) => ({
              key: value,
              text: t(`admin_review.state.${value}`),
              href: reviewHref({ ...view, state: value, page: 1 }),
              isCurrent: value === state,
            }))}
          />
          <ChoiceLinks
            label={t("admin_review.order_label")}
            choices={reviewOrders.map((value) => ({
              key: value,
              text: t(`admin_review.order.${value}`),
              href: reviewHref({ ...view, order: value, page: 1 }),
              isCurrent: value === order,
            }))}
          />
        </div>

        {queue.isError ? (
          <div className="mt-6">
            <FormAlert tone="error">{failureMessage(queue.error, t)}</FormAlert>
            <Button className="mt-4" variant="outline" onClick={() => void queue.refetch()}>
              {t("admin_review.retry")}
            </Button>
          </div>
        ) : !queue.data ? (
          <PageLoading />
        ) : queue.data.data.length === 0 ? (
          <Card className="mt-6 px-6 py-12 text-center">
            <h2 className="text-xl font-bold text-slate-900">{t(`admin_review.empty.${state}`)}</h2>
          </Card>
        ) : (
          <>
            <p className="mt-6 text-sm text-slate-600" aria-live="polite">
              {t("admin_review.count", { count: total })}
            </p>
            <ul className="mt-3 flex flex-col gap-4" aria-busy={queue.isFetching}>
              {queue.data.data.map((item) => (
                <li key={`${item.type}-${item.id}`}>
                  <ReviewItemCard item={item} />
                </li>
              ))}
            </ul>
            <div className="mt-8">
              <Pagination
                page={page}
                totalPages={totalPages}
                hrefFor={(target) => reviewHref({ ...view, page: target })}
              />
            </div>
          </>
        )}
      </div>
    </div>
  );
}
