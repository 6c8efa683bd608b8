import type { TFunction } from "i18next";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link } from "react-router";
import { DownloadIcon } from "../../../components/icons/icons";
import { Card } from "../../../components/ui/card";
import { StatusBadge } from "../../../components/ui/status-badge";
import { formatDate } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import { formatPaid } from "../../../lib/format/money";
import { invoiceHref, receiptStateOf, reuploadHref, STATUS_TONE, type PaymentRow } from "../payments-view";

/** What was paid for: the API's title when it sends one, else the kind; a transfer names the other side. */
function whatOf(row: PaymentRow, t: TFunction): { title: string; detail: string | null } {
  const title = row.title?.trim() || t(`payments.kind.${row.type}`);
  const other = row.counterparty_name?.trim();
  const detail = other ? t(row.direction === "in" ? "payments.from" : "payments.to", { name: other }) : null;
  return { title, detail };
}

function Amount({ row }: { row: PaymentRow }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const incoming = row.direction === "in";
  return (
    <span className="inline-flex flex-col items-start">
      <span
        className={`font-bold tabular-nums [unicode-bidi:isolate] ${incoming ? "text-emerald-800" : "text-slate-900"}`}
        data-testid="payment-amount"
      >
        {formatPaid(row.amount_minor, row.currency, locale)}
      </span>
      {incoming ? <span className="text-xs text-emerald-800">{t("payments.received")}</span> : null}
    </span>
  );
}

function Status({ row }: { row: PaymentRow }) {
  const { t } = useTranslation();
  return (
    <StatusBadge
      tone={STATUS_TONE[row.payment_status]}
      state={row.payment_status}
      text={t(`payments.status.${row.payment_status}`)}
    />
  );
}

/** The invoice link and, for a bank transfer, where its receipt stands (and the way to send a new one). */
function Documents({ row, placeholder = true }: { row: PaymentRow; placeholder?: boolean }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const receipt = receiptStateOf(row);
  if (!row.invoice_number && !receipt) {
    return placeholder ? <span className="text-slate-400">{t("payments.none")}</span> : null;
  }
  return (
    <span className="flex flex-col items-start gap-1 text-sm">
      {row.invoice_number ? (
        <a
          href={invoiceHref(row.id, locale)}
          download
          aria-label={t("payments.invoice_label", { number: row.invoice_number })}
          className="inline-flex items-center gap-1 font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <DownloadIcon className="size-4" />
          <span dir="ltr">{row.invoice_number}</span>
        </a>
      ) : null}
      {receipt ? (
        <span
          className={receipt === "rejected" ? "text-red-800" : "text-slate-600"}
          data-testid="receipt-state"
        >
          {t(`payments.receipt.${receipt}`)}
        </span>
      ) : null}
      {receipt === "rejected" || receipt === "missing" ? (
        <Link
          to={reuploadHref(row)}
          className="font-semibold text-brand-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t("payments.receipt.reupload")}
        </Link>
      ) : null}
    </span>
  );
}

/** Wide screens: one row per payment. */
export function PaymentsTable({ rows }: { rows: PaymentRow[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const head = "px-4 py-3 text-start text-xs font-semibold tracking-wide text-slate-600 uppercase";
  return (
    <Card className="hidden overflow-x-auto md:block">
      <table className="w-full text-sm" aria-label={t("payments.table_label")}>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={head}>
              {t("payments.column.date")}
            </th>
            <th scope="col" className={head}>
              {t("payments.column.what")}
            </th>
            <th scope="col" className={head}>
              {t("payments.column.method")}
            </th>
            <th scope="col" className={head}>
              {t("payments.column.amount")}
            </th>
            <th scope="col" className={head}>
              {t("payments.column.status")}
            </th>
            <th scope="col" className={head}>
              {t("payments.column.documents")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => {
            const what = whatOf(row, t);
            return (
              <tr key={row.id} data-testid="payment-row" className="align-top">
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                  {formatDate(row.created_at, locale)}
                </td>
                <td className="px-4 py-3">
                  <p className="font-semibold text-slate-900" dir="auto">
                    {what.title}
                  </p>
                  {what.detail ? <p className="text-slate-600">{what.detail}</p> : null}
                  <p className="text-xs text-slate-500">
                    {t("payments.reference", { reference: row.reference })}
                  </p>
                </td>
                <td className="px-4 py-3 text-slate-700">{t(`payments.method.${row.payment_gateway}`)}</td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <Amount row={row} />
                </td>
                <td className="px-4 py-3">
                  <Status row={row} />
                </td>
                <td className="px-4 py-3">
                  <Documents row={row} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}

/** Phones: one card per payment, the same facts stacked. */
export function PaymentCard({ row }: { row: PaymentRow }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const what = whatOf(row, t);
  return (
    <Card className="flex flex-col gap-2 p-4" data-testid="payment-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900" dir="auto">
            {what.title}
          </p>
          {what.detail ? <p className="text-sm text-slate-600">{what.detail}</p> : null}
        </div>
        <Status row={row} />
      </div>
      <div className="flex items-end justify-between gap-3">
        <div className="text-sm text-slate-600">
          <p>{formatDate(row.created_at, locale)}</p>
          <p>{t(`payments.method.${row.payment_gateway}`)}</p>
        </div>
        <Amount row={row} />
      </div>
      <Documents row={row} placeholder={false} />
    </Card>
  );
}
