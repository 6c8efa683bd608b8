import type { TReportReason } from "@manzil/domain/contracts";
import { useQuery } from "@tanstack/react-query";
import { clsx } from "clsx";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { toast } from "../../../components/ui/toast";
import { buttonClasses, Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { FormAlert } from "../../../components/ui/form-alert";
import { Textarea } from "../../../components/ui/textarea";
import { apiGet, apiPost, ApiRequestError } from "../../../lib/api/browser-api";
import { useLocale } from "../../../lib/i18n/use-locale";
import { actionFailureMessage } from "../../../lib/api/error-message";
import { isSignInNeeded } from "../action-failure";
import { REPORT_MESSAGE_MAX, reportPayload, type ReportChoice } from "../report-form";
import { FlagIcon } from "../../../components/icons/icons";
import { useSignInPrompt } from "./sign-in-prompt";

type Errors = { reason?: string | undefined; message?: string | undefined };

/** The listed reasons, in the page's language; loaded when the dialog first opens. */
function useReportReasons(enabled: boolean) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: ["get_report_reasons", locale],
    queryFn: async () => (await apiGet<TReportReason[]>("get_report_reasons", { lang: locale })).data,
    enabled,
  });
}

function ReportForm({ propertyId, onDone }: { propertyId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const { askToSignIn } = useSignInPrompt();
  const reasons = useReportReasons(true);
  const [choice, setChoice] = useState<ReportChoice>(null);
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const legendId = useId();
  const reasonErrorId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const checked = reportPayload({ propertyId, choice, message });
    if (!checked.ok) {
      setErrors({
        reason: checked.errors.reason && t(checked.errors.reason),
        message: checked.errors.message && t(checked.errors.message, { max: REPORT_MESSAGE_MAX }),
      });
      return;
    }
    setErrors({});
    setIsSending(true);
    try {
      const answer = await apiPost<null>("add_reports", checked.payload);
      toast.success(answer.message || t("report.sent"));
      onDone();
    } catch (error) {
      if (isSignInNeeded(error)) {
        askToSignIn();
        return;
      }
      const fields = error instanceof ApiRequestError ? error.fieldErrors : undefined;
      if (fields?.reason_id || fields?.other_message) {
        setErrors({ reason: fields.reason_id?.[0], message: fields.other_message?.[0] });
      } else {
        setFailure(actionFailureMessage(error, t));
      }
    } finally {
      setIsSending(false);
    }
  };

  const option =
    "flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 px-4 py-3 text-sm font-medium text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600";

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
      data-testid="report-form"
    >
      <FormAlert tone="error">{failure}</FormAlert>
      <fieldset
        aria-labelledby={legendId}
        aria-describedby={errors.reason ? reasonErrorId : undefined}
        aria-invalid={errors.reason ? true : undefined}
        className="flex flex-col gap-2"
      >
        <legend id={legendId} className="mb-1 text-sm font-medium text-slate-700">
          {t("report.reason_label")}
        </legend>
        {reasons.isPending ? (
          <p role="status" className="text-sm text-slate-500">
            {t("report.reasons_loading")}
          </p>
        ) : null}
        {reasons.isError ? (
          <p className="flex items-center gap-2 text-sm text-red-700">
            {t("report.reasons_failed")}
            <button
              type="button"
              onClick={() => void reasons.refetch()}
              className="font-semibold underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {t("report.retry")}
            </button>
          </p>
        ) : null}
        {(reasons.data ?? []).map((reason) => (
          <label key={reason.id} className={option}>
            <input
              type="radio"
              name="reason_id"
              value={reason.id}
              checked={choice === reason.id}
              onChange={() => setChoice(reason.id)}
              className="size-4 accent-brand-700"
            />
            {reason.reason}
          </label>
        ))}
        <label className={option}>
          <input
            type="radio"
            name="reason_id"
            value="0"
            checked={choice === "other"}
            onChange={() => setChoice("other")}
            className="size-4 accent-brand-700"
          />
          {t("report.other")}
        </label>
        {errors.reason ? (
          <p id={reasonErrorId} className="text-xs font-medium text-red-600">
            {errors.reason}
          </p>
        ) : null}
      </fieldset>
      {choice === "other" ? (
        <Textarea
          name="other_message"
          label={t("report.message_label")}
          hint={t("report.message_hint", { max: REPORT_MESSAGE_MAX })}
          error={errors.message}
          value={message}
          maxLength={REPORT_MESSAGE_MAX}
          required
          onChange={(event) => setMessage(event.target.value)}
        />
      ) : null}
      <Button type="submit" variant="danger" disabled={isSending} aria-busy={isSending || undefined}>
        {t(isSending ? "report.sending" : "report.submit")}
      </Button>
    </form>
  );
}

/** "Report": signed-in members pick a reason (or "other" with their words); guests are asked to sign in. */
export function ReportButton({ propertyId, isReported }: { propertyId: number; isReported: boolean }) {
  const { t } = useTranslation();
  const { isSignedIn, askToSignIn } = useSignInPrompt();
  const [open, setOpen] = useState(false);
  const [reported, setReported] = useState(isReported);
  const trigger = (
    <button
      type="button"
      disabled={reported}
      onClick={(event) => {
        if (isSignedIn) return;
        event.preventDefault();
        askToSignIn();
      }}
      data-testid="report-button"
      className={buttonClasses({ variant: "ghost", className: clsx("h-10 rounded-full text-slate-600") })}
    >
      <FlagIcon className="size-5" />
      {t(reported ? "report.reported" : "report.button")}
    </button>
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => setOpen(next && isSignedIn)}
      title={t("report.title")}
      description={t("report.description")}
      trigger={trigger}
    >
      <ReportForm
        propertyId={propertyId}
        onDone={() => {
          setReported(true);
          setOpen(false);
        }}
      />
    </Dialog>
  );
}
