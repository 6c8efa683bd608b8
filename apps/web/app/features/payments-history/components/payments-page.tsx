import { PAYMENT_PURPOSES } from "@manzil/domain/payments";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Form, Link, useNavigate } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { PageLoading } from "../../../components/ui/page-loading";
import { QueryFailure } from "../../../components/ui/query-failure";
import { Pagination } from "../../../components/ui/pagination";
import { Select } from "../../../components/ui/select";
import { usePagedList } from "../../../lib/query/use-paged-list";
import {
  PAYMENTS_KEY,
  PAYMENTS_PAGE_SIZE,
  PAYMENTS_PATH,
  paymentsHref,
  paymentsViewOf,
  type PaymentRow,
  type PaymentsView,
} from "../payments-view";
import { PaymentCard, PaymentsTable } from "./payment-rows";

/** "All payments" (spec §2): the member's transactions, by month and type, 100 a page (spec §9). */
export function PaymentsPage({ view }: { view: PaymentsView }) {
  const { t } = useTranslation();
  const { type, month, page } = view;
  const { list, total, totalPages } = usePagedList<PaymentRow>({
    endpoint: PAYMENTS_KEY,
    filters: { type, month },
    page,
    pageSize: PAYMENTS_PAGE_SIZE,
  });
  const filtered = type !== null || month !== null;
  const navigate = useNavigate();

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{t("payments.title")}</h1>
      <p className="mt-2 text-slate-600">{t("payments.lead")}</p>

      {/* A plain GET form: the filters land in the address bar, with or without JavaScript. */}
      <Form
        method="get"
        action={PAYMENTS_PATH}
        aria-label={t("payments.filters_label")}
        className="mt-6 flex flex-wrap items-end gap-3"
        key={`${type ?? ""}|${month ?? ""}`}
        // With JavaScript, the address leaves out the empty filters (`?type=` alone means nothing).
        onSubmit={(event) => {
          event.preventDefault();
          const chosen = new URLSearchParams();
          for (const [name, value] of new FormData(event.currentTarget)) chosen.set(name, String(value));
          void navigate(paymentsHref({ ...paymentsViewOf(chosen), page: 1 }));
        }}
      >
        <div className="w-full sm:w-52">
          <Input
            label={t("payments.month")}
            type="month"
            name="month"
            defaultValue={month ?? ""}
            placeholder="YYYY-MM"
            pattern="\d{4}-\d{2}"
            dir="ltr"
          />
        </div>
        <div className="w-full sm:w-52">
          <Select label={t("payments.type")} name="type" defaultValue={type ?? ""}>
            <option value="">{t("payments.any_type")}</option>
            {PAYMENT_PURPOSES.map((value) => (
              <option key={value} value={value}>
                {t(`payments.kind.${value}`)}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit">{t("payments.apply")}</Button>
        {filtered ? (
          <Link to={PAYMENTS_PATH} className={buttonClasses({ variant: "ghost" })}>
            {t("payments.clear")}
          </Link>
        ) : null}
      </Form>

      {list.isError ? (
        <QueryFailure
          error={list.error}
          onRetry={() => void list.refetch()}
          retryLabel={t("payments.retry")}
        />
      ) : !list.data ? (
        <PageLoading />
      ) : list.data.data.length === 0 ? (
        <Card className="mt-6 flex flex-col items-center gap-3 px-6 py-12 text-center">
          <h2 className="text-xl font-bold text-slate-900">
            {t(filtered ? "payments.empty_filtered" : "payments.empty")}
          </h2>
          {filtered ? (
            <Link to={PAYMENTS_PATH} className={buttonClasses({ variant: "outline" })}>
              {t("payments.clear")}
            </Link>
          ) : (
            <Link to="/subscription-plan" className={buttonClasses({})}>
              {t("payments.empty_action")}
            </Link>
          )}
        </Card>
      ) : (
        <>
          <p className="mt-6 text-sm text-slate-600" aria-live="polite">
            {t("payments.count", { count: total })}
          </p>
          <div className="mt-3" aria-busy={list.isFetching}>
            <PaymentsTable rows={list.data.data} />
            <ul className="flex flex-col gap-3 md:hidden" aria-label={t("payments.table_label")}>
              {list.data.data.map((row) => (
                <li key={row.id}>
                  <PaymentCard row={row} />
                </li>
              ))}
            </ul>
          </div>
          <div className="mt-8">
            <Pagination
              page={page}
              totalPages={totalPages}
              hrefFor={(target) => paymentsHref({ ...view, page: target })}
            />
          </div>
        </>
      )}
    </div>
  );
}
