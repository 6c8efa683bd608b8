import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { toast } from "sonner";
import { FileIcon } from "../../../components/icons/icons";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { apiPost, ApiRequestError } from "../../../lib/api/browser-api";
import type { ApiSuccess } from "../../../lib/api/envelope";
import { actionFailureMessage } from "../../../lib/api/error-message";
import { formatDate } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import { formatPaid } from "../../../lib/format/money";
import { isImageReceipt, receiptHref, TRANSFERS_KEY, type BankTransfer } from "../bank-transfers";
import { RejectReasonDialog } from "./reject-reason-dialog";

type Decision = { kind: "approve" } | { kind: "reject"; reason: string };

/**
 * One bank transfer: who paid what, the receipt itself, and the admin's two answers. A decision takes the card
 * out of the list at once (it no longer belongs to this state) and puts it back if the API refuses.
 */
export function TransferCard({ transfer, listKey }: { transfer: BankTransfer; listKey: QueryKey }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const [isRejecting, setRejecting] = useState(false);
  const decide = useMutation({
    mutationFn: (decision: Decision) =>
      apiPost<BankTransfer>(
        `admin/bank-transfers/${transfer.id}/${decision.kind}`,
        decision.kind === "reject" ? { reason: decision.reason } : {},
        { lang: locale },
      ),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const before = queryClient.getQueryData<ApiSuccess<BankTransfer[]>>(listKey);
      if (before) {
        queryClient.setQueryData<ApiSuccess<BankTransfer[]>>(listKey, {
          ...before,
          data: before.data.filter((item) => item.id !== transfer.id),
          total: Math.max(0, (before.total ?? before.data.length) - 1),
        });
      }
      return { before };
    },
    onSuccess: (answer, decision) => {
      setRejecting(false);
      toast.success(
        answer.message ||
          t(decision.kind === "approve" ? "adminPayments.approved" : "adminPayments.rejected"),
      );
    },
    onError: (error, _decision, context) => {
      if (context?.before) queryClient.setQueryData(listKey, context.before);
      // A refused reason is shown at its field; anything else in a toast.
      if (!(error instanceof ApiRequestError && error.fieldErrors?.reason))
        toast.error(actionFailureMessage(error, t));
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [TRANSFERS_KEY] }),
  });
  const reasonError =
    decide.error instanceof ApiRequestError ? decide.error.fieldErrors?.reason?.[0] : undefined;
  const headingId = `transfer-${transfer.id}`;
  const name = transfer.user.name || transfer.user.email;
  const receipt = transfer.receipt;
  const open = transfer.payment_status === "review";

  return (
    <Card className="p-5">
      <article aria-labelledby={headingId} className="flex flex-col gap-4 md:flex-row">
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h3 id={headingId} className="text-lg font-bold text-slate-900">
                {name}
              </h3>
              <p className="text-sm text-slate-500" dir="ltr">
                {transfer.user.email}
              </p>
            </div>
            <p className="text-xl font-extrabold text-brand-800 tabular-nums [unicode-bidi:isolate]">
              {formatPaid(transfer.amount_minor, transfer.currency, locale)}
            </p>
          </div>
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            <Fact term={t("adminPayments.package")}>{transfer.package?.name ?? transfer.title ?? "—"}</Fact>
            <Fact term={t("adminPayments.reference")}>
              <span dir="ltr">{transfer.reference}</span>
            </Fact>
            <Fact term={t("adminPayments.uploaded")}>
              {receipt ? formatDate(receipt.uploaded_at, locale) : "—"}
            </Fact>
            <Fact term={t("payments.column.status")}>{t(`adminPayments.state.${stateOf(transfer)}`)}</Fact>
          </dl>
          <p className="text-sm text-slate-600">
            {t("adminPayments.receipts", { count: transfer.receipt_count })}
          </p>
          {transfer.failure_reason && transfer.payment_status === "rejected" ? (
            <p className="rounded-xl bg-red-50 px-4 py-2 text-sm text-red-800" dir="auto">
              {transfer.failure_reason}
            </p>
          ) : null}
          {open ? (
            <div className="mt-auto flex flex-wrap justify-end gap-3">
              <Button
                variant="outline"
                onClick={() => setRejecting(true)}
                disabled={decide.isPending}
                aria-label={t("adminPayments.reject_label", { name })}
              >
                {t("adminPayments.reject")}
              </Button>
              <Button
                onClick={() => decide.mutate({ kind: "approve" })}
                disabled={decide.isPending}
                aria-label={t("adminPayments.approve_label", { name })}
              >
                {decide.isPending && !isRejecting ? t("adminPayments.sending") : t("adminPayments.approve")}
              </Button>
            </div>
          ) : null}
        </div>
        <ReceiptPreview transfer={transfer} name={name} />
      </article>
      {isRejecting ? (
        <RejectReasonDialog
          memberName={name}
          onClose={() => {
            setRejecting(false);
            decide.reset();
          }}
          serverError={reasonError}
          isSending={decide.isPending}
          onReject={(reason) => decide.mutate({ kind: "reject", reason })}
        />
      ) : null}
    </Card>
  );
}

const stateOf = (transfer: BankTransfer) =>
  transfer.payment_status === "rejected" || transfer.payment_status === "succeeded"
    ? transfer.payment_status
    : "review";

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="font-semibold text-slate-600">{term}</dt>
      <dd className="min-w-0 truncate text-slate-900">{children}</dd>
    </div>
  );
}

/** A picture receipt shows in place (linking to full size); a PDF opens in a new tab. */
function ReceiptPreview({ transfer, name }: { transfer: BankTransfer; name: string }) {
  const { t } = useTranslation();
  const receipt = transfer.receipt;
  const frame = "flex w-full shrink-0 md:w-56";
  if (!receipt) {
    return (
      <p className={`${frame} items-center justify-center rounded-xl bg-slate-50 p-4 text-sm text-slate-500`}>
        {t("adminPayments.no_receipt")}
      </p>
    );
  }
  const href = receiptHref(transfer);
  const link =
    "rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
  return isImageReceipt(receipt.content_type) ? (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className={`${frame} ${link}`}
      aria-label={t("adminPayments.open_image")}
    >
      <img
        src={href}
        alt={t("adminPayments.receipt_alt", { name })}
        loading="lazy"
        className="max-h-56 w-full rounded-xl bg-slate-100 object-contain ring-1 ring-slate-200"
      />
    </a>
  ) : (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className={`${frame} ${link} flex-col items-center justify-center gap-2 bg-slate-50 p-4 text-sm font-semibold text-brand-800 ring-1 ring-slate-200 hover:bg-brand-50`}
    >
      <FileIcon className="size-8" />
      {t("adminPayments.open_pdf")}
    </a>
  );
}
