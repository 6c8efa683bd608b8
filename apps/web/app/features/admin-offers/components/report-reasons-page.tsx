import type { TAdminReportReason } from "@manzil/domain/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { PageLoading } from "../../../components/ui/page-loading";
import { QueryFailure } from "../../../components/ui/query-failure";
import { Toggle } from "../../../components/ui/toggle";
import { apiDelete, apiGet, apiPost, ApiRequestError } from "../../../lib/api/browser-api";
import { actionFailureMessage } from "../../../lib/api/error-message";
import { useLocale } from "../../../lib/i18n/use-locale";
import { REPORT_REASONS_KEY } from "../admin-offers";
import { OffersHeader } from "./offers-header";
import { ReorderButtons, useReorder } from "./reorder";

/** /admin/report-reasons: the reasons members pick when reporting a listing, edited in place and reordered. */
export function ReportReasonsPage() {
  const { t } = useTranslation();
  const reasons = useQuery({
    queryKey: [REPORT_REASONS_KEY],
    queryFn: () => apiGet<TAdminReportReason[]>(REPORT_REASONS_KEY),
  });
  const reorder = useReorder<TAdminReportReason>(REPORT_REASONS_KEY);
  const list = reasons.data?.data ?? [];

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:py-14">
      <OffersHeader title={t("adminOffers.reasons.title")} lead={t("adminOffers.reasons.lead")} />
      {reasons.isPending ? (
        <PageLoading />
      ) : reasons.isError ? (
        <QueryFailure
          error={reasons.error}
          onRetry={() => void reasons.refetch()}
          retryLabel={t("adminOffers.retry")}
        />
      ) : list.length === 0 ? (
        <p className="mt-8 rounded-xl bg-slate-50 p-6 text-center text-slate-600">
          {t("adminOffers.reasons.empty")}
        </p>
      ) : (
        <ol className="mt-8 flex flex-col gap-3">
          {list.map((reason, index) => (
            <li key={reason.id}>
              <ReasonRow
                reason={reason}
                index={index}
                count={list.length}
                busy={reorder.isPending}
                onMove={(delta) => reorder.move(list, index, delta)}
              />
            </li>
          ))}
        </ol>
      )}
      <AddReasonForm />
    </div>
  );
}

function useInvalidateReasons() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: [REPORT_REASONS_KEY] });
}

function ReasonRow({
  reason,
  index,
  count,
  busy,
  onMove,
}: {
  reason: TAdminReportReason;
  index: number;
  count: number;
  busy: boolean;
  onMove: (delta: -1 | 1) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const refresh = useInvalidateReasons();
  const [text, setText] = useState(reason.reason);
  const [textAr, setTextAr] = useState(reason.reason_ar);
  const name = locale === "ar" ? reason.reason_ar : reason.reason;
  const onDone = {
    onSuccess: (answer: { message: string }) => toast.success(answer.message),
    onSettled: refresh,
  };
  const save = useMutation({
    mutationFn: () =>
      apiPost<TAdminReportReason>(
        `${REPORT_REASONS_KEY}/${reason.id}`,
        { reason: text, reason_ar: textAr },
        { lang: locale },
      ),
    ...onDone,
  });
  const status = useMutation({
    mutationFn: (isActive: boolean) =>
      apiPost<TAdminReportReason>(
        `${REPORT_REASONS_KEY}/${reason.id}/status`,
        { is_active: isActive },
        { lang: locale },
      ),
    ...onDone,
    onError: (error) => toast.error(actionFailureMessage(error, t)),
  });
  const remove = useMutation({
    mutationFn: () => apiDelete<null>(`${REPORT_REASONS_KEY}/${reason.id}`, { lang: locale }),
    ...onDone,
    onError: (error) => toast.error(actionFailureMessage(error, t)),
  });
  const errors = save.error instanceof ApiRequestError ? save.error.fieldErrors : undefined;
  const changed = text !== reason.reason || textAr !== reason.reason_ar;

  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="text-sm font-bold text-slate-500 tabular-nums">
            {(index + 1).toLocaleString(locale)}
          </span>
          <ReorderButtons name={name} index={index} count={count} busy={busy} onMove={onMove} />
        </div>
        <div className="flex items-center gap-4">
          <span className="text-xs text-slate-500">
            {t("adminOffers.reasons.reports", { count: reason.reports })}
          </span>
          <Toggle
            label={
              <>
                {t("adminOffers.reasons.offered")}
                <span className="sr-only">: {name}</span>
              </>
            }
            checked={reason.is_active}
            onChange={(checked) => status.mutate(checked)}
          />
        </div>
      </div>
      <form
        className="grid gap-3 sm:grid-cols-2"
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <Input
          label={t("adminOffers.reasons.reason")}
          dir="ltr"
          lang="en"
          value={text}
          error={errors?.reason?.[0]}
          onChange={(e) => setText(e.target.value)}
        />
        <Input
          label={t("adminOffers.reasons.reason_ar")}
          dir="rtl"
          lang="ar"
          value={textAr}
          error={errors?.reason_ar?.[0]}
          onChange={(e) => setTextAr(e.target.value)}
        />
        {save.error && !errors ? (
          <p role="alert" className="text-sm text-red-700 sm:col-span-2">
            {actionFailureMessage(save.error, t)}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
          {reason.reports === 0 ? (
            <Button
              size="sm"
              variant="ghost"
              disabled={remove.isPending}
              aria-label={t("adminOffers.reasons.delete_label", { name })}
              onClick={() => remove.mutate()}
            >
              {t("adminOffers.reasons.delete")}
            </Button>
          ) : null}
          <Button
            size="sm"
            type="submit"
            variant="secondary"
            disabled={!changed || save.isPending}
            aria-label={t("adminOffers.reasons.save_label", { name })}
          >
            {save.isPending ? t("adminOffers.saving") : t("adminOffers.reasons.save")}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function AddReasonForm() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const refresh = useInvalidateReasons();
  const [text, setText] = useState("");
  const [textAr, setTextAr] = useState("");
  const add = useMutation({
    mutationFn: () =>
      apiPost<TAdminReportReason>(REPORT_REASONS_KEY, { reason: text, reason_ar: textAr }, { lang: locale }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      setText("");
      setTextAr("");
      refresh();
    },
  });
  const errors = add.error instanceof ApiRequestError ? add.error.fieldErrors : undefined;
  return (
    <Card className="mt-8 p-5">
      <form
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          add.mutate();
        }}
      >
        <h2 className="text-lg font-bold text-slate-900 sm:col-span-2">
          {t("adminOffers.reasons.add_title")}
        </h2>
        <Input
          name="reason"
          label={t("adminOffers.reasons.reason")}
          dir="ltr"
          lang="en"
          value={text}
          error={errors?.reason?.[0]}
          onChange={(e) => setText(e.target.value)}
        />
        <Input
          name="reason_ar"
          label={t("adminOffers.reasons.reason_ar")}
          dir="rtl"
          lang="ar"
          value={textAr}
          error={errors?.reason_ar?.[0]}
          onChange={(e) => setTextAr(e.target.value)}
        />
        {add.error && !errors ? (
          <p role="alert" className="text-sm text-red-700 sm:col-span-2">
            {actionFailureMessage(add.error, t)}
          </p>
        ) : null}
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? t("adminOffers.saving") : t("adminOffers.reasons.add")}
          </Button>
        </div>
      </form>
    </Card>
  );
}
