import type { TModerationQueueItem } from "@manzil/domain/contracts";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { useNavigate } from "react-router";
import { ChoiceLinks } from "../../../components/ui/choice-links";
import { PagedList } from "../../../components/ui/paged-list";
import { TabList, tabPanelProps } from "../../../components/ui/tabs";
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

        <PagedList
          list={queue}
          page={page}
          totalPages={totalPages}
          hrefFor={(target) => reviewHref({ ...view, page: target })}
          countText={t("admin_review.count", { count: total })}
          emptyTitle={t(`admin_review.empty.${state}`)}
          retryLabel={t("admin_review.retry")}
          keyOf={(item) => `${item.type}-${item.id}`}
          renderItem={(item) => <ReviewItemCard item={item} />}
        />
      </div>
    </div>
  );
}
