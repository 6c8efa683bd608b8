import { useTranslation } from "../../../lib/i18n/use-translation";
import { ChoiceLinks } from "../../../components/ui/choice-links";
import { PagedList } from "../../../components/ui/paged-list";
import { usePagedList } from "../../../lib/query/use-paged-list";
import {
  TRANSFERS_KEY,
  TRANSFERS_PAGE_SIZE,
  transfersHref,
  transferStates,
  type BankTransfer,
  type TransfersView,
} from "../bank-transfers";
import { TransferCard } from "./transfer-card";

/** /admin/bank-transfers: members' bank-transfer receipts by state, each with its receipt and the two answers. */
export function BankTransfersPage({ view }: { view: TransfersView }) {
  const { t } = useTranslation();
  const { state, page } = view;
  const {
    list: queue,
    queryKey,
    total,
    totalPages,
  } = usePagedList<BankTransfer>({
    endpoint: TRANSFERS_KEY,
    filters: { status: state },
    page,
    pageSize: TRANSFERS_PAGE_SIZE,
  });

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{t("adminPayments.title")}</h1>
      <p className="mt-2 text-slate-600">{t("adminPayments.lead")}</p>
      <ChoiceLinks
        className="mt-6"
        label={t("adminPayments.states_label")}
        choices={transferStates.map((value) => ({
          key: value,
          text: t(`adminPayments.state.${value}`),
          href: transfersHref({ state: value, page: 1 }),
          isCurrent: value === state,
        }))}
      />

      <PagedList
        list={queue}
        page={page}
        totalPages={totalPages}
        hrefFor={(target) => transfersHref({ ...view, page: target })}
        countText={t("adminPayments.count", { count: total })}
        emptyTitle={t(`adminPayments.empty.${state}`)}
        retryLabel={t("adminPayments.retry")}
        keyOf={(transfer) => transfer.id}
        renderItem={(transfer) => <TransferCard transfer={transfer} listKey={queryKey} />}
      />
    </div>
  );
}
