import type { TAdminVerificationApplication, TVerificationFormField } from "@manzil/domain/contracts";
import { VERIFICATION_REASON_MAX } from "@manzil/domain/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Dialog } from "../../../components/ui/dialog";
import { FormAlert } from "../../../components/ui/form-alert";
import { StatusBadge } from "../../../components/ui/status-badge";
import { Textarea } from "../../../components/ui/textarea";
import { apiPost, ApiRequestError } from "../../../lib/api/browser-api";
import { actionFailureMessage } from "../../../lib/api/error-message";
import { formatDate, formatNumber } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import { ADMIN_APPLICATIONS_KEY } from "../admin-verification";
import { AnswersList } from "./answers-list";

type Decision = { kind: "approve" } | { kind: "reject"; reason: string };

const isConflict = (error: unknown) =>
  error instanceof ApiRequestError && error.failure.kind === "http" && error.failure.status === 409;

/**
 * One application: who applied and when, their answers (pictures in place, PDFs as links), and the two answers
 * an admin gives. When another admin decided first (409) the card says so and offers to refresh the queue,
 * rather than silently dropping the card.
 */
export function ApplicationCard({
  application,
  fields,
}: {
  application: TAdminVerificationApplication;
  fields?: readonly TVerificationFormField[] | undefined;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const [isRejecting, setRejecting] = useState(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [ADMIN_APPLICATIONS_KEY] });
  const decide = useMutation({
    mutationFn: (decision: Decision) =>
      apiPost<TAdminVerificationApplication>(
        `admin/verification/applications/${application.id}/${decision.kind}`,
        decision.kind === "reject" ? { reason: decision.reason } : {},
        { lang: locale },
      ),
    onSuccess: (answer, decision) => {
      setRejecting(false);
      toast.success(
        answer.message ||
          t(decision.kind === "approve" ? "verification.admin.approved" : "verification.admin.rejected"),
      );
      refresh();
    },
    onError: (error) => {
      if (isConflict(error)) setRejecting(false);
    },
  });
  const error = decide.error;
  const reasonError = error instanceof ApiRequestError ? error.fieldErrors?.reason?.[0] : undefined;
  const name = application.user.name || application.user.email || `#${application.user.id}`;
  const headingId = `verification-application-${application.id}`;
  const open = application.status === "pending";

  return (
    <Card className="p-5">
      <article aria-labelledby={headingId} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={headingId} className="text-lg font-bold text-slate-900">
              <span dir="auto">{name}</span>
            </h3>
            {application.user.email ? (
              <p className="text-sm break-all text-slate-500">
                <span dir="ltr">{application.user.email}</span>
              </p>
            ) : null}
            <p className="mt-1 text-sm text-slate-600">
              {application.created_at
                ? t("verification.admin.applied_on", { date: formatDate(application.created_at, locale) })
                : null}
              {application.reviewed_at
                ? ` · ${t("verification.admin.decided_on", { date: formatDate(application.reviewed_at, locale) })}`
                : null}
            </p>
          </div>
          <StatusBadge
            tone={
              application.status === "success" ? "good" : application.status === "failed" ? "bad" : "wait"
            }
            state={application.status}
            text={t(`verification.state.${application.status}`)}
          />
        </div>
        {application.reason && application.status === "failed" ? (
          <p className="rounded-xl bg-red-50 px-4 py-2 text-sm text-red-800">
            <span dir="auto">{application.reason}</span>
          </p>
        ) : null}
        <AnswersList answers={application.verify_customer_values} fields={fields} />
        {error && !reasonError ? (
          <div className="flex flex-col gap-2">
            <FormAlert tone="error">
              {isConflict(error)
                ? `${actionFailureMessage(error, t)} ${t("verification.admin.conflict")}`
                : actionFailureMessage(error, t)}
            </FormAlert>
            {isConflict(error) ? (
              <div>
                <Button variant="outline" size="sm" onClick={refresh}>
                  {t("verification.admin.refresh")}
                </Button>
              </div>
            ) : null}
          </div>
        ) : null}
        {open && !isConflict(error) ? (
          <div className="flex flex-wrap justify-end gap-3">
            <Button
              variant="outline"
              onClick={() => {
                decide.reset();
                setRejecting(true);
              }}
              disabled={decide.isPending}
              aria-label={t("verification.admin.reject_label", { name })}
            >
              {t("verification.admin.reject")}
            </Button>
            <Button
              onClick={() => decide.mutate({ kind: "approve" })}
              disabled={decide.isPending}
              aria-label={t("verification.admin.approve_label", { name })}
            >
              {decide.isPending && !isRejecting
                ? t("verification.admin.sending")
                : t("verification.admin.approve")}
            </Button>
          </div>
        ) : null}
      </article>
      {isRejecting ? (
        <RejectDialog
          name={name}
          serverError={
            reasonError ?? (error && !isConflict(error) ? actionFailureMessage(error, t) : undefined)
          }
          isSending={decide.isPending}
          onClose={() => {
            setRejecting(false);
            decide.reset();
          }}
          onReject={(reason) => decide.mutate({ kind: "reject", reason })}
        />
      ) : null}
    </Card>
  );
}

/** The reason the member reads on their verification page: required, at most 500 characters. */
function RejectDialog({
  name,
  serverError,
  isSending,
  onClose,
  onReject,
}: {
  name: string;
  serverError: string | undefined;
  isSending: boolean;
  onClose: () => void;
  onReject: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<"reason_required" | "reason_too_long" | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const length = reason.trim().length;
    const found =
      length === 0 ? "reason_required" : length > VERIFICATION_REASON_MAX ? "reason_too_long" : null;
    setProblem(found);
    if (!found) onReject(reason.trim());
  };
  return (
    <Dialog
      open
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={t("verification.admin.reject_title")}
      description={t("verification.admin.reject_lead", { name })}
    >
      <form onSubmit={submit} noValidate>
        <Textarea
          label={t("verification.admin.reason")}
          dir="auto"
          hint={t("verification.admin.counter", {
            used: formatNumber(reason.trim().length, locale),
            max: formatNumber(VERIFICATION_REASON_MAX, locale),
          })}
          error={
            problem
              ? t(`verification.admin.${problem}`, { max: formatNumber(VERIFICATION_REASON_MAX, locale) })
              : serverError
          }
          value={reason}
          required
          onChange={(event) => {
            setReason(event.target.value);
            setProblem(null);
          }}
        />
        <div className="mt-4 flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            {t("verification.admin.cancel")}
          </Button>
          <Button type="submit" variant="danger" disabled={isSending}>
            {isSending ? t("verification.admin.sending") : t("verification.admin.reject_confirm")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
