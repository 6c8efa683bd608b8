import type { TAdminReportReason } from "@manzil/domain/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Toggle } from "../../../components/ui/toggle";
import { apiDelete, apiPost, ApiRequestError } from "../../../lib/api/browser-api";
import { actionFailureMessage } from "../../../lib/api/error-message";
import { useLocale } from "../../../lib/i18n/use-locale";
import { REPORT_REASONS_KEY } from "../admin-offers";
import { OffersHeader } from "./offers-header";
import { BilingualInputs } from "./query-view";
import { ReorderableList, ReorderButtons, type RowMove } from "./reorder";

/** /admin/report-reasons: the reasons members pick when reporting a listing, edited in place and reordered. */
export function ReportReasonsPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:py-14">
      <OffersHeader title={t("adminOffers.reasons.title")} lead={t("adminOffers.reasons.lead")} />
      <ReorderableList<TAdminReportReason>
        listKey={REPORT_REASONS_KEY}
        emptyText={t("adminOffers.reasons.empty")}
        row={(reason, move) => <ReasonRow reason={reason} move={move} />}
      />
      <ReasonForm />
    </div>
  );
}

/** A write to the reasons that reads the list again when done and says the API's answer. */
function useReasonWrite<A>(call: (arg: A, lang: string) => Promise<{ message: string }>) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (arg: A) => call(arg, locale),
    onSuccess: (answer) => toast.success(answer.message),
    onError: (error) => {
      if (!(error instanceof ApiRequestError && error.fieldErrors))
        toast.error(actionFailureMessage(error, t));
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [REPORT_REASONS_KEY] }),
  });
}

function ReasonRow({ reason, move }: { reason: TAdminReportReason; move: RowMove }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const name = locale === "ar" ? reason.reason_ar : reason.reason;
  const status = useReasonWrite((isActive: boolean, lang) =>
    apiPost(`${REPORT_REASONS_KEY}/${reason.id}/status`, { is_active: isActive }, { lang }),
  );
  const remove = useReasonWrite((_: void, lang) => apiDelete(`${REPORT_REASONS_KEY}/${reason.id}`, { lang }));

  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="text-sm font-bold text-slate-500 tabular-nums">
            {(move.index + 1).toLocaleString(locale)}
          </span>
          <ReorderButtons name={name} {...move} />
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
      <ReasonForm
        saved={reason}
        extra={
          reason.reports === 0 ? (
            <Button
              size="sm"
              variant="ghost"
              disabled={remove.isPending}
              aria-label={t("adminOffers.reasons.delete_label", { name })}
              onClick={() => remove.mutate()}
            >
              {t("adminOffers.reasons.delete")}
            </Button>
          ) : null
        }
      />
    </Card>
  );
}

/** The reason in both languages: a saved one reworded in place, or (without `saved`) a new one added. */
function ReasonForm({ saved, extra }: { saved?: TAdminReportReason; extra?: React.ReactNode }) {
  const { t } = useTranslation();
  const [texts, setTexts] = useState<[string, string]>([saved?.reason ?? "", saved?.reason_ar ?? ""]);
  const save = useReasonWrite(async (body: { reason: string; reason_ar: string }, lang) => {
    const answer = await apiPost(saved ? `${REPORT_REASONS_KEY}/${saved.id}` : REPORT_REASONS_KEY, body, {
      lang,
    });
    if (!saved) setTexts(["", ""]);
    return answer;
  });
  const errors = save.error instanceof ApiRequestError ? save.error.fieldErrors : undefined;
  const changed = !saved || texts[0] !== saved.reason || texts[1] !== saved.reason_ar;
  const name = saved ? saved.reason || saved.reason_ar : "";

  const form = (
    <form
      noValidate
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        save.mutate({ reason: texts[0], reason_ar: texts[1] });
      }}
    >
      {saved ? null : (
        <h2 className="text-lg font-bold text-slate-900 sm:col-span-2">
          {t("adminOffers.reasons.add_title")}
        </h2>
      )}
      <BilingualInputs
        names={["reason", "reason_ar"]}
        labels={[t("adminOffers.reasons.reason"), t("adminOffers.reasons.reason_ar")]}
        values={texts}
        errors={[errors?.reason?.[0], errors?.reason_ar?.[0]]}
        onChange={setTexts}
      />
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
        {extra}
        <Button
          size={saved ? "sm" : "md"}
          type="submit"
          variant={saved ? "secondary" : "primary"}
          disabled={!changed || save.isPending}
          aria-label={saved ? t("adminOffers.reasons.save_label", { name }) : undefined}
        >
          {save.isPending
            ? t("adminOffers.saving")
            : t(saved ? "adminOffers.reasons.save" : "adminOffers.reasons.add")}
        </Button>
      </div>
    </form>
  );
  return saved ? form : <Card className="mt-8 p-5">{form}</Card>;
}
