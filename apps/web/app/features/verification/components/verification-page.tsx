import type { TVerificationApplication, TVerificationFormField } from "@manzil/domain/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { toast } from "sonner";
import { VerifiedBadge } from "../../agents/components/agent-card";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { PageLoading } from "../../../components/ui/page-loading";
import { QueryFailure } from "../../../components/ui/query-failure";
import { StatusBadge, type BadgeTone } from "../../../components/ui/status-badge";
import { apiGet } from "../../../lib/api/browser-api";
import { uploadWithProgress } from "../../../lib/api/upload-with-progress";
import { formatDate } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import {
  prefilledAnswers,
  VERIFICATION_APPLY_PATH,
  VERIFICATION_FIELDS_KEY,
  VERIFICATION_VALUES_KEY,
} from "../verification";
import { AnswersList } from "./answers-list";
import { VerificationForm, type ApplicationSender } from "./verification-form";

const TONES: Record<TVerificationApplication["status"], BadgeTone> = {
  initial: "neutral",
  pending: "wait",
  success: "good",
  failed: "bad",
};

const sendApplication =
  (lang: string): ApplicationSender =>
  (body, onProgress) =>
    uploadWithProgress<TVerificationApplication>(VERIFICATION_APPLY_PATH, body, {
      query: { lang },
      onProgress,
    });

/**
 * /user/verification (spec §4 "initial, pending review, verified (success), failed with re-apply"): the member's
 * state and, when they may apply, the form. `send` is replaceable for tests.
 */
export function VerificationPage({ send }: { send?: ApplicationSender }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const [reapplying, setReapplying] = useState(false);
  const valuesKey = [VERIFICATION_VALUES_KEY, locale];
  const values = useQuery({
    queryKey: valuesKey,
    queryFn: () => apiGet<TVerificationApplication>(VERIFICATION_VALUES_KEY, { lang: locale }),
    refetchOnMount: "always",
  });
  const fields = useQuery({
    queryKey: [VERIFICATION_FIELDS_KEY, locale],
    queryFn: () => apiGet<TVerificationFormField[]>(VERIFICATION_FIELDS_KEY, { lang: locale }),
  });

  const header = (
    <header>
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{t("verification.title")}</h1>
      <p className="mt-2 text-slate-600">{t("verification.lead")}</p>
    </header>
  );
  const frame = "mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6 lg:py-14";

  if (values.error) {
    return (
      <div className={frame}>
        {header}
        <QueryFailure
          error={values.error}
          onRetry={() => void values.refetch()}
          retryLabel={t("verification.retry")}
        />
      </div>
    );
  }
  if (!values.data) return <PageLoading />;
  const application = values.data.data;
  const status = application.status;
  const mayApply = status === "initial" || (status === "failed" && reapplying);

  return (
    <div className={frame} data-testid="verification-page" data-state={status}>
      {header}
      <Card className="flex flex-col gap-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-xl font-bold text-slate-900">{t(`verification.state_title.${status}`)}</h2>
          <StatusBadge tone={TONES[status]} state={status} text={t(`verification.state.${status}`)} />
        </div>
        <StatusDetails application={application} />
        {status === "failed" && !reapplying ? (
          <div className="flex justify-end">
            <Button onClick={() => setReapplying(true)}>{t("verification.apply_again")}</Button>
          </div>
        ) : null}
      </Card>

      {mayApply ? (
        <Card className="p-5 sm:p-6">
          <h2 className="mb-4 text-xl font-bold text-slate-900">{t("verification.form.title")}</h2>
          {fields.error ? (
            <QueryFailure
              error={fields.error}
              onRetry={() => void fields.refetch()}
              retryLabel={t("verification.retry")}
              className=""
            />
          ) : !fields.data ? (
            <PageLoading />
          ) : fields.data.data.length === 0 ? (
            <p className="text-slate-600">{t("verification.form.no_fields")}</p>
          ) : (
            <VerificationForm
              fields={fields.data.data}
              initial={status === "failed" ? prefilledAnswers(fields.data.data, application) : {}}
              send={send ?? sendApplication(locale)}
              onCancel={status === "failed" ? () => setReapplying(false) : undefined}
              onApplied={(answer) => {
                queryClient.setQueryData(valuesKey, answer);
                setReapplying(false);
                toast.success(answer.message || t("verification.applied"));
                window.scrollTo?.({ top: 0 });
              }}
            />
          )}
        </Card>
      ) : null}

      {(status === "pending" || status === "success") && application.verify_customer_values.length > 0 ? (
        <Card className="p-5 sm:p-6">
          <h2 className="mb-2 text-xl font-bold text-slate-900">{t("verification.answers.title")}</h2>
          <AnswersList answers={application.verify_customer_values} fields={fields.data?.data} />
        </Card>
      ) : null}
    </div>
  );
}

/** What the state means for the member, in words; the dates and the admin's reason where there are some. */
function StatusDetails({ application }: { application: TVerificationApplication }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  switch (application.status) {
    case "initial":
      return <p className="text-slate-700">{t("verification.intro")}</p>;
    case "pending":
      return (
        <p className="text-slate-700">
          {t("verification.pending_text", {
            date: application.created_at ? formatDate(application.created_at, locale) : "",
          })}
        </p>
      );
    case "success":
      return (
        <div className="flex flex-col gap-2">
          <div>
            <VerifiedBadge />
          </div>
          <p className="text-slate-700">
            {application.reviewed_at
              ? t("verification.success_text", { date: formatDate(application.reviewed_at, locale) })
              : t("verification.success_text_undated")}
          </p>
        </div>
      );
    case "failed":
      return (
        <div className="flex flex-col gap-3">
          <p className="text-slate-700">{t("verification.failed_text")}</p>
          {application.reason ? (
            <div className="rounded-xl bg-red-50 px-4 py-3 text-red-900">
              <p className="text-sm font-semibold">{t("verification.reason")}</p>
              <p className="mt-1 whitespace-pre-line" data-testid="verification-reason">
                <span dir="auto">{application.reason}</span>
              </p>
            </div>
          ) : null}
        </div>
      );
  }
}
