import type { TRefundApproval } from "@manzil/domain/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { StatusBadge } from "../../../components/ui/status-badge";
import { apiPost, ApiRequestError } from "../../../lib/api/browser-api";
import { actionFailureMessage } from "../../../lib/api/error-message";
import { formatDate } from "../../../lib/format/intl";
import { formatPaid } from "../../../lib/format/money";
import { useLocale } from "../../../lib/i18n/use-locale";
import { isOpenRefund, REFUND_APPROVALS_KEY, REFUND_TONES } from "../refund-approvals";
import { RefundDecisionDialog } from "./refund-decision-dialog";

type Decision = { kind: "approve" } | { kind: "reject"; reason: string };

const dayOnly = (value: string | null) => (value ? `${value.slice(0, 10)}T12:00:00Z` : null);

/** One refund request: who asks how much back of what they paid, why, for which stay; and the owner's answer. */
export function RefundCard({ refund }: { refund: TRefundApproval }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<"approve" | "reject" | null>(null);
  const decide = useMutation({
    mutationFn: (decision: Decision) =>
      apiPost<unknown>(
        `${REFUND_APPROVALS_KEY}/${refund.id}`,
        decision.kind === "approve"
          ? { status: "approved", lang: locale }
          : { status: "rejected", rejection_reason: decision.reason, lang: locale },
        { lang: locale },
      ),
    onSuccess: (answer, decision) => {
      setAsking(null);
      toast.success(answer.message || t(`refund_approvals.${decision.kind}d`));
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [REFUND_APPROVALS_KEY] }),
  });
  const money = (minor: number) => formatPaid(minor, refund.currency, locale);
  const name =
    `${refund.customer.first_name} ${refund.customer.last_name}`.trim() || refund.customer.email || "—";
  const headingId = `refund-${refund.id}`;
  const state = refund.refund_status;
  const reasonError =
    decide.error instanceof ApiRequestError ? decide.error.fieldErrors?.rejection_reason?.[0] : undefined;
  const checkIn = dayOnly(refund.check_in_date);
  const checkOut = dayOnly(refund.check_out_date);

  return (
    <Card className="p-5">
      <article aria-labelledby={headingId} className="flex flex-col gap-4" data-testid="refund-approval">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={headingId} className="text-lg font-bold text-slate-900">
              <span dir="auto">{name}</span>
            </h3>
            {refund.customer.email ? (
              <p className="text-sm break-all text-slate-500" dir="ltr">
                {refund.customer.email}
              </p>
            ) : null}
            <p className="mt-1 text-sm font-semibold text-slate-700">
              <span dir="auto">{refund.property_title}</span>
            </p>
          </div>
          <StatusBadge
            tone={REFUND_TONES[state]}
            state={refund.refund_status}
            text={t(`refund_approvals.status.${state}`)}
          />
        </div>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Fact term={t("refund_approvals.requested")}>
            <span className="text-lg font-extrabold text-brand-800">{money(refund.refund_amount_minor)}</span>
          </Fact>
          <Fact term={t("refund_approvals.paid")}>{money(refund.amount_minor)}</Fact>
          <Fact term={t("refund_approvals.stay")}>
            {checkIn && checkOut
              ? t("refund_approvals.date_range", {
                  from: formatDate(checkIn, locale),
                  to: formatDate(checkOut, locale),
                })
              : "—"}
          </Fact>
          <Fact term={t("refund_approvals.asked_on")}>{formatDate(refund.created_at, locale)}</Fact>
          {refund.payment_method ? (
            <Fact term={t("refund_approvals.method")}>
              {t(`payments.method.${refund.payment_method}`, { defaultValue: refund.payment_method })}
            </Fact>
          ) : null}
          {refund.reservation.reference ? (
            <Fact term={t("refund_approvals.reference")}>
              <span dir="ltr" className="font-mono">
                {refund.reservation.reference}
              </span>
            </Fact>
          ) : null}
        </dl>
        <div>
          <p className="text-sm font-semibold text-slate-600">{t("refund_approvals.reason")}</p>
          <p
            className="mt-1 rounded-xl bg-slate-50 px-4 py-2 text-sm whitespace-pre-line text-slate-800"
            dir="auto"
          >
            {refund.refund_reason?.trim() || t("refund_approvals.no_reason")}
          </p>
        </div>
        {refund.rejection_reason && state === "rejected" ? (
          <div>
            <p className="text-sm font-semibold text-slate-600">{t("refund_approvals.rejection_reason")}</p>
            <p className="mt-1 rounded-xl bg-red-50 px-4 py-2 text-sm text-red-800" dir="auto">
              {refund.rejection_reason}
            </p>
          </div>
        ) : null}
        {isOpenRefund(refund) ? (
          <div className="flex flex-wrap justify-end gap-3">
            <Button
              variant="outline"
              onClick={() => {
                decide.reset();
                setAsking("reject");
              }}
              aria-label={t("refund_approvals.reject_label", { name })}
            >
              {t("refund_approvals.reject")}
            </Button>
            <Button
              onClick={() => {
                decide.reset();
                setAsking("approve");
              }}
              aria-label={t("refund_approvals.approve_label", { name })}
            >
              {t("refund_approvals.approve")}
            </Button>
          </div>
        ) : null}
      </article>
      {asking ? (
        <RefundDecisionDialog
          kind={asking}
          guestName={name}
          amountText={money(refund.refund_amount_minor)}
          isSending={decide.isPending}
          error={decide.error ? actionFailureMessage(decide.error, t) : null}
          reasonError={reasonError}
          onClose={() => setAsking(null)}
          onDecide={(reason) =>
            decide.mutate(
              asking === "reject" ? { kind: "reject", reason: reason ?? "" } : { kind: "approve" },
            )
          }
        />
      ) : null}
    </Card>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-semibold text-slate-600">{term}</dt>
      <dd className="mt-0.5 text-slate-900 tabular-nums [unicode-bidi:isolate]">{children}</dd>
    </div>
  );
}
