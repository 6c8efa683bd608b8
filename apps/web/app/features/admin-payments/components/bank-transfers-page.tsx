import { useTranslation } from "react-i18next";
import { Card } from "../../../components/ui/card";
import { ChoiceLinks } from "../../../components/ui/choice-links";
import { PageLoading } from "../../../components/ui/page-loading";
import { Pagination } from "../../../components/ui/pagination";
import { QueryFailure } from "../../../components/ui/query-failure";
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

      {queue.isError ? (
        <QueryFailure
          error={queue.error}
          onRetry={() => void queue.refetch()}
          retryLabel={t("adminPayments.retry")}
        />
      ) : !queue.data ? (
        <PageLoading />
      ) : queue.data.data.length === 0 ? (
        <Card className="mt-6 px-6 py-12 text-center">
          <h2 className="text-xl font-bold text-slate-900">{t(`adminPayments.empty.${state}`)}</h2>
        </Card>
      ) : (
        <>
          <p className="mt-6 text-sm text-slate-600" aria-live="polite">
            {t("adminPayments.count", { count: total })}
          </p>
          <ul className="mt-3 flex flex-col gap-4" aria-busy={queue.isFetching}>
            {queue.data.data.map((transfer) => (
              <li key={transfer.id}>
                <TransferCard transfer={transfer} listKey={queryKey} />
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <Pagination
              page={page}
              totalPages={totalPages}
              hrefFor={(target) => transfersHref({ ...view, page: target })}
            />
          </div>
        </>
      )}
    </div>
  );
}
