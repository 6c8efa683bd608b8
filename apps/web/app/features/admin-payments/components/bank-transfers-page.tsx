import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { clsx } from "clsx";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { FormAlert } from "../../../components/ui/form-alert";
import { PageLoading } from "../../../components/ui/page-loading";
import { Pagination } from "../../../components/ui/pagination";
import { apiGet } from "../../../lib/api/browser-api";
import { failureMessage } from "../../../lib/api/error-message";
import { useLocale } from "../../../lib/i18n/use-locale";
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
  const { locale } = useLocale();
  const { state, page } = view;
  const queryKey = [TRANSFERS_KEY, state, page, locale];
  const queue = useQuery({
    queryKey,
    queryFn: () =>
      apiGet<BankTransfer[]>(TRANSFERS_KEY, {
        status: state,
        offset: (page - 1) * TRANSFERS_PAGE_SIZE,
        limit: TRANSFERS_PAGE_SIZE,
        lang: locale,
      }),
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
  });
  const total = queue.data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / TRANSFERS_PAGE_SIZE));

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{t("adminPayments.title")}</h1>
      <p className="mt-2 text-slate-600">{t("adminPayments.lead")}</p>
      <nav aria-label={t("adminPayments.states_label")} className="mt-6 flex flex-wrap gap-2">
        {transferStates.map((value) => (
          <Link
            key={value}
            to={transfersHref({ state: value, page: 1 })}
            aria-current={value === state ? "page" : undefined}
            className={clsx(
              "rounded-full border px-4 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600",
              value === state
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-slate-200 bg-white text-slate-700 hover:border-brand-600",
            )}
          >
            {t(`adminPayments.state.${value}`)}
          </Link>
        ))}
      </nav>

      {queue.isError ? (
        <div className="mt-6">
          <FormAlert tone="error">{failureMessage(queue.error, t)}</FormAlert>
          <Button className="mt-4" variant="outline" onClick={() => void queue.refetch()}>
            {t("adminPayments.retry")}
          </Button>
        </div>
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
